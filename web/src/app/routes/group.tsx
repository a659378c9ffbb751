import { ArrowLeft, UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '@/i18n';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { ListView } from '@/components/ui/list-view';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import type { Group } from '@/features/community/api/community-model';
import { ClubPicks } from '@/features/community/components/club-picks';
import { ClubSchedule } from '@/features/community/components/club-schedule';
import { DiscussionsPanel } from '@/features/community/components/discussions-panel';
import { GroupFacts } from '@/features/community/components/group-facts';
import { GroupMeetings } from '@/features/community/components/group-meetings';
import { MeetingPlace } from '@/features/community/components/meeting-place';
import { MeetingRsvp } from '@/features/community/components/meeting-rsvp';
import { ManageGroup } from '@/features/community/components/manage-group';
import { GroupMembership } from '@/features/community/components/group-membership';
import { useGroup, useGroupMembers } from '@/features/community/hooks/use-group';
import { useMembership } from '@/features/community/hooks/use-membership';
import { useSetCoHost } from '@/features/community/hooks/use-club-writes';
import { communityErrorMessage } from '@/features/community/lib/community-errors';
import { Button } from '@/components/ui/button';
import { useMyProgress, useReached } from '@/features/community/hooks/use-club';
import { authorNameOf } from '@/features/community/lib/author-name';
import '@/features/community/community.css';

/**
 * /groups/{id}: a reading group's page, live: what it reads, when it meets, who belongs, Join /
 * Leave, its discussions (members start one here), and for its creator the tools to edit, hand
 * over or close it.
 */
export function Component() {
  const { groupId = '' } = useParams();
  const { t } = useTranslation('community');
  const { status, data: group } = useGroup(groupId);

  const back = (
    <Link to={paths.community} className="community-back">
      <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" /> {t('discussion.back')}
    </Link>
  );

  if (status === 'loading') return <Spinner />;
  if (status === 'error' || !group) {
    return (
      <section>
        <title>{t('common:pageTitle', { page: t('group.notFound') })}</title>
        {back}
        {status === 'error' ? <Alert>{t('group.loadFailed')}</Alert> : null}
        <EmptyState icon={<UsersRound size={48} />} title={t('group.notFound')}>
          {t('group.notFoundText')}
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="group-page">
      <title>{t('common:pageTitle', { page: group.status === 'visible' ? group.name : t('post.removed') })}</title>
      {back}
      <GroupBody group={group} />
    </section>
  );
}

function GroupBody({ group }: { group: Group }) {
  const { t } = useTranslation('community');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const member = useMembership(group.id, uid);
  // How far into the club's book this reader's lists reach (docs/community.md, "Virtual book clubs").
  const reached = useReached(group, uid) ?? 0;
  const mine = useMyProgress(member ? group.id : null, uid);
  const isCreator = uid !== null && uid === group.createdBy;
  // Hidden by staff or by members' reports: its name and description are no longer in the document.
  const removed = group.status !== 'visible';

  return (
    <>
      <article className="card group-header" aria-labelledby="group-name">
        <h1 id="group-name" className="group-title">
          <bdi>{removed ? t('post.removed') : group.name}</bdi>
          {group.closed ? <span className="badge group-closed-badge">{t('group.closed')}</span> : null}
        </h1>
        {group.createdByName || group.formerMember ? (
          <p className="group-card-meta">
            {t('groups.startedBy', { name: authorNameOf(group.createdByName, group.formerMember, t) })}
          </p>
        ) : null}
        {removed ? null : (
          <p className="group-description" data-testid="group-description" dir="auto">
            {group.description}
          </p>
        )}
        <GroupFacts group={group}>
          <MeetingPlace place={group.nextMeeting ? group : null} />
        </GroupFacts>
        <GroupMembership group={group} uid={uid} />
        {removed ? null : <MeetingRsvp group={group} uid={uid} member={member === true} />}
        {group.closed ? <p className="community-muted">{t('group.closedText')}</p> : null}
        {isCreator && !group.closed && !removed ? <ManageGroup group={group} uid={uid} /> : null}
      </article>

      {removed ? null : <GroupMeetings group={group} />}
      {removed ? null : <ClubPicks group={group} uid={uid} member={member === true} />}
      {group.currentBookId && !removed ? (
        <>
          <ClubSchedule group={group} uid={uid} member={member === true} />
          {member ? <ClubBookCopies bookId={group.currentBookId} /> : null}
        </>
      ) : null}

      <div className="group-layout">
        <section aria-labelledby="group-discussions">
          <h2 id="group-discussions" className="group-section-title">
            {t('tabs.discussions')}
          </h2>
          {uid && member === false && !group.closed ? <p className="community-muted">{t('group.joinToPost')}</p> : null}
          <DiscussionsPanel
            uid={uid}
            club={{ group, canPost: member === true && !group.closed, reached, mine: member ? mine : undefined }}
          />
        </section>
        <MemberList group={group} uid={uid} />
      </div>
    </>
  );
}

// The club book's copies per branch, holds and Borrow/Place Hold: the book page's own panel,
// loaded with its strings only for members (visitors and the route's first load never fetch it).
const AvailabilityPanel = lazy(() =>
  Promise.all([import('@/features/lending/components/availability-panel'), i18n.loadNamespaces('lending')]).then(
    ([panel]) => panel,
  ),
);

function ClubBookCopies({ bookId }: { bookId: string }) {
  const { t } = useTranslation('community');
  return (
    <section className="club-copies" aria-labelledby="club-copies-title">
      <h2 id="club-copies-title" className="group-section-title">
        {t('club.copies')}
      </h2>
      <Suspense fallback={<Spinner />}>
        <AvailabilityPanel bookId={bookId} />
      </Suspense>
    </section>
  );
}

/** The group's members by display name, live, in pages within QUERY_CAPS.members. */
function MemberList({ group, uid }: { group: Group; uid: string | null }) {
  const { t } = useTranslation('community');
  const members = useGroupMembers(group.id);
  const coHost = useSetCoHost();
  // The creator names co-hosts among the members (they pin and close threads).
  const canName = uid !== null && uid === group.createdBy && !group.closed && group.status === 'visible';
  return (
    <aside className="card group-members" aria-labelledby="group-members-title">
      <h2 id="group-members-title" className="group-section-title">
        {t('group.members')} <span className="badge">{group.memberCount}</span>
      </h2>
      {coHost.error ? <Alert>{communityErrorMessage(coHost.error, t, 'community:hosts.failed')}</Alert> : null}
      <ListView
        list={members}
        empty={<p className="community-muted">{t('group.noMembers')}</p>}
        more={{ label: t('group.moreMembers'), size: 'sm' }}
      >
        {(items) => (
          <ul className="group-member-list" data-testid="group-members">
            {items.map((m) => (
              <li key={m.id}>
                <bdi>{m.displayName}</bdi>
                {m.id === group.createdBy ? <span className="badge">{t('group.creator')}</span> : null}
                {group.hosts.includes(m.id) ? <span className="badge">{t('hosts.coHost')}</span> : null}
                {canName && m.id !== group.createdBy ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={coHost.busy}
                    aria-label={t(group.hosts.includes(m.id) ? 'hosts.removeCoHostFor' : 'hosts.makeCoHostFor', {
                      name: m.displayName,
                    })}
                    onClick={() =>
                      void coHost
                        .run({ groupId: group.id, uid: m.id, host: !group.hosts.includes(m.id) })
                        .catch(() => {})
                    }
                  >
                    {group.hosts.includes(m.id) ? t('hosts.removeCoHost') : t('hosts.makeCoHost')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </aside>
  );
}
