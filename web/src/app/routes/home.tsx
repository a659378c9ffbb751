import { ArrowRight, Atom, BookMarked, Cpu, Landmark, Library, Search, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import i18n from '@/i18n';
import { BelowTheFold } from '@/components/ui/below-the-fold';
import { useHydrated } from '@/lib/use-hydrated';
import { paths } from '@/config/paths';
import { HeroArt } from '@/features/pages/components/hero-art';
import '@/features/pages/pages.css';

// Home stays light: static content only, no Firestore (the first visit should be fast).

// The library's featured lists, and "For you" for a member: one call once they near the screen
// (BelowTheFold), with their strings (the reasons name moods and interests in the reader's language).
const HomeShelves = lazy(() =>
  Promise.all([
    import('@/features/reading/components/home-shelves'),
    i18n.loadNamespaces(['reading', 'catalogue', 'profile']),
  ]).then(([m]) => m),
);
const CARDS: Array<{ key: 'collection' | 'search' | 'community'; to: string; icon: LucideIcon }> = [
  { key: 'collection', to: paths.books, icon: Library },
  { key: 'search', to: paths.search, icon: Search },
  { key: 'community', to: paths.community, icon: Users },
];

// Each collection is a subject tag; its tile searches the subject's name (its test: home.test.ts).
const COLLECTIONS: Array<{ key: 'literature' | 'science' | 'history' | 'technology'; icon: LucideIcon }> = [
  { key: 'literature', icon: BookMarked },
  { key: 'science', icon: Atom },
  { key: 'history', icon: Landmark },
  { key: 'technology', icon: Cpu },
];

export function Component() {
  const { t, i18n: reader } = useTranslation('pages');
  const hydrated = useHydrated();
  return (
    <div className="page-stack">
      <title>{t('common:libraryName')}</title>
      <section className="hero hero-home" aria-labelledby="home-title">
        <div className="hero-content">
          <p className="hero-eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title" className="hero-title">
            {t('home.welcome')}
          </h1>
          <p className="hero-lead">{t('home.lead')}</p>
        </div>
        <HeroArt variant="shelves" />
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          {t('home.featuresTitle')}
        </h2>
        <ul className="feature-grid" role="list">
          {CARDS.map(({ key, to, icon: Icon }) => (
            <li key={key} className="card feature-card">
              <span className="feature-icon" aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3>{t(`home.cards.${key}.title`)}</h3>
              <p>{t(`home.cards.${key}.text`)}</p>
              <Link to={to} className="btn btn-primary feature-action">
                {t(`home.cards.${key}.action`)}
                <ArrowRight size={18} aria-hidden="true" className="flip-rtl" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="collections-title">
        <h2 id="collections-title" className="section-title">
          {t('home.collectionsTitle')}
        </h2>
        <p className="page-lead">{t('home.collectionsLead')}</p>
        <ul className="collection-grid" role="list">
          {COLLECTIONS.map(({ key, icon: Icon }) => {
            // The tile searches its own name, in the reader's language (the index knows each
            // subject's Arabic name too: shared/subjects.ts), as a reader would type it.
            const name = t(`home.collections.${key}`);
            const query = name.toLocaleLowerCase(reader.language);
            return (
              <li key={key}>
                <Link
                  to={`${paths.search}?${new URLSearchParams({ q: query })}`}
                  className={`collection-tile collection-${key}`}
                >
                  <Icon size={32} aria-hidden="true" />
                  <span>{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {hydrated ? (
        <BelowTheFold>
          <Suspense fallback={null}>
            <HomeShelves />
          </Suspense>
        </BelowTheFold>
      ) : null}
    </div>
  );
}
