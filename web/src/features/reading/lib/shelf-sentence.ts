import type { TFunction } from 'i18next';
import type { ShelfChoice } from '@shared/documents/reading';

/** "Reading since Nov 1, 2026 · 40%", "Read twice, last on Nov 20, 2026". */
export function shelfSentence(entry: ShelfChoice, t: TFunction<'reading'>): string {
  const parts: string[] = [];
  const day = (d: string) => new Date(`${d}T12:00:00`);
  if (entry.shelf === 'reading' && entry.startedOn) parts.push(t('state.readingSince', { date: day(entry.startedOn) }));
  if (entry.shelf === 'read') {
    parts.push(
      entry.finishedOn
        ? t('state.readOn', { count: Math.max(entry.timesRead, 1), date: day(entry.finishedOn) })
        : t('state.read', { count: Math.max(entry.timesRead, 1) }),
    );
  }
  if (entry.shelf === 'want') parts.push(t('state.want'));
  if (entry.shelf === 'dnf') parts.push(t('state.dnf'));
  if (entry.progress && (entry.shelf === 'reading' || entry.shelf === 'dnf')) {
    parts.push(t(`state.progress.${entry.progress.unit}`, { count: entry.progress.value }));
  }
  return parts.join(' · ');
}
