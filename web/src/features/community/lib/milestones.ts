import type { TFunction } from 'i18next';
import type { Milestone } from '@shared/documents/community';

/**
 * A milestone as readers see it: 0 is "before the book" (gives nothing away), a schedule's own
 * label as its creator wrote it, and the default schedule's one milestone "Finished".
 */
export function milestoneLabel(t: TFunction, milestones: readonly Milestone[], milestone: number): string {
  if (milestone === 0) return t('community:club.start');
  return milestones[milestone - 1]?.label || t('community:club.finished');
}
