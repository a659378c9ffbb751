import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Group } from '../api/community-model';
import { GroupFacts } from './group-facts';
import { GroupMembership } from './group-membership';

/** A reading group: what it reads, when it meets, how many belong (live), Join / Leave, and a link to its page. */
export function GroupCard({ group, uid }: { group: Group; uid: string | null }) {
  const { t } = useTranslation('community');
  const titleId = `group-${group.id}-name`;

  return (
    <article className="card group-card" aria-labelledby={titleId} data-testid="group-card">
      <h3 id={titleId} className="group-card-name">
        <Link to={paths.group(group.id)}>{group.name}</Link>
        {group.closed ? <span className="badge group-closed-badge">{t('group.closed')}</span> : null}
      </h3>
      <p className="group-card-description">{group.description}</p>
      <GroupFacts group={group} />
      <GroupMembership group={group} uid={uid} />
      {group.createdByName ? (
        <p className="group-card-meta">{t('groups.startedBy', { name: group.createdByName })}</p>
      ) : null}
    </article>
  );
}
