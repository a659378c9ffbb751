import { ArrowLeft, EyeOff, MessageSquareOff, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ASSISTANT_MENTION } from '@shared/constants';
import type { ReportTarget } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { ListView } from '@/components/ui/list-view';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { AwaitingReview, EditedMark, PostPlaceholder } from '@/features/community/components/post-notice';
import { PostControls } from '@/features/community/components/post-controls';
import { ReplyList } from '@/features/community/components/reply-list';
import { useDiscussion, useReplies } from '@/features/community/hooks/use-discussion';
import { useGroup } from '@/features/community/hooks/use-group';
import { useMyProgress, useReached } from '@/features/community/hooks/use-club';
import { HiddenPosts } from '@/features/community/components/hidden-posts';
import { MilestoneBadge } from '@/features/community/components/milestone-badge';
import { clubMilestones, hostsGroup } from '@shared/documents/community';
import { canEditBooks } from '@shared/roles';
import { HostThreadTools } from '@/features/community/components/host-thread-tools';
import { RetagPost } from '@/features/community/components/retag-post';
import { errorCode } from '@/lib/callable-errors';
import { formatDateTime } from '@/lib/format-date';
import { authorNameOf } from '@/features/community/lib/author-name';
import { postView } from '@/features/community/lib/post-view';
import '@/features/community/community.css';

// Only members see the reply form: visitors (most readers of a thread) never load its code.
const ReplyForm = lazy(() =>
  import('@/features/community/components/reply-form').then((m) => ({ default: m.ReplyForm })),
);

/** /discussions/{id}: the discussion, its replies arriving live, and the reply form. */
export function Component() {
  const { discussionId = '' } = useParams();
  const { t, i18n } = useTranslation('community');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const { status, data: discussion, error } = useDiscussion(discussionId);
  // In a book club the replies reach only as far as this reader has read (docs/community.md).
  const groupId = discussion?.groupId ?? null;
  const group = useGroup(groupId ?? '', groupId !== null);
  const clubGroup = group.status === 'ready' ? group.data : null;
  const reached = useReached(clubGroup, uid);
  const mine = useMyProgress(clubGroup ? clubGroup.id : null, uid);
  const bound = !discussion
    ? null
    : groupId === null
      ? { groupId: null, reached: 0 }
      : reached === null
        ? null
        : { groupId, reached };
  const replies = useReplies(discussionId, bound);
  const visibleReplyIds = useMemo(() => new Set((replies.items ?? []).map((r) => r.id)), [replies.items]);

  const back = (
    <Link to={`${paths.community}?tab=discussions`} className="community-back">
      <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" /> {t('discussion.back')}
    </Link>
  );

  if (status === 'loading') return <Spinner />;
  const view = discussion ? postView(discussion, uid) : 'invisible';
  // A thread further on in its club's book is refused by the rules: say so, not "removed".
  const further = status === 'error' && errorCode(error) === 'permission-denied';
  // A load failure shows as "not found", like a missing discussion; so does someone else's held one.
  if (!discussion || view === 'invisible') {
    return (
      <section>
        {back}
        {further ? (
          <EmptyState icon={<EyeOff size={48} />} title={t('club.furtherOn')}>
            {t('club.furtherOnText')}
          </EmptyState>
        ) : (
          <EmptyState icon={<MessageSquareOff size={48} />} title={t('discussion.notFound')}>
            {t('discussion.notFoundText')}
          </EmptyState>
        )}
      </section>
    );
  }

  const target = { kind: 'discussion', discussionId: discussion.id } as const;
  const milestones = clubGroup ? clubMilestones(clubGroup) : [];
  const staff = !!user && canEditBooks(user.role);
  // The group's creator or staff move posts between milestones (retagPost checks the same).
  const canRetag = !!clubGroup && ((uid !== null && clubGroup.createdBy === uid) || staff);
  const reportTargets: ReportTarget[] = discussion.createdBy
    ? [target, { kind: 'member', uid: discussion.createdBy }]
    : [target];

  return (
    <section className="discussion-page">
      {back}
      <article className="card discussion-body">
        {view === 'shown' ? (
          <h1 className="discussion-title" dir="auto">
            {discussion.title}
          </h1>
        ) : (
          <h1 className="discussion-title discussion-title-muted">{t(`post.title.${view}`)}</h1>
        )}
        <p className="discussion-meta">
          <span>{t('discussion.by', { name: authorNameOf(discussion.authorName, discussion.formerMember, t) })}</span>
          {discussion.createdAt ? (
            <time dateTime={discussion.createdAt.toISOString()}>
              {formatDateTime(discussion.createdAt, i18n.language)}
            </time>
          ) : null}
          <EditedMark editedAt={discussion.editedAt} view={view} />
          {clubGroup ? <MilestoneBadge milestones={milestones} milestone={discussion.milestone} /> : null}
        </p>
        {view === 'removed' || view === 'deleted' ? (
          <PostPlaceholder view={view} />
        ) : (
          <PostControls
            target={target}
            words={{ title: discussion.title, content: discussion.content }}
            own={!!uid && discussion.createdBy === uid}
            signedIn={!!uid}
            reportTargets={reportTargets}
            editable={view === 'shown'}
          >
            {view === 'awaiting-review' ? (
              <AwaitingReview target={target} kind="discussion" />
            ) : (
              <p className="discussion-content" dir="auto">
                {discussion.content}
              </p>
            )}
          </PostControls>
        )}
      </article>

      {clubGroup && (hostsGroup(clubGroup, uid) || staff) ? (
        <HostThreadTools discussion={discussion}>
          {canRetag ? <RetagPost target={target} milestones={milestones} milestone={discussion.milestone} /> : null}
        </HostThreadTools>
      ) : null}
      <h2 className="replies-heading">
        {t('discussion.replies')} <span className="badge">{discussion.replyCount}</span>
      </h2>
      <ListView
        list={replies}
        empty={<p className="community-muted">{t('discussion.noReplies')}</p>}
        more={{ label: t('discussion.earlier'), size: 'sm', before: true }}
        live
      >
        {(items) => (
          <ReplyList
            discussionId={discussion.id}
            discussionTitle={discussion.title}
            replies={items}
            uid={uid}
            milestones={clubGroup ? milestones : []}
            retagFloor={canRetag ? discussion.milestone : null}
          />
        )}
      </ListView>
      {clubGroup && reached !== null ? (
        <HiddenPosts group={clubGroup} counts={discussion.replyCounts} reached={reached} mine={mine} kind="replies" />
      ) : null}

      <div className="reply-area">
        <Alert tone="info">
          <span className="notice">
            <ShieldCheck size={18} aria-hidden="true" /> {t('discussion.moderationNotice')}
          </span>
        </Alert>
        {discussion.threadClosed ? (
          <p className="community-muted" data-testid="thread-closed">
            {t('hosts.closedText')}
          </p>
        ) : user === undefined ? null : user ? (
          <>
            <p className="field-hint">{t('discussion.assistantHint', { mention: ASSISTANT_MENTION })}</p>
            <Suspense fallback={<Spinner />}>
              <ReplyForm
                discussionId={discussion.id}
                visibleReplyIds={visibleReplyIds}
                club={
                  clubGroup && reached !== null
                    ? { milestones, floor: discussion.milestone, highest: reached, own: mine?.milestone ?? 0 }
                    : undefined
                }
              />
            </Suspense>
          </>
        ) : (
          <p className="sign-in-prompt">
            <Link to={paths.login}>{t('discussion.signInToReply')}</Link> {t('discussion.signInText')}
          </p>
        )}
      </div>
    </section>
  );
}
