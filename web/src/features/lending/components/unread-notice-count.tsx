import { useTranslation } from 'react-i18next';
import { useMyNotices } from '../hooks/use-lending';
import { numberFormat } from '@/i18n/formats';

/** The header's badge on My Library: the member's unread notices, live; nothing when there are none. */
export default function UnreadNoticeCount({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const notices = useMyNotices(uid);
  const unread = notices.status === 'ready' ? notices.data.filter((n) => n.readAt === null).length : 0;
  if (unread === 0) return null;
  return (
    <span className="nav-count" data-testid="unread-notice-count">
      <span aria-hidden="true">{numberFormat(i18n.language).format(unread)}</span>
      <span className="visually-hidden">{t('nav.unreadNotices', { count: unread })}</span>
    </span>
  );
}
