import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '@shared/constants';
import type { AvailabilityDoc } from '@shared/documents/lending';
import { expectedWait, freeUnitOf } from '@shared/lending';

/**
 * "about 2 weeks, 3 people ahead of you": the expected wait for someone who would join the queue
 * now; with `ahead`, for a member already in it (then only "about 2 weeks"). Nothing
 * when a unit is free and nobody waits; for a copy on a shelf, where to get it.
 */
export function WaitEstimate({ summary, format, ahead }: { summary: AvailabilityDoc; format: Format; ahead?: number }) {
  const { t } = useTranslation('lending');
  // The moment the panel opened: a wait in weeks does not need a clock ticking under it.
  const [now] = useState(() => Date.now());
  const queued = summary.queue[format].length;
  if (ahead === undefined && queued === 0 && freeUnitOf(summary, format)) {
    return format === 'physical' ? <p className="lending-muted">{t('availability.onShelfHint')}</p> : null;
  }
  const people = ahead ?? queued;
  // Counted from the copies' and licences' real due dates (availability.due), as of now.
  const wait = expectedWait(summary, format, people, now);
  if (!wait) return null;
  const duration = t('wait.weeks', { count: wait.weeks });
  // A member in the queue has their place on the line above; someone deciding sees the queue's length.
  const text =
    ahead === undefined ? t('wait.estimate', { duration, ahead: t('wait.ahead', { count: people }) }) : duration;
  return (
    <p className="lending-wait" data-testid={`wait-${format}`}>
      {t('availability.wait', { wait: text })}
    </p>
  );
}
