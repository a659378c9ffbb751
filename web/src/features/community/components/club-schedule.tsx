import { BookMarked } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubMilestones } from '@shared/documents/community';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { formatDay } from '@/lib/format-date';
import type { Group } from '../api/community-model';
import { useMyProgress, useSharedProgress, type MyProgress } from '../hooks/use-club';
import { useOpenClubSpoilers, useSetReadingProgress } from '../hooks/use-club-writes';
import { communityErrorMessage } from '../lib/community-errors';
import { milestoneLabel } from '../lib/milestones';

const ScheduleDialog = lazyDialog(() => import('./schedule-dialog').then((m) => m.ScheduleDialog));

/**
 * A book club's reading schedule on its group page (docs/community.md, "Virtual book clubs"): each
 * milestone with its due day and how many members are there (names only of those who share
 * them), the member's own place ("My progress"), and for the creator the schedule's editor and,
 * after the meeting, opening every post.
 */
export function ClubSchedule({ group, uid, member }: { group: Group; uid: string | null; member: boolean }) {
  const { t, i18n } = useTranslation('community');
  const milestones = clubMilestones(group);
  const mine = useMyProgress(member ? group.id : null, uid);
  const shared = useSharedProgress(group.id);
  const names = shared.status === 'ready' ? shared.data : [];
  const isCreator = uid !== null && uid === group.createdBy;
  const [editing, setEditing] = useState(false);
  const counted = Object.values(group.progressCounts).reduce((a, b) => a + Math.max(0, b), 0);
  const counts = [
    Math.max(0, group.memberCount - counted),
    ...milestones.map((_, i) => group.progressCounts[i + 1] ?? 0),
  ];

  return (
    <section className="card club-schedule" aria-labelledby="club-schedule-title" data-testid="club-schedule">
      <h2 id="club-schedule-title" className="group-section-title">
        <BookMarked size={18} aria-hidden="true" /> {t('club.schedule')}
      </h2>
      {group.currentBookTitle ? (
        <p className="community-muted">
          {t('club.reading')} <bdi>{group.currentBookTitle}</bdi>
        </p>
      ) : null}
      {group.spoilersOpen ? (
        <p className="community-muted" data-testid="club-open">
          {t('club.opened')}
        </p>
      ) : null}
      <ol className="club-milestones">
        {[0, ...milestones.map((_, i) => i + 1)].map((m) => {
          const due = m > 0 ? milestones[m - 1]!.dueOn : '';
          const here = names.filter((n) => n.milestone === m);
          return (
            <li
              key={m}
              className={mine && mine.milestone === m ? 'club-milestone club-milestone-mine' : 'club-milestone'}
            >
              <span className="club-milestone-label">
                <bdi>{milestoneLabel(t, milestones, m)}</bdi>
                {due ? (
                  <span className="community-muted">
                    {' · '}
                    {t('club.due', { date: formatDay(due, i18n.language) })}
                  </span>
                ) : null}
              </span>
              <span className="badge" data-testid={`club-count-${m}`}>
                {t('club.membersHere', { count: counts[m] ?? 0 })}
              </span>
              {here.length ? (
                <span className="community-muted club-names">
                  <NameList names={here.map((n) => n.displayName)} language={i18n.language} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {member && mine ? <MyProgressForm group={group} mine={mine} /> : null}
      {isCreator && !group.closed && group.status === 'visible' ? (
        <CreatorTools group={group} onEdit={() => setEditing(true)} />
      ) : null}
      {isCreator ? <ScheduleDialog open={editing} onOpenChange={setEditing} group={group} /> : null}
    </section>
  );
}

/** "My progress": where the member is in the book, and whether their name shows there. */
function MyProgressForm({ group, mine }: { group: Group; mine: MyProgress }) {
  const { t } = useTranslation('community');
  const milestones = clubMilestones(group);
  const [milestone, setMilestone] = useState(mine.milestone);
  const [shareName, setShareName] = useState(mine.shareName);
  const save = useSetReadingProgress();
  const [saved, setSaved] = useState(false);
  const changed = milestone !== mine.milestone || shareName !== mine.shareName;

  const submit = async () => {
    setSaved(false);
    try {
      await save.run({ groupId: group.id, milestone, shareName });
      setSaved(true);
    } catch {
      // The message below says why; the choices stay to try again.
    }
  };

  return (
    <form
      className="club-progress"
      aria-labelledby="club-progress-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="club-progress-title" className="club-progress-title">
        {t('club.myProgress')}
      </h3>
      {save.error ? <Alert>{communityErrorMessage(save.error, t, 'community:club.progressFailed')}</Alert> : null}
      <label className="field-label" htmlFor="club-progress-select">
        {t('club.whereAreYou')}
      </label>
      <div className="club-progress-row">
        <select
          id="club-progress-select"
          className="select"
          value={milestone}
          onChange={(e) => {
            setMilestone(Number(e.target.value));
            setSaved(false);
          }}
        >
          {[0, ...milestones.map((_, i) => i + 1)].map((m) => (
            <option key={m} value={m}>
              {milestoneLabel(t, milestones, m)}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" busy={save.busy} disabled={!changed && !save.error}>
          {t('club.saveProgress')}
        </Button>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={shareName}
          onChange={(e) => {
            setShareName(e.target.checked);
            setSaved(false);
          }}
        />{' '}
        {t('club.shareName')}
      </label>
      {saved && !changed ? (
        <p className="field-hint" role="status">
          {t('club.progressSaved')}
        </p>
      ) : null}
    </form>
  );
}

/** The creator's schedule editor, and "Open all posts" once the meeting has happened. */
function CreatorTools({ group, onEdit }: { group: Group; onEdit: () => void }) {
  const { t } = useTranslation('community');
  const open = useOpenClubSpoilers();
  // The time the page opened is close enough: the button appears on the next visit at worst.
  const [openedAt] = useState(() => Date.now());
  const met = group.nextMeeting !== null && group.nextMeeting.getTime() <= openedAt;
  return (
    <div className="group-manage" role="group" aria-label={t('club.creatorTools')}>
      <Button
        size="sm"
        variant="secondary"
        onClick={onEdit}
        onPointerEnter={ScheduleDialog.preload}
        onFocus={ScheduleDialog.preload}
      >
        {t('club.editSchedule')}
      </Button>
      {met && !group.spoilersOpen ? (
        <Button
          size="sm"
          variant="secondary"
          busy={open.busy}
          onClick={() => void open.run({ groupId: group.id }).catch(() => {})}
        >
          {t('club.openAll')}
        </Button>
      ) : null}
      {open.error ? <Alert>{communityErrorMessage(open.error, t, 'community:club.openFailed')}</Alert> : null}
    </div>
  );
}

/** Names as the language lists them ("Layla M. and Sara N.", "Layla M. وSara N."), each isolated. */
function NameList({ names, language }: { names: string[]; language: string }) {
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(names);
  return <>{parts.map((part, i) => (part.type === 'element' ? <bdi key={i}>{part.value}</bdi> : part.value))}</>;
}
