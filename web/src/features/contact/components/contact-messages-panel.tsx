import { Inbox, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { ListView } from '@/components/ui/list-view';
import { useContactMessages } from '../hooks/use-contact-messages';
import '../contact.css';
import { formatDateTime } from '@/lib/format-date';

/** Admin list of the messages sent through the contact form, newest first, a page at a time. */
export function ContactMessagesPanel() {
  const { t, i18n } = useTranslation('contact');
  const messages = useContactMessages();

  return (
    <section className="contact-messages" aria-labelledby="contact-messages-title">
      <h2 id="contact-messages-title">{t('admin.title')}</h2>
      <p className="page-lead">{t('admin.lead')}</p>
      <ListView
        list={messages}
        failed={<Alert>{t('admin.loadFailed')}</Alert>}
        empty={
          <EmptyState icon={<Inbox size={36} />} title={t('admin.empty')}>
            {t('admin.emptyText')}
          </EmptyState>
        }
        more={{ label: t('admin.loadMore') }}
      >
        {(items) => (
          <ol className="contact-message-list" aria-label={t('admin.count', { count: items.length })}>
            {items.map((m) => (
              <li key={m.id} className="card contact-message" data-testid="contact-message">
                <div className="contact-message-head">
                  <h3 dir="auto">{m.subject}</h3>
                  <span className="badge">{m.uid ? t('admin.member') : t('admin.visitor')}</span>
                </div>
                <p className="contact-message-meta">
                  <span>
                    {t('admin.from')}{' '}
                    <bdi>
                      <strong>{m.name}</strong>
                    </bdi>
                  </span>
                  <a href={`mailto:${m.email}`}>
                    <Mail size={16} aria-hidden="true" />
                    <bdi>{m.email}</bdi>
                  </a>
                  {m.phone ? (
                    <span>
                      <Phone size={16} aria-hidden="true" />
                      <span className="visually-hidden">{t('admin.phone')} </span>
                      <bdi dir="ltr">{m.phone}</bdi>
                    </span>
                  ) : null}
                  {m.createdAt ? (
                    <time dateTime={m.createdAt.toISOString()}>
                      {t('admin.received', { date: formatDateTime(m.createdAt, i18n.language) })}
                    </time>
                  ) : null}
                </p>
                <p className="contact-message-body" dir="auto">
                  {m.message}
                </p>
              </li>
            ))}
          </ol>
        )}
      </ListView>
    </section>
  );
}
