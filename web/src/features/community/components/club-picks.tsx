import { Vote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { onDemand } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';
import type { Group } from '../api/community-model';
import { useCloseClubPicks, useVoteClubPick } from '../hooks/use-club-writes';
import { communityErrorMessage } from '../lib/community-errors';

const ProposePicksDialog = lazyDialog(() => import('./propose-picks-dialog').then((m) => m.ProposePicksDialog));

/**
 * Club picks on a group's page (docs/community.md, "Club picks"): while a vote is open, the
 * proposed books with their votes, live, and a Vote button for each member who has not voted this
 * round; the creator proposes books and closes the vote, which makes the winner the current book.
 */
export function ClubPicks({ group, uid, member }: { group: Group; uid: string | null; member: boolean }) {
  const { t } = useTranslation('community');
  const isCreator = uid !== null && uid === group.createdBy && !group.closed && group.status === 'visible';
  const [proposing, setProposing] = useState(false);
  const vote = useVoteClubPick();
  const close = useCloseClubPicks();
  const mine = useSubscription<string | null>(
    ['my-pick-vote', member && group.picksOpen ? group.id : null, uid, group.picksRound],
    onDemand(() =>
      import('../api/groups').then(
        (api) => (emit, fail) => api.subscribeMyPickVote(group.id, uid!, group.picksRound, emit, fail),
      ),
    ),
  );
  const voted = mine.status === 'ready' ? mine.data : null;
  if (!group.picksOpen && !isCreator) return null;

  return (
    <section className="card club-picks" aria-labelledby="club-picks-title" data-testid="club-picks">
      <h2 id="club-picks-title" className="group-section-title">
        <Vote size={18} aria-hidden="true" /> {t('picks.title')}
      </h2>
      {vote.error || close.error ? (
        <Alert>{communityErrorMessage(vote.error ?? close.error, t, 'community:picks.failed')}</Alert>
      ) : null}
      {group.picksOpen ? (
        <>
          <p className="community-muted">{voted ? t('picks.thanks') : t('picks.lead')}</p>
          <ol className="club-pick-list">
            {group.picks.map((pick) => (
              <li key={pick.bookId} className="club-pick">
                <Link to={paths.book(pick.bookId)} dir="auto">
                  {pick.title}
                </Link>
                <span className="badge" data-testid={`pick-votes-${pick.bookId}`}>
                  {t('picks.votes', { count: group.pickVotes[pick.bookId] ?? 0 })}
                </span>
                {voted === pick.bookId ? <span className="badge">{t('picks.yourVote')}</span> : null}
                {member && !voted ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={vote.busy}
                    aria-label={t('picks.voteFor', { title: pick.title })}
                    onClick={() => void vote.run({ groupId: group.id, bookId: pick.bookId }).catch(() => {})}
                  >
                    {t('picks.vote')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="community-muted">{t('picks.none')}</p>
      )}
      {isCreator ? (
        <div className="group-manage">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setProposing(true)}
            onPointerEnter={ProposePicksDialog.preload}
            onFocus={ProposePicksDialog.preload}
          >
            {group.picksOpen ? t('picks.proposeAgain') : t('picks.propose')}
          </Button>
          {group.picksOpen ? (
            <Button size="sm" busy={close.busy} onClick={() => void close.run({ groupId: group.id }).catch(() => {})}>
              {t('picks.close')}
            </Button>
          ) : null}
          <ProposePicksDialog open={proposing} onOpenChange={setProposing} group={group} />
        </div>
      ) : null}
    </section>
  );
}
