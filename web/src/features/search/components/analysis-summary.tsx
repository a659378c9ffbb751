import { useTranslation } from 'react-i18next';
import { WORD_HASH_MODEL } from '@shared/catalogue-search';
import type { BookAnalysis } from '@shared/schemas';

/**
 * What the AI made of a smart-search query: the terms the ranking uses, and what its "% Match"
 * means (functions/src/search/hybrid-rank.ts), saying so when meaning is the offline stand-in's.
 */
export function AnalysisSummary({ analysis, model }: { analysis: BookAnalysis; model: string | null }) {
  const { t } = useTranslation('search');
  const rows = [
    { label: t('genres'), values: analysis.genres },
    { label: t('themes'), values: analysis.themes },
    { label: t('moods'), values: analysis.moods.map((m) => t(`moodOption.${m}`)) },
    { label: t('targetAudience'), values: [t(`audience.${analysis.targetAudience}`)] },
  ];
  return (
    <section className="analysis card" aria-label={t('analysisTitle')} data-testid="search-analysis">
      <h2 className="analysis-title">{t('analysisTitle')}</h2>
      <dl className="analysis-list">
        {rows.map((row) =>
          row.values.length > 0 ? (
            <div key={row.label} className="analysis-row">
              <dt>{row.label}</dt>
              <dd>
                {row.values.map((v) => (
                  <span key={v} className="badge">
                    {v}
                  </span>
                ))}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="analysis-note">
        {t('matchHow')} {model === WORD_HASH_MODEL ? t('matchOffline') : null}
      </p>
    </section>
  );
}
