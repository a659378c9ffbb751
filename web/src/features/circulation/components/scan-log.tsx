import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';

export interface ScanResult {
  /** Increasing: React's key, so an identical message twice is still two lines. */
  id: number;
  tone: 'success' | 'info' | 'error';
  text: string;
}

/** At most this many results stay listed under a desk form. */
export const SCAN_LOG_SIZE = 8;

/**
 * The results of this session's scans, newest first. The newest sits in a live region, so a screen
 * reader says it at once; earlier ones stay readable below (a scanner's next Enter never wipes
 * what the last one said).
 */
export function ScanLog({ results, label }: { results: readonly ScanResult[]; label: string }) {
  const { t } = useTranslation('circulation');
  const [latest, ...earlier] = results;
  return (
    <div className="scan-log">
      <div className="scan-latest" role="status" aria-live="polite" aria-label={label}>
        {latest ? (
          <p key={latest.id} className={cx('alert', `alert-${latest.tone}`)}>
            {latest.text}
          </p>
        ) : null}
      </div>
      {earlier.length > 0 ? (
        <>
          <h3 className="scan-earlier-title">{t('desk.recent')}</h3>
          <ol className="scan-earlier">
            {earlier.map((result) => (
              <li key={result.id} className={`scan-${result.tone}`}>
                {result.text}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

/** This session's results, newest first, and the function that adds one. */
export function useScanLog() {
  const [results, setResults] = useState<ScanResult[]>([]);
  const next = useRef(0);
  const add = useCallback((tone: ScanResult['tone'], text: string) => {
    const id = next.current++;
    setResults((list) => [{ id, tone, text }, ...list].slice(0, SCAN_LOG_SIZE));
  }, []);
  return [results, add] as const;
}
