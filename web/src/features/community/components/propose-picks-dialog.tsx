import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PICKS } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { BookOption, Group } from '../api/community-model';
import { useProposeClubPicks } from '../hooks/use-club-writes';
import { useCreateSubmission } from '../hooks/use-create-submission';
import { BookPicker } from './book-picker';
import { DialogActions } from './dialog-actions';

/** The creator's proposal: 2 to MAX_PICKS catalogue books, chosen one at a time with the book picker. */
export function ProposePicksDialog({
  open,
  onOpenChange,
  group,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: Group;
}) {
  const { t } = useTranslation('community');
  const [chosen, setChosen] = useState<BookOption[]>([]);
  const [tooFew, setTooFew] = useState(false);
  const { error, submit } = useCreateSubmission('community:picks.failed', useProposeClubPicks(), () => {
    setChosen([]);
    onOpenChange(false);
  });
  const [busy, setBusy] = useState(false);

  const add = (book: BookOption | null) => {
    if (!book || chosen.some((b) => b.id === book.id) || chosen.length >= MAX_PICKS) return;
    setChosen([...chosen, book]);
    setTooFew(false);
  };
  const onSubmit = async () => {
    if (chosen.length < 2) {
      setTooFew(true);
      return;
    }
    setBusy(true);
    await submit({ groupId: group.id, bookIds: chosen.map((b) => b.id) });
    setBusy(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('picks.propose')}>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        {error ? <Alert>{error}</Alert> : null}
        <p className="field-hint">{t('picks.proposeHint', { max: MAX_PICKS })}</p>
        {chosen.length < MAX_PICKS ? <BookPicker value={null} onChange={add} legend={t('picks.addBook')} /> : null}
        <ol className="club-pick-list" aria-label={t('picks.chosen')}>
          {chosen.map((book) => (
            <li key={book.id} className="club-pick">
              <span dir="auto">{book.title}</span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={t('picks.remove', { title: book.title })}
                onClick={() => setChosen(chosen.filter((b) => b.id !== book.id))}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {tooFew ? (
          <p className="field-error" role="alert">
            {t('picks.tooFew')}
          </p>
        ) : null}
        <DialogActions label={t('picks.open')} busy={busy} onCancel={() => onOpenChange(false)} />
      </form>
    </Modal>
  );
}
