import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeDoc } from '@shared/documents/lending';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import type { WithId } from '../api/lending';
import { useMarkNoticeRead } from '../hooks/use-lending';
import { useBookTitle } from '@/lib/books/book-title';

/**
 * The member's notices, newest first; unread ones marked, each with Mark as read. `extra` adds the
 * screen's own part to a notice (My Library asks whether an ended loan's book was read).
 */
export function NoticeList({
  notices,
  extra,
}: {
  notices: Array<WithId<NoticeDoc>>;
  extra?: (notice: WithId<NoticeDoc>) => ReactNode;
}) {
  const sorted = [...notices].sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  return (
    <ul className="lending-list" data-testid="notice-list">
      {sorted.map((notice) => (
        <NoticeRow key={notice.id} notice={notice} extra={extra} />
      ))}
    </ul>
  );
}

function NoticeRow({
  notice,
  extra,
}: {
  notice: WithId<NoticeDoc>;
  extra: ((notice: WithId<NoticeDoc>) => ReactNode) | undefined;
}) {
  const { t } = useTranslation(['lending', 'common']);
  const markRead = useMarkNoticeRead();
  const title = useBookTitle(notice.bookId, notice.bookTitle);
  const unread = notice.readAt === null;
  // A digital hold has no pickup branch: it is ready to borrow online.
  const key = notice.kind === 'holdReady' && notice.branchId === null ? 'holdReadyDigital' : notice.kind;
  const text = t(`notice.${key}`, {
    title,
    branch: notice.branchId ? t(`common:branches.${notice.branchId}`) : '',
    date: notice.at,
  });
  return (
    <li className={cx('card lending-item', unread && 'lending-notice-unread')} data-testid="notice">
      <div className="lending-item-main">
        <p>
          {unread ? <span className="badge badge-accent">{t('myLibrary.unread')}</span> : null} {text}
        </p>
        {notice.createdAt ? <p className="lending-muted">{t('notice.received', { date: notice.createdAt })}</p> : null}
        {extra?.(notice)}
      </div>
      {unread ? (
        <div className="lending-item-actions">
          {/* A failure is logged by the mutation; the notice simply stays unread. */}
          <Button
            variant="ghost"
            size="sm"
            busy={markRead.busy}
            onClick={() => void markRead.run(notice.id).catch(() => undefined)}
          >
            {t('myLibrary.markRead')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
