import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMATS, MOODS } from '@shared/constants';
import type { SearchFilters as Filters } from '@shared/search-index';
import { Button } from '@/components/ui/button';
import { AVAILABILITY } from '../lib/search-state';

/** The filter sidebar; on small screens it folds away behind Show Filters / Hide Filters. */
export function SearchFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const groups = [
    { key: 'format', options: FORMATS, label: (o: string) => t(`formatOption.${o}`) },
    { key: 'availability', options: AVAILABILITY, label: (o: string) => t(`availabilityOption.${o}`) },
    { key: 'mood', options: MOODS, label: (o: string) => t(`moodOption.${o}`) },
  ] as const;

  return (
    <aside className="search-filters" aria-label={t('filters')}>
      <Button
        variant="secondary"
        className="search-filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('hideFilters') : t('showFilters')}
      </Button>
      <div id={panelId} className={open ? 'search-filters-panel open card' : 'search-filters-panel card'}>
        <h2 className="search-filters-title">{t('filters')}</h2>
        {groups.map((group) => (
          <div key={group.key} className="field">
            <label className="field-label" htmlFor={`${panelId}-${group.key}`}>
              {t(group.key)}
            </label>
            <select
              id={`${panelId}-${group.key}`}
              className="select"
              value={value[group.key]}
              onChange={(e) => onChange({ ...value, [group.key]: e.target.value })}
            >
              <option value="all">{t('all')}</option>
              {group.options.map((option) => (
                <option key={option} value={option}>
                  {group.label(option)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </aside>
  );
}
