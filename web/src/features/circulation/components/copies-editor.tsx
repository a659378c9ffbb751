import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { BRANCH_IDS, type Format } from '@shared/constants';
import { addCopySchema, type AddCopyInput } from '@shared/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorDetails } from '@/lib/callable-errors';
import type { Copy } from '../api/circulation';
import { useAddCopy, useCopies, useRemoveCopy } from '../hooks/use-copies';
import { refusalMessage } from '../lib/refusal';
import { FormNotice, type Notice } from './form-notice';
import { BranchSelect } from '@/components/branch-select';
import { DeskTable } from './desk-table';
import { LicencesForm } from './licences-form';
import { CopyStateForm } from './copy-state-form';
import { isCirculating } from '@shared/documents/lending';
import '../circulation.css';

/**
 * The book edit screen's copies and licences (staff). Each change is a callable of its own, saved
 * at once (not with the book's Save Changes); the list is live, so a check-out at the desk shows
 * here by itself.
 */
export function CopiesEditor({ bookId, formats }: { bookId: string; formats: readonly Format[] }) {
  const { t } = useTranslation('circulation');
  const headingId = useId();
  return (
    <section className="card desk-list copies-editor" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{t('copies.title')}</h2>
        <p className="page-lead">{t('copies.lead')}</p>
      </div>
      <h3 className="copies-subtitle">{t('copies.physicalTitle')}</h3>
      {formats.includes('physical') ? (
        <PhysicalCopies bookId={bookId} />
      ) : (
        <p className="desk-empty">{t('copies.noPhysical')}</p>
      )}
      <h3 className="copies-subtitle">{t('licences.title')}</h3>
      <LicencesForm bookId={bookId} formats={formats} />
    </section>
  );
}

function PhysicalCopies({ bookId }: { bookId: string }) {
  const { t } = useTranslation('circulation');
  const copies = useCopies(bookId);
  const removeCopy = useRemoveCopy();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function remove(copy: Copy) {
    // The server refuses too (copy-in-use); saying so here spares a round trip.
    if (copy.state !== 'shelf' && isCirculating(copy.state)) {
      setNotice({ tone: 'error', text: t('refused', { barcode: copy.barcode, reason: t('reasons.copy-in-use') }) });
      return;
    }
    setNotice(null);
    try {
      await removeCopy.run({ barcode: copy.barcode });
      setNotice({ tone: 'success', text: t('copies.removed', { barcode: copy.barcode }) });
    } catch (err) {
      setNotice({ tone: 'error', text: t('refused', { barcode: copy.barcode, reason: refusalMessage(err, t) }) });
    }
  }

  return (
    <>
      <DeskTable<Copy>
        state={copies.status === 'ready' ? { ...copies, data: sortCopies(copies.data) } : copies}
        rowKey={(copy) => copy.barcode}
        failed={t('copies.loadFailed')}
        empty={t('copies.empty')}
        caption={copies.status === 'ready' ? t('copies.count', { count: copies.data.length }) : undefined}
        columns={[
          { label: t('copies.branch'), cell: (copy) => t(`common:branches.${copy.branchId}`) },
          { label: t('copies.barcode'), cell: (copy) => copy.barcode, className: 'desk-code', dir: 'ltr' },
          { label: t('copies.shelfMark'), cell: (copy) => copy.shelfMark, dir: 'ltr' },
          {
            label: t('copies.state'),
            cell: (copy) => (
              <span
                className={
                  copy.state === 'shelf'
                    ? 'badge badge-success'
                    : isCirculating(copy.state)
                      ? 'badge badge-accent'
                      : 'badge badge-danger'
                }
                title={copy.outNote || undefined}
              >
                {t(`copies.states.${copy.state}`)}
              </span>
            ),
          },
          {
            label: t('copies.remove'),
            labelHidden: true,
            className: 'copies-actions',
            cell: (copy) => (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('copies.removeLabel', { barcode: copy.barcode })}
                busy={removeCopy.busy}
                onClick={() => void remove(copy)}
              >
                {t('copies.remove')}
              </Button>
            ),
          },
        ]}
      />
      <FormNotice notice={notice} />
      {copies.status === 'ready' ? <CopyStateForm copies={sortCopies(copies.data)} /> : null}
      <AddCopyForm bookId={bookId} />
    </>
  );
}

/** Branch order first (Main Office, then the branches as on /contact), then barcode. */
const sortCopies = (copies: Copy[]) =>
  [...copies].sort(
    (a, b) => BRANCH_IDS.indexOf(a.branchId) - BRANCH_IDS.indexOf(b.branchId) || a.barcode.localeCompare(b.barcode),
  );

function AddCopyForm({ bookId }: { bookId: string }) {
  const { t } = useTranslation('circulation');
  const addCopy = useAddCopy();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    resetField,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof addCopySchema>, unknown, AddCopyInput>({
    resolver: zodResolver(addCopySchema),
    defaultValues: { bookId, branchId: BRANCH_IDS[0], barcode: '', shelfMark: '' },
  });

  const submit = handleSubmit(async (copy) => {
    setNotice(null);
    try {
      await addCopy.run(copy);
      setNotice({
        tone: 'success',
        text: t('copies.added', { barcode: copy.barcode, branch: t(`common:branches.${copy.branchId}`) }),
      });
      // The branch and shelf mark usually repeat for the next copy: only the barcode clears.
      resetField('barcode');
      setFocus('barcode');
    } catch (err) {
      // A taken barcode belongs to its field; anything else (the copy limit) to the form.
      if (errorDetails(err)?.reason === 'copy-exists') setError('barcode', { message: refusalMessage(err, t) });
      else setNotice({ tone: 'error', text: refusalMessage(err, t) });
      setFocus('barcode');
    }
  });

  return (
    <form className="copies-add" onSubmit={submit} noValidate aria-label={t('copies.add')}>
      <Controller
        control={control}
        name="branchId"
        render={({ field }) => (
          <BranchSelect label={t('copies.branch')} value={field.value} onChange={field.onChange} />
        )}
      />
      <Field label={t('copies.barcode')} error={errors.barcode?.message}>
        <input className="input desk-code" dir="ltr" autoComplete="off" spellCheck={false} {...register('barcode')} />
      </Field>
      <Field label={t('copies.shelfMark')} error={errors.shelfMark?.message}>
        <input className="input" autoComplete="off" {...register('shelfMark')} />
      </Field>
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? t('copies.adding') : t('copies.add')}
      </Button>
      <FormNotice notice={notice} />
    </form>
  );
}
