import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Group } from '../api/community-model';
import { authorNameOf } from '../lib/author-name';
import { GroupFacts } from './group-facts';
import { GroupMembership } from './group-membership';

// Members only (a visitor never sees it), so its code is out of /community's first JavaScript.
const ReportButton = lazy(() => import('@/components/report/report-button').then((m) => ({ default: m.ReportButton })));

/** A reading group: what it reads, when it meets, how many belong (live), Join / Leave, and a link to its page. */
export function GroupCard({ group, uid }: { group: Group; uid: string | null }) {
  const { t } = useTranslation('community');
  const titleId = `group-${group.id}-name`;
  const [reporting, setReporting] = useState(false);
  // Hidden by staff or by members' reports: its name and description are no longer in the document.
  const removed = group.status !== 'visible';

  return (
    <article className="card group-card" aria-labelledby={titleId} data-testid="group-card">
      <h3 id={titleId} className="group-card-name">
        <Link to={paths.group(group.id)} dir="auto">
          {removed ? t('post.removed') : group.name}
        </Link>
        {group.closed ? <span className="badge group-closed-badge">{t('group.closed')}</span> : null}
      </h3>
      {removed ? null : (
        <p className="group-card-description" dir="auto">
          {group.description}
        </p>
      )}
      <GroupFacts group={group} />
      <GroupMembership group={group} uid={uid} />
      {group.createdByName || group.formerMember ? (
        <p className="group-card-meta">
          {t('groups.startedBy', { name: authorNameOf(group.createdByName, group.formerMember, t) })}
        </p>
      ) : null}
      {uid && uid !== group.createdBy && !removed ? (
        <div className="post-actions group-card-actions">
          <Suspense fallback={null}>
            <ReportButton
              targets={[{ kind: 'group', groupId: group.id }]}
              open={reporting}
              onOpenChange={setReporting}
            />
          </Suspense>
        </div>
      ) : null}
    </article>
  );
}
