import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clubMilestones, type Tally } from '@shared/documents/community';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Group } from '../api/community-model';
import type { MyProgress } from '../hooks/use-club';
import { useSetReadingProgress } from '../hooks/use-club-writes';
import { communityErrorMessage } from '../lib/community-errors';
import { milestoneLabel } from '../lib/milestones';

/**
 * What waits further on in the book: "4 discussions at Part 3: mark it reached to read them",
 * from the counts alone (their words never reach this reader). A member can mark the milestone
 * here; the posts then appear in place, live.
 */
export function HiddenPosts({
  group,
  counts,
  reached,
  mine,
  kind,
}: {
  group: Group;
  counts: Tally;
  reached: number;
  /** The member's own place; undefined for a visitor or a non-member (no button then). */
  mine: MyProgress | undefined;
  kind: 'discussions' | 'replies';
}) {
  const { t } = useTranslation('community');
  const save = useSetReadingProgress();
  const milestones = clubMilestones(group);
  const waiting = milestones
    .map((_, i) => ({ milestone: i + 1, count: counts[i + 1] ?? 0 }))
    .filter((w) => w.milestone > reached && w.count > 0);
  if (waiting.length === 0) return null;
  return (
    <div className="club-hidden" data-testid="hidden-posts">
      {save.error ? <Alert>{communityErrorMessage(save.error, t, 'community:club.progressFailed')}</Alert> : null}
      <ul>
        {waiting.map(({ milestone, count }) => {
          const label = milestoneLabel(t, milestones, milestone);
          return (
            <li key={milestone} className="club-hidden-item">
              <EyeOff size={16} aria-hidden="true" />
              <span>
                {t(kind === 'discussions' ? 'club.hiddenDiscussions' : 'club.hiddenReplies', {
                  count,
                  milestone: `\u2068${label}\u2069`,
                })}
              </span>
              {mine ? (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={save.busy}
                  onClick={() =>
                    void save.run({ groupId: group.id, milestone, shareName: mine.shareName }).catch(() => {})
                  }
                >
                  {t('club.markReached', { milestone: `\u2068${label}\u2069` })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
