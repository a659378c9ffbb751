/** The mood picker's rule (spec section 5): at most MAX_MOODS; once full, the others are disabled. */
import { MAX_MOODS, type Mood } from '@shared/constants';

export function isMoodDisabled(selected: readonly Mood[], mood: Mood): boolean {
  return selected.length >= MAX_MOODS && !selected.includes(mood);
}

/** Picking a selected mood removes it; picking another adds it unless the picker is full. */
export function toggleMood(selected: readonly Mood[], mood: Mood): Mood[] {
  if (selected.includes(mood)) return selected.filter((m) => m !== mood);
  if (isMoodDisabled(selected, mood)) return [...selected];
  return [...selected, mood];
}
