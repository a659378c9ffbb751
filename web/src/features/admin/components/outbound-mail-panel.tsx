import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAIL_OUTCOMES, mailOutcome, type MailOutcome } from '@shared/documents/mail';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '@/lib/data/use-data';
import { formatDateTime } from '@/lib/format-date';
import { MAIL_PAGE_SIZE, subscribeOutboundMail, type OutboundMail } from '../api/outbound-mail';

const BADGE: Record<MailOutcome, string> = {
  sending: 'badge',
  sent: 'badge badge-success',
  retrying: 'badge badge-accent',
  failed: 'badge badge-danger',
};

/**
 * The library's outbound e-mail on /admin, newest first and live: what was sent, what failed and
 * waits for its next try, and what failed for good, with the mail server's reason, so an admin
 * sees a broken SMTP setup before members miss their notices.
 */
export function OutboundMailPanel() {
  const { t, i18n } = useTranslation('admin');
  const { status, data: mails } = useSubscription<OutboundMail[]>(['outbound-mail'], (emit, fail) =>
    subscribeOutboundMail(emit, fail),
  );
  const counts: Record<MailOutcome, number> = { sending: 0, sent: 0, retrying: 0, failed: 0 };
  for (const m of mails ?? []) counts[mailOutcome(m.delivery)] += 1;

  return (
    <section className="admin-section" aria-labelledby="mail-heading">
      <div>
        <h2 id="mail-heading">{t('mail.title')}</h2>
        <p className="page-lead">{t('mail.lead', { count: MAIL_PAGE_SIZE })}</p>
      </div>
      {status === 'error' ? (
        <Alert>{t('mail.loadFailed')}</Alert>
      ) : status === 'loading' ? (
        <Spinner />
      ) : mails.length === 0 ? (
        <EmptyState icon={<Mail size={36} />} title={t('mail.empty')}>
          {t('mail.emptyText')}
        </EmptyState>
      ) : (
        <>
          <ul className="mail-counts" data-testid="mail-counts">
            {MAIL_OUTCOMES.map((outcome) => (
              <li key={outcome}>
                <span className={BADGE[outcome]}>{t(`mail.outcome.${outcome}`)}</span> {counts[outcome]}
              </li>
            ))}
          </ul>
          <div className="card users-card">
            <table className="admin-table mail-table">
              <caption className="visually-hidden">{t('mail.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('mail.when')}</th>
                  <th scope="col">{t('mail.to')}</th>
                  <th scope="col">{t('mail.kind')}</th>
                  <th scope="col">{t('mail.status')}</th>
                </tr>
              </thead>
              <tbody>
                {mails.map((m) => {
                  const outcome = mailOutcome(m.delivery);
                  return (
                    <tr key={m.id} data-testid="mail-row">
                      <td data-label={t('mail.when')}>
                        {m.createdAt ? (
                          <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt, i18n.language)}</time>
                        ) : (
                          t('audit.justNow')
                        )}
                      </td>
                      <td data-label={t('mail.to')} className="admin-email">
                        <span dir="ltr">{m.to}</span>
                      </td>
                      <td data-label={t('mail.kind')}>{t(`mail.kinds.${m.kind}`)}</td>
                      <td data-label={t('mail.status')}>
                        <span className={BADGE[outcome]}>{t(`mail.outcome.${outcome}`)}</span>{' '}
                        {m.delivery && m.delivery.attempts > 0
                          ? t('mail.attempts', { count: m.delivery.attempts })
                          : null}
                        {outcome !== 'sent' && m.delivery?.error ? (
                          <span className="mail-error" dir="ltr">
                            {m.delivery.error}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
