import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../api/audit-log';
import { useAuditLog } from '../hooks/use-audit-log';
import { formatDateTime } from '@/lib/format-date';

/**
 * The audit trail on /admin: who changed which account's role, and who created which account,
 * newest first and live. Entries are written by the server only; this panel just reads them.
 */
export function AuditLogPanel() {
  const { t, i18n } = useTranslation('admin');
  const { status, data: entries } = useAuditLog();

  const what = (entry: AuditEntry) => {
    const role = (r: AuditEntry['toRole']) => (r ? t(`roles.${r}`) : t('audit.unknownRole'));
    const target = entry.targetEmail || t('audit.unknownAccount');
    if (entry.action === 'user-created') return t('audit.created', { target, role: role(entry.toRole) });
    if (entry.action === 'role-changed')
      return t('audit.changed', { target, from: role(entry.fromRole), to: role(entry.toRole) });
    if (entry.action === 'account-deleted') return t('audit.deleted', { uid: entry.targetUid });
    if (entry.action === 'card-replaced') return t('audit.cardReplaced', { target });
    if (entry.action === 'block-overridden' || entry.action === 'loan-limit-overridden')
      return t('audit.withNote', { text: t(`audit.${entry.action}`, { target }), note: entry.note });
    if (
      entry.action === 'content-hidden' ||
      entry.action === 'content-restored' ||
      entry.action === 'reports-dismissed' ||
      entry.action === 'content-auto-hidden'
    ) {
      const text = t(`audit.moderation.${entry.action}`, { item: entry.itemId });
      return entry.note ? t('audit.withNote', { text, note: entry.note }) : text;
    }
    return t('audit.other', { target });
  };

  return (
    <section className="admin-section" aria-labelledby="audit-heading">
      <div>
        <h2 id="audit-heading">{t('audit.title')}</h2>
        <p className="page-lead">{t('audit.lead', { count: AUDIT_PAGE_SIZE })}</p>
      </div>
      {status === 'error' ? (
        <Alert>{t('audit.loadFailed')}</Alert>
      ) : status === 'loading' ? (
        <Spinner />
      ) : entries.length === 0 ? (
        <EmptyState icon={<History size={36} />} title={t('audit.empty')}>
          {t('audit.emptyText')}
        </EmptyState>
      ) : (
        <div className="card users-card">
          <table className="admin-table audit-table">
            <caption className="visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td data-label={t('audit.when')} className="audit-when">
                    {entry.at ? (
                      <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at, i18n.language)}</time>
                    ) : (
                      t('audit.justNow')
                    )}
                  </td>
                  <td data-label={t('audit.who')} className="admin-email">
                    <span>
                      {entry.actorEmail ||
                        t(
                          entry.action === 'account-deleted'
                            ? 'audit.formerMember'
                            : entry.action === 'content-auto-hidden'
                              ? 'audit.membersReports'
                              : 'audit.unknownAccount',
                        )}
                    </span>
                  </td>
                  <td data-label={t('audit.what')} className="audit-what">
                    <span>{what(entry)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
