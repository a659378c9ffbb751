import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { canEditBooks } from '@shared/roles';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { ModerationItemCard } from '@/features/moderation/components/moderation-item-card';
import { useModerationQueue } from '@/features/moderation/hooks/use-moderation';
import '@/features/moderation/moderation.css';

/**
 * /moderation: librarians and admins. Everyone else is sent home once the auth state is known; the
 * rules and moderateItem refuse non-staff anyway, so the redirect is for usability, not security.
 */
export function Component() {
  const { user } = useAuth();
  if (user === undefined) return <Spinner />;
  if (!user || !canEditBooks(user.role)) return <Navigate to={paths.home} replace />;
  return <ModerationQueue />;
}

function ModerationQueue() {
  const { t } = useTranslation('moderation');
  const { status, data: items } = useModerationQueue();
  return (
    <section className="moderation-page">
      <title>{t('common:pageTitle', { page: t('title') })}</title>
      <h1>{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {status === 'error' ? (
        <Alert>{t('loadFailed')}</Alert>
      ) : status === 'loading' ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState icon={<ShieldCheck size={48} />} title={t('emptyTitle')}>
          {t('emptyText')}
        </EmptyState>
      ) : (
        <div className="moderation-list" aria-live="polite">
          {items.map((item) => (
            <ModerationItemCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}
