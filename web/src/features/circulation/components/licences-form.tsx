import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { DIGITAL_FORMATS, type Format } from '@shared/constants';
import type { AvailabilityDoc } from '@shared/documents/lending';
import { setLicencesSchema, type SetLicencesInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useAvailability } from '@/lib/lending/availability';
import { useSetLicences } from '../hooks/use-copies';
import { refusalMessage } from '../lib/refusal';
import { FormNotice, type Notice } from './form-notice';

/** E-book and audiobook licence counts, for the digital formats the book has. */
export function LicencesForm({ bookId, formats }: { bookId: string; formats: readonly Format[] }) {
  const { t } = useTranslation('circulation');
  const availability = useAvailability(bookId);
  const digital = DIGITAL_FORMATS.filter((f) => formats.includes(f));

  if (digital.length === 0) return <p className="desk-empty">{t('licences.none')}</p>;
  if (availability.status === 'loading') return <Spinner />;
  if (availability.status === 'error') return <Alert>{t('copies.loadFailed')}</Alert>;
  return <LicenceCounts bookId={bookId} digital={digital} current={availability.data?.digital ?? null} />;
}

function LicenceCounts({
  bookId,
  digital,
  current,
}: {
  bookId: string;
  digital: ReadonlyArray<(typeof DIGITAL_FORMATS)[number]>;
  /** The live counts; null while the book has no copies or licences at all. */
  current: AvailabilityDoc['digital'] | null;
}) {
  const { t } = useTranslation('circulation');
  const setLicences = useSetLicences();
  const [notice, setNotice] = useState<Notice | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof setLicencesSchema>, unknown, SetLicencesInput>({
    resolver: zodResolver(setLicencesSchema),
    // A format the book lacks keeps what it has (0, normally): only the shown ones change.
    defaultValues: { bookId, ebook: current?.ebook.total ?? 0, audio: current?.audio.total ?? 0 },
  });

  const submit = handleSubmit(async (counts) => {
    setNotice(null);
    try {
      await setLicences.run(counts);
      setNotice({ tone: 'success', text: t('licences.saved') });
    } catch (err) {
      setNotice({ tone: 'error', text: refusalMessage(err, t) });
    }
  });

  return (
    <form className="licences-form" onSubmit={submit} noValidate aria-label={t('licences.title')}>
      {digital.map((format) => (
        <Field
          key={format}
          label={t(`licences.${format}`)}
          hint={t('licences.inUse', { count: current?.[format].inUse ?? 0 })}
          error={errors[format]?.message}
        >
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register(format, { valueAsNumber: true })}
          />
        </Field>
      ))}
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? t('licences.saving') : t('licences.save')}
      </Button>
      <FormNotice notice={notice} />
    </form>
  );
}
