import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, REPORT_REASONS, type ReportReason } from '@shared/constants';
import type { ReportTarget } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { callable } from '@/lib/firebase/functions';
import { errorCode, errorDetails, refusalMessageKey } from '@/lib/callable-errors';
import { useMutation } from '@/lib/data/use-mutation';
import './report.css';

const reportContent = callable('reportContent');

/** Why a report did not go through: an unverified address, offline, a limit, the network, or a generic failure. */
function reportErrorMessage(err: unknown, t: TFunction): string {
  if (errorDetails(err)?.reason === 'email-unverified') return t('community:emailUnverified');
  const refusedKey = refusalMessageKey(err);
  if (refusedKey) return t(refusedKey);
  if (errorCode(err) === 'unavailable') return t('errors:network');
  return t('community:report.failed');
}

/**
 * Report a post, a group, a member's name or a review (the community's and the reading pages'
 * Report, so it lives here; its words are the community namespace's): a reason from a short list and an optional note.
 * The answer is the same quiet thank-you whether this is the member's first report of it or not.
 */
export function ReportDialog({
  open,
  onOpenChange,
  targets,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targets: ReportTarget[];
}) {
  const { t } = useTranslation('community');
  const [targetIndex, setTargetIndex] = useState(0);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [sent, setSent] = useState(false);
  const report = useMutation('report', reportContent);
  const name = useId();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSent(false);
      setReason(null);
      setNote('');
      setMissingReason(false);
    }
  };
  const submit = () => {
    const target = targets[targetIndex];
    if (!reason || !target) {
      setMissingReason(true);
      return;
    }
    void report.run({ target, reason, note: note.trim() }).then(
      () => setSent(true),
      () => undefined,
    );
  };

  return (
    <Modal open={open} onOpenChange={close} title={t('report.title')} description={t('report.description')}>
      {sent ? (
        <div className="form">
          <p role="status" className="report-thanks">
            {t('report.thanks')}
          </p>
          <div className="form-actions">
            <Button onClick={() => close(false)}>{t('common:close')}</Button>
          </div>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {report.error !== undefined ? <Alert>{reportErrorMessage(report.error, t)}</Alert> : null}
          {targets.length > 1 ? (
            <fieldset className="report-choices">
              <legend className="field-label">{t('report.what')}</legend>
              {targets.map((target, i) => (
                <label key={target.kind} className="report-choice">
                  <input
                    type="radio"
                    name={`${name}-target`}
                    checked={targetIndex === i}
                    onChange={() => setTargetIndex(i)}
                  />
                  {t(`report.target.${target.kind}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset
            className="report-choices"
            aria-describedby={missingReason ? `${name}-error` : undefined}
            aria-invalid={missingReason || undefined}
          >
            <legend className="field-label">{t('report.reason')}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="report-choice">
                <input
                  type="radio"
                  name={`${name}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setMissingReason(false);
                  }}
                />
                {t(`report.reasons.${r}`)}
              </label>
            ))}
            {missingReason ? (
              <p id={`${name}-error`} className="field-error">
                {t('report.chooseReason')}
              </p>
            ) : null}
          </fieldset>
          <Field label={t('report.note')} hint={t('report.noteHint', { max: LIMITS.moderationNote })}>
            <textarea
              dir="auto"
              className="textarea"
              rows={3}
              maxLength={LIMITS.moderationNote}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          <div className="form-actions">
            <Button type="submit" busy={report.busy}>
              {report.busy ? t('report.sending') : t('report.send')}
            </Button>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('common:cancel')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
