import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The inline "Delete this?" of a review or a list: the question, Delete (focused) and Cancel. */
export function ConfirmDelete({
  question,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reading');
  return (
    <div className="review-confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <Button variant="danger" size="sm" busy={busy} autoFocus onClick={onConfirm}>
        {action}
      </Button>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        {t('reviews.cancel')}
      </Button>
    </div>
  );
}
