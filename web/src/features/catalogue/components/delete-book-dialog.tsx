import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useDeleteBook } from '../hooks/use-book-writes';

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
  const deleteBook = useDeleteBook();
  const deleting = deleteBook.busy;

  function confirm() {
    // A failure is logged by the mutation; the dialog closes.
    deleteBook.run(bookId).then(onDeleted, () => onOpenChange(false));
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
