import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyNotices } from '../hooks/use-lending';
import { formatNumber } from '@/i18n/formats';
import { paths } from '@/config/paths';

function useUnreadCount(uid: string): number {
  const notices = useMyNotices(uid);
  return notices.status === 'ready' ? notices.data.filter((n) => n.readAt === null).length : 0;
}

/** The header's badge on My Library: the member's unread notices, live; nothing when there are none. */
export default function UnreadNoticeCount({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const unread = useUnreadCount(uid);
  if (unread === 0) return null;
  return (
    <span className="nav-count" data-testid="unread-notice-count">
      <span aria-hidden="true">{formatNumber(i18n.language, unread)}</span>
      <span className="visually-hidden">{t('nav.unreadNotices', { count: unread })}</span>
    </span>
  );
}

/**
 * The badge outside the folded menu (a phone's header): a bell linking to My Library with the
 * count, shown only while there are unread notices, so they are seen without opening the menu.
 */
export function UnreadNoticeLink({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(uid);
  if (unread === 0) return null;
  return (
    <Link to={paths.myLibrary} className="icon-btn header-notices" data-testid="header-notices">
      <Bell size={20} aria-hidden="true" />
      <span className="visually-hidden">{t('nav.myLibrary')}</span>
      <UnreadNoticeCount uid={uid} />
    </Link>
  );
}
