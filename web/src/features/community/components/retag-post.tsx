import { BookMarked } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '@shared/documents/community';
import type { PostTarget } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRetagPost } from '../hooks/use-club-writes';
import { communityErrorMessage } from '../lib/community-errors';
import { milestoneLabel } from '../lib/milestones';

/**
 * The group's creator (or staff) moves a post to another milestone: a post that gives away more
 * than its tag said goes further on, out of the slower readers' way (community/clubs.ts, retagPost).
 * A reply never goes below its discussion's milestone (`floor`); the server checks the same.
 */
export function RetagPost({
  target,
  milestones,
  milestone,
  floor = 0,
}: {
  target: PostTarget;
  milestones: readonly Milestone[];
  milestone: number;
  floor?: number;
}) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(milestone);
  const retag = useRetagPost();
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setValue(milestone);
          setOpen(true);
        }}
      >
        <BookMarked size={14} aria-hidden="true" /> {t('club.retag')}
      </Button>
    );
  }
  const choices = Array.from({ length: milestones.length - floor + 1 }, (_, i) => floor + i);
  return (
    <div className="retag-post" role="group" aria-label={t('club.retag')}>
      {retag.error ? <Alert>{communityErrorMessage(retag.error, t, 'community:club.retagFailed')}</Alert> : null}
      <select
        className="select"
        aria-label={t('club.retagTo')}
        value={value}
        autoFocus
        onChange={(e) => setValue(Number(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        {choices.map((m) => (
          <option key={m} value={m}>
            {milestoneLabel(t, milestones, m)}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        busy={retag.busy}
        onClick={() =>
          void retag.run({ target, milestone: value }).then(
            () => setOpen(false),
            () => undefined,
          )
        }
      >
        {t('club.retagSave')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
        {t('common:cancel')}
      </Button>
    </div>
  );
}
