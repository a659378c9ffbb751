import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LENDING, OUT_STATES } from '@shared/constants';
import { isCirculating } from '@shared/documents/lending';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { Copy } from '../api/circulation';
import { useSetCopyState } from '../hooks/use-copies';
import { refusalMessage } from '../lib/refusal';
import { FormNotice, type Notice } from './form-notice';

type Choice = (typeof OUT_STATES)[number] | 'shelf';

/**
 * Change a copy's state (copies editor): out of circulation (lost, damaged, claimed returned,
 * missing, withdrawn) with a note saying why, or back in circulation when found or repaired. The
 * server decides what a copy's present state allows, and says why when it refuses.
 */
export function CopyStateForm({ copies }: { copies: readonly Copy[] }) {
  const { t } = useTranslation('circulation');
  const setState = useSetCopyState();
  const [barcode, setBarcode] = useState('');
  const [state, setChoice] = useState<Choice>('missing');
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingId = useId();
  const chosen = copies.find((c) => c.barcode === barcode) ?? copies[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || setState.busy) return;
    setNotice(null);
    try {
      await setState.run({ barcode: chosen.barcode, state, note: note.trim() });
      setNotice({
        tone: 'success',
        text: t('copyState.done', { barcode: chosen.barcode, state: t(`copies.states.${state}`) }),
      });
      setNote('');
    } catch (err) {
      setNotice({ tone: 'error', text: t('refused', { barcode: chosen.barcode, reason: refusalMessage(err, t) }) });
    }
  }

  if (copies.length === 0) return null;
  return (
    <form className="form copy-state-form" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h4 id={headingId}>{t('copyState.title')}</h4>
      <div className="copy-state-fields">
        <Field label={t('copies.barcode')}>
          <select
            className="select desk-code"
            dir="ltr"
            value={chosen?.barcode ?? ''}
            onChange={(event) => setBarcode(event.target.value)}
          >
            {copies.map((c) => (
              <option key={c.barcode} value={c.barcode}>
                {c.barcode}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('copyState.newState')}>
          <select className="select" value={state} onChange={(event) => setChoice(event.target.value as Choice)}>
            {OUT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`copies.states.${s}`)}
              </option>
            ))}
            <option value="shelf">{t('copyState.backOnShelf')}</option>
          </select>
        </Field>
        <Field label={t('copyState.note')}>
          <input
            className="input"
            maxLength={LENDING.COPY_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
      </div>
      {chosen && !isCirculating(chosen.state) && chosen.outNote ? (
        <p className="lending-muted">{t('copyState.why', { note: chosen.outNote })}</p>
      ) : null}
      <Button type="submit" variant="secondary" busy={setState.busy}>
        {t('copyState.save')}
      </Button>
      <FormNotice notice={notice} />
    </form>
  );
}
