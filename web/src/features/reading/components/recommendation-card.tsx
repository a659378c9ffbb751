import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RecommendedCard } from '@shared/recommendations';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { reasonText } from '../lib/reason-text';

/** A recommended book and why: the reasons are the server's data, worded here. */
export function RecommendationCard({
  card,
  titles,
  onDismiss,
}: {
  card: RecommendedCard;
  titles: Record<string, string>;
  /** "Not interested" (For you only). */
  onDismiss?: () => void;
}) {
  const { t, i18n } = useTranslation('reading');
  return (
    <li className="card rec-card" data-testid="rec-card">
      {card.coverUrl ? <img className="rec-cover" src={card.coverUrl} alt="" loading="lazy" /> : null}
      <div className="rec-body">
        <Link to={paths.book(card.bookId)} className="rec-title" dir="auto">
          {card.title}
        </Link>
        <span className="reading-muted" dir="auto">
          {card.author}
        </span>
        <ul className="rec-reasons" aria-label={t('recommend.why')}>
          {card.reasons.map((r, i) => (
            <li key={i}>{reasonText(r, titles, t, i18n.language)}</li>
          ))}
        </ul>
        {onDismiss ? (
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            {t('recommend.notInterested')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
