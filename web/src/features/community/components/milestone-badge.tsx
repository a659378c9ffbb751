import { BookMarked } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '@shared/documents/community';
import { milestoneLabel } from '../lib/milestones';

/** How far into the club's book a post reads; nothing for a post that gives nothing away. */
export function MilestoneBadge({ milestones, milestone }: { milestones: readonly Milestone[]; milestone: number }) {
  const { t } = useTranslation('community');
  if (milestone === 0) return null;
  return (
    <span className="badge milestone-badge" data-testid="milestone-badge">
      <BookMarked size={14} aria-hidden="true" />{' '}
      {/* The label is data in the sentence's language: isolated, so "حتى" stays where Arabic puts it. */}
      {t('club.upTo', { milestone: `\u2068${milestoneLabel(t, milestones, milestone)}\u2069` })}
    </span>
  );
}
