import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useSearchMisses } from '../hooks/use-search-misses';

/**
 * For staff: what readers look for and the catalogue barely has (issue 31), most searched first.
 * Each query opens that search, so staff see what readers saw.
 */
export function SearchMissesPanel() {
  const { t, i18n } = useTranslation('search');
  const misses = useSearchMisses();
  const headingId = useId();

  let body;
  if (misses.status === 'loading') body = <Spinner />;
  else if (misses.status === 'error') body = <Alert>{t('misses.loadFailed')}</Alert>;
  else if (misses.data.length === 0) body = <p className="search-hint">{t('misses.empty')}</p>;
  else
    body = (
      <ol className="search-misses">
        {misses.data.map((miss) => (
          <li key={miss.id} className="search-miss">
            <Link to={`${paths.search}?${new URLSearchParams({ q: miss.query })}`} className="search-miss-query">
              <bdi>{miss.query}</bdi>
            </Link>
            <span className="badge">{t('misses.count', { count: miss.count })}</span>
            <span className="search-miss-facts">
              {miss.lastResults === 0 ? t('misses.foundNone') : t('misses.found', { count: miss.lastResults })}
              {miss.lastAt ? ` · ${formatDate(miss.lastAt, i18n.language)}` : null}
            </span>
          </li>
        ))}
      </ol>
    );

  return (
    <section className="card search-misses-panel" aria-labelledby={headingId} data-testid="search-misses">
      <h2 id={headingId}>{t('misses.title')}</h2>
      <p className="page-lead">{t('misses.lead')}</p>
      {body}
    </section>
  );
}
