import { Baby, Eye, GraduationCap, Laptop, Palette, Target, Users, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HeroArt } from '@/features/pages/components/hero-art';
import '@/features/pages/pages.css';

const STATS = ['books', 'members', 'branches', 'years'] as const;

const SERVICES: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'digital', icon: Laptop },
  { key: 'research', icon: GraduationCap },
  { key: 'cultural', icon: Palette },
  { key: 'children', icon: Baby },
  { key: 'spaces', icon: Users },
  { key: 'technical', icon: Wrench },
];

export function Component() {
  const { t } = useTranslation('pages');
  const history = t('about.history', { returnObjects: true }) as string[];
  return (
    <div className="page-stack">
      <title>{t('common:pageTitle', { page: t('about.title') })}</title>
      <section className="hero hero-about" aria-labelledby="about-title">
        <div className="hero-content">
          <h1 id="about-title" className="hero-title">
            {t('about.title')}
          </h1>
          <p className="hero-lead">{t('about.lead')}</p>
        </div>
        <HeroArt variant="building" />
      </section>

      <div className="two-col">
        <section className="card info-card" aria-labelledby="vision-title">
          <h2 id="vision-title">
            <Eye size={22} aria-hidden="true" />
            {t('about.visionTitle')}
          </h2>
          <p>{t('about.vision')}</p>
        </section>
        <section className="card info-card" aria-labelledby="mission-title">
          <h2 id="mission-title">
            <Target size={22} aria-hidden="true" />
            {t('about.missionTitle')}
          </h2>
          <p>{t('about.mission')}</p>
        </section>
      </div>

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="visually-hidden">
          {t('about.statsTitle')}
        </h2>
        <ul className="stat-grid" role="list">
          {STATS.map((key) => (
            <li key={key} className="stat-tile" data-testid="stat-tile">
              <span className="stat-value">{t(`about.stats.${key}.value`)}</span>{' '}
              <span className="stat-label">{t(`about.stats.${key}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="history-title" className="prose">
        <h2 id="history-title" className="section-title">
          {t('about.historyTitle')}
        </h2>
        {history.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </section>

      <section aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          {t('about.servicesTitle')}
        </h2>
        <ul className="service-grid" role="list">
          {SERVICES.map(({ key, icon: Icon }) => (
            <li key={key} className="card service-card">
              <span className="feature-icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <h3>{t(`about.services.${key}.title`)}</h3>
              <p>{t(`about.services.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
