import { useTranslation } from 'react-i18next';
import type { Format } from '@shared/constants';
import type { AvailabilityDoc } from '@shared/documents/lending';
import { estimateWait, freeUnitOf, unitsOf } from '@shared/lending';

/**
 * "about 2 weeks, 3 people ahead of you": the expected wait for a member with `ahead` members
 * before them (by default: everyone waiting now, i.e. someone who would join the queue). Nothing
 * when a unit is free and nobody waits; for a copy on a shelf, where to get it.
 */
export function WaitEstimate({ summary, format, ahead }: { summary: AvailabilityDoc; format: Format; ahead?: number }) {
  const { t } = useTranslation('lending');
  const queued = summary.queue[format].length;
  if (ahead === undefined && queued === 0 && freeUnitOf(summary, format)) {
    return format === 'physical' ? <p className="lending-muted">{t('availability.onShelfHint')}</p> : null;
  }
  const people = ahead ?? queued;
  const wait = estimateWait(people, unitsOf(summary, format));
  if (!wait) return null;
  const text = t('wait.estimate', {
    duration: t('wait.weeks', { count: wait.weeks }),
    ahead: t('wait.ahead', { count: people }),
  });
  return (
    <p className="lending-wait" data-testid={`wait-${format}`}>
      {t('availability.wait', { wait: text })}
    </p>
  );
}
