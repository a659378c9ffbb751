import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { deleteBook } from '../api/books';

/** The confirm dialog of spec section 2 (closed, open, deleting). A failure is logged only. */
export function DeleteBookDialog({
  bookId,
  open,
  onOpenChange,
  onDeleted,
}: {
  bookId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteBook(bookId);
      onDeleted();
    } catch (err) {
      console.error('delete failed', err);
      onOpenChange(false);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={deleting ? () => undefined : onOpenChange}
      title={t('deleteTitle')}
      description={t('deleteText')}
    >
      <div className="form-actions modal-actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={deleting}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} busy={deleting}>
          {t('delete')}
        </Button>
      </div>
    </Modal>
  );
}
