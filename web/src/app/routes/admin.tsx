import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { UserSummary } from '@shared/api';
import { isAdmin, type Role } from '@shared/roles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth, type SessionUser } from '@/lib/auth/auth-context';
import { ContactMessagesPanel } from '@/features/contact/components/contact-messages-panel';
import { errorDetails } from '@/lib/callable-errors';
import { AuditLogPanel } from '@/features/admin/components/audit-log-panel';
import { OutboundMailPanel } from '@/features/admin/components/outbound-mail-panel';
import { UsersSearch } from '@/features/admin/components/users-search';
import { UsersTable, UsersTableSkeleton } from '@/features/admin/components/users-table';
import { useSetUserRole, useUsers } from '@/features/admin/hooks/use-users';
import '@/features/admin/admin.css';

const CreateUserModal = lazyDialog(() =>
  import('@/features/admin/components/create-user-modal').then((m) => m.CreateUserModal),
);

/**
 * /admin (spec section 2): admins only. Everyone else is sent home once the auth state is known;
 * the callables refuse non-admins anyway, so this redirect is for usability, not security.
 */
export function Component() {
  const { user } = useAuth();
  if (user === undefined) return <Spinner />;
  if (!user || !isAdmin(user.role)) return <Navigate to={paths.home} replace />;
  return <AdminDashboard admin={user} />;
}

type Notice = { tone: 'error' | 'success'; text: string };

function AdminDashboard({ admin }: { admin: SessionUser }) {
  const { t } = useTranslation('admin');
  const { refreshSession } = useAuth();
  const { users, query, failed, loadingMore, hasMore, search, showMore, upsert } = useUsers();
  const setUserRole = useSetUserRole();
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [creating, setCreating] = useState(false);
  const usersCard = useRef<HTMLDivElement>(null);
  // After "Show more users", keyboard focus moves to the first new row (the button may be gone).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (failed) focusRow.current = null;
    if (index === null || failed || !users || users.length <= index) return;
    focusRow.current = null;
    usersCard.current?.querySelectorAll<HTMLSelectElement>('select')[index]?.focus();
  }, [users, failed]);
  const onShowMore = () => {
    focusRow.current = users?.length ?? null;
    showMore();
  };

  const changeRole = async (target: UserSummary, role: Role) => {
    setNotice(null);
    setBusyUid(target.uid);
    try {
      upsert(await setUserRole.run({ uid: target.uid, role }));
      // Others get the new claim at their next token refresh; the admin's own session now.
      if (target.uid === admin.uid) await refreshSession();
      setNotice({
        tone: 'success',
        text: t('messages.roleUpdated', { email: target.email, role: t(`roles.${role}`) }),
      });
    } catch (err) {
      // Logged by the mutation.
      const selfDemotion = errorDetails(err)?.reason === 'self-demotion';
      setNotice({ tone: 'error', text: selfDemotion ? t('messages.selfDemotion') : t('messages.updateFailed') });
    } finally {
      setBusyUid(null);
    }
  };

  const onCreated = (created: UserSummary) => {
    upsert(created);
    setNotice({
      tone: 'success',
      text: t('messages.created', { email: created.email, role: t(`roles.${created.role}`) }),
    });
  };

  return (
    <div className="admin-page">
      <h1 className="page-title">{t('title')}</h1>
      <section className="admin-section" aria-labelledby="users-heading">
        <div className="admin-section-header">
          <div>
            <h2 id="users-heading">{t('users.title')}</h2>
            <p className="page-lead">{t('users.lead')}</p>
          </div>
          <Button
            onClick={() => setCreating(true)}
            onPointerEnter={CreateUserModal.preload}
            onFocus={CreateUserModal.preload}
          >
            <UserPlus size={18} aria-hidden="true" />
            {t('create.open')}
          </Button>
        </div>
        <UsersSearch
          active={query}
          onSearch={(q) => {
            focusRow.current = null;
            search(q);
          }}
        />
        {failed ? <Alert>{t('messages.fetchFailed')}</Alert> : null}
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {users === undefined ? (
          <div className="card users-card">
            <p className="users-count" aria-hidden="true">
              <span className="skeleton skeleton-text users-skeleton-short" />
            </p>
            <UsersTableSkeleton />
          </div>
        ) : users.length === 0 ? (
          failed ? null : (
            <EmptyState title={query ? t('users.noMatch', { query }) : t('users.empty')}>
              {query ? t('users.noMatchText') : null}
            </EmptyState>
          )
        ) : (
          <>
            <div className="card users-card" ref={usersCard}>
              <p className="users-count" role="status">
                {t(`users.${query ? 'matching' : 'count'}${hasMore ? 'More' : ''}`, { count: users.length, query })}
              </p>
              <UsersTable users={users} currentUid={admin.uid} busyUid={busyUid} onRoleChange={changeRole} />
            </div>
            {hasMore ? (
              // Not disabled while loading: the button keeps keyboard focus for the next press.
              <Button
                variant="secondary"
                className="users-more"
                aria-busy={loadingMore || undefined}
                onClick={onShowMore}
              >
                {loadingMore ? t('users.loadingMore') : t('users.showMore')}
              </Button>
            ) : null}
          </>
        )}
      </section>
      <CreateUserModal open={creating} onOpenChange={setCreating} onCreated={onCreated} />
      <AuditLogPanel />
      <OutboundMailPanel />
      <ContactMessagesPanel />
    </div>
  );
}
