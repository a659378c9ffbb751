import { Bot, ExternalLink, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS, REPORT_REASONS } from '@shared/constants';
import { bookIdOfItem } from '@shared/documents/reading';
import type { ModerationAction } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorDetails } from '@/lib/callable-errors';
import { moderationReasonText } from '@/lib/moderation-reason';
import type { ModerationItem } from '../api/moderation';
import { useItemReports, useModerateItem } from '../hooks/use-moderation';

/** Where a moderator can see the item in context. */
function contextLink(item: ModerationItem): string | null {
  if (item.discussionId) return paths.discussion(item.discussionId);
  if (item.groupId) return `${paths.community}?tab=groups`;
  if (item.reviewId) return paths.book(bookIdOfItem(item.reviewId));
  return null;
}

/**
 * One open queue item: what it is and who wrote it, its words (kept here while it is withheld),
 * why it is here (AI moderation's reason, the reports by reason, who reported it, how far each
 * report counts and their notes), and the
 * actions that apply: Hide and Dismiss for a visible item, Restore and Hide for a withheld one.
 */
export function ModerationItemCard({ item }: { item: ModerationItem }) {
  const { t } = useTranslation('moderation');
  const [note, setNote] = useState('');
  const act = useModerateItem();
  const headingId = useId();
  const { data: reports } = useItemReports(item.id, item.reportCount > 0);
  const link = contextLink(item);
  const withheld = item.targetStatus !== 'visible';
  const actions: ModerationAction[] = withheld ? ['restore', 'hide'] : ['hide', 'dismiss'];

  const run = (action: ModerationAction) =>
    void act.run({ itemId: item.id, action, note: note.trim() }).catch(() => undefined);
  const failure =
    act.error === undefined
      ? null
      : errorDetails(act.error)?.reason === 'action-not-applicable'
        ? t('failedChanged')
        : t('failed');

  return (
    <article className="card moderation-item" aria-labelledby={headingId} data-testid="moderation-item">
      <header className="moderation-item-header">
        <h2 id={headingId} className="moderation-item-title">
          {t(`kind.${item.kind}`, { name: item.authorName || t('unknownAuthor') })}
        </h2>
        <span className={withheld ? 'badge badge-danger' : 'badge'}>{t(`status.${item.targetStatus}`)}</span>
      </header>

      <blockquote className="moderation-words">
        {item.title ? (
          <p className="moderation-words-title" dir="auto">
            {item.title}
          </p>
        ) : null}
        {item.content ? <p dir="auto">{item.content}</p> : null}
        {!item.title && !item.content ? <p className="community-muted">{t('noWords')}</p> : null}
      </blockquote>

      <div className="moderation-why">
        {item.heldByAi ? (
          <p>
            <Bot size={16} aria-hidden="true" />{' '}
            {t('heldByAi', { reason: moderationReasonText(t, item.aiReasonKey, item.aiReason) ?? t('noReason') })}
          </p>
        ) : null}
        {item.reportCount > 0 ? (
          <>
            <p>
              <Flag size={16} aria-hidden="true" /> {t('reports', { count: item.reportCount })}
            </p>
            <ul className="moderation-reasons" aria-label={t('reasonsLabel')}>
              {REPORT_REASONS.filter((r) => item.reasons[r]).map((r) => (
                <li key={r} className="badge">
                  {t('reasonCount', { reason: t(`community:report.reasons.${r}`), count: item.reasons[r] })}
                </li>
              ))}
            </ul>
            {reports && reports.length > 0 ? (
              <ul className="moderation-reporters" aria-label={t('reportersLabel')}>
                {reports.map((r) => (
                  <li key={r.id}>
                    <span className="moderation-reporter" dir="auto">
                      {r.reporterName || t('unknownAuthor')}
                    </span>{' '}
                    <span className={r.trust === 'staff' ? 'badge badge-accent' : 'badge'}>
                      {t(`trust.${r.trust}`)}
                    </span>
                    {r.reason ? <> {t(`community:report.reasons.${r.reason}`)}</> : null}
                    {r.note ? (
                      <>
                        {' '}
                        <span className="moderation-note" dir="auto">
                          {t('quotedNote', { note: r.note })}
                        </span>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {link ? (
          <p>
            <Link to={link}>
              {t('open')} <ExternalLink size={14} aria-hidden="true" />
            </Link>
          </p>
        ) : null}
      </div>

      {failure ? <Alert>{failure}</Alert> : null}
      <Field label={t('note')} hint={t('noteHint')}>
        <textarea
          className="textarea"
          rows={2}
          maxLength={LIMITS.moderationNote}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <div className="form-actions">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'hide' ? 'danger' : action === 'restore' ? 'primary' : 'secondary'}
            size="sm"
            busy={act.busy}
            onClick={() => run(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      </div>
    </article>
  );
}
