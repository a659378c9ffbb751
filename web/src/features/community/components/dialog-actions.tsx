import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A community dialog's buttons: its submit button (`label`, already the busy text while sending) and Cancel. */
export function DialogActions({
  label,
  busy,
  onCancel,
  disabled,
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      <Button type="submit" busy={busy} disabled={disabled}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
