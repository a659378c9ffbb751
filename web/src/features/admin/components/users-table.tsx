import { useTranslation } from 'react-i18next';
import type { UserSummary } from '@shared/api';
import { ROLES, type Role } from '@shared/roles';
import { formatDate } from '@/lib/format-date';

/**
 * Email, Current Role, Actions (role dropdown) and Joined (spec section 2). Below 640 px each row
 * stacks into a card whose cells carry their column name (data-label), so it fits a phone.
 */
export function UsersTable({
  users,
  currentUid,
  busyUid,
  onRoleChange,
}: {
  users: UserSummary[];
  currentUid: string;
  busyUid: string | null;
  onRoleChange: (user: UserSummary, role: Role) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <table className="admin-table users-table">
      <UsersTableHead />
      <tbody>
        {users.map((user) => (
          <tr key={user.uid} data-testid="user-row">
            <td data-label={t('users.email')} className="admin-email">
              {/* One child, so the stacked phone layout keeps "(you)" beside the address. */}
              <span>
                <bdi>{user.email}</bdi>
                {user.uid === currentUid ? <span className="users-you"> ({t('users.you')})</span> : null}
              </span>
            </td>
            <td data-label={t('users.currentRole')}>
              <span className={`badge role-${user.role}`}>{t(`roles.${user.role}`)}</span>
            </td>
            <td data-label={t('users.actions')}>
              <select
                className="select users-role"
                aria-label={t('users.roleFor', { email: user.email })}
                value={user.role}
                disabled={busyUid === user.uid}
                onChange={(e) => onRoleChange(user, e.target.value as Role)}
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            </td>
            <td data-label={t('users.joined')}>
              {/* A profile without createdAt (only a search can reach one) has no join date. */}
              {user.createdAt ? (
                <time dateTime={user.createdAt}>{formatDate(new Date(user.createdAt), i18n.language)}</time>
              ) : (
                t('users.unknownDate')
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Rows the skeleton shows: about a screen of the table. */
const SKELETON_ROWS = 6;

/**
 * The users table while its first page loads: the real caption and column headings over rows of
 * placeholders the size of the rows to come, so the page keeps its layout (no bare spinner).
 */
export function UsersTableSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <table className="admin-table users-table" aria-busy="true" data-testid="users-table-skeleton">
      <UsersTableHead />
      <tbody>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <tr key={i} aria-hidden="true">
            <td data-label={t('users.email')}>
              <span className="skeleton skeleton-text users-skeleton-email" />
            </td>
            <td data-label={t('users.currentRole')}>
              <span className="skeleton skeleton-text users-skeleton-short" />
            </td>
            <td data-label={t('users.actions')}>
              <span className="skeleton users-skeleton-select" />
            </td>
            <td data-label={t('users.joined')}>
              <span className="skeleton skeleton-text users-skeleton-short" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The caption and column headings, shared by the table and its skeleton. */
function UsersTableHead() {
  const { t } = useTranslation('admin');
  return (
    <>
      <caption className="visually-hidden">{t('users.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('users.email')}</th>
          <th scope="col">{t('users.currentRole')}</th>
          <th scope="col">{t('users.actions')}</th>
          <th scope="col">{t('users.joined')}</th>
        </tr>
      </thead>
    </>
  );
}
