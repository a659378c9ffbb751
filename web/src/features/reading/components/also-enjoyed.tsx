import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOneShot } from '@/lib/data/use-data';
import { readerPresent } from '@/lib/reader-present';
import { readersAlsoEnjoyed } from '../api/calls';
import { RecommendationCard } from './recommendation-card';
import '../reading.css';

/**
 * "Readers also enjoyed" on a book's page: from readers who shared their reading (or keep their
 * history), never a book fewer than 5 of them stand behind. Nothing shows when there is none.
 */
export default function AlsoEnjoyed({ bookId }: { bookId: string }) {
  const { t } = useTranslation('reading');
  const headingId = useId();
  // A visitor who only reads loads no Auth or callable code until they show up.
  const found = useOneShot(['also-enjoyed', bookId], () => readerPresent().then(() => readersAlsoEnjoyed({ bookId })));
  if (found.status !== 'ready' || found.data.items.length === 0) return null;
  return (
    <section className="card reading-panel" aria-labelledby={headingId} data-testid="also-enjoyed">
      <h2 id={headingId} className="reading-panel-title">
        {t('recommend.alsoEnjoyed')}
      </h2>
      <ul className="rec-row">
        {found.data.items.map((card) => (
          <RecommendationCard key={card.bookId} card={card} titles={found.data.titles} />
        ))}
      </ul>
    </section>
  );
}
