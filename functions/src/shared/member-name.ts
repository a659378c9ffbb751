/**
 * The desk's Find Member by name (issue 29): a profile carries its name folded as the desk types
 * it, in both orders, written by the server (accounts/member-name-keys.ts), so a prefix of either
 * name finds it with one range query on one field.
 */
import { foldArabic } from './text-normalize.js';

/** Lowercase, no accents or Arabic marks (foldArabic: one alef, ...), single spaces. */
export const foldName = (text: string): string =>
  foldArabic(text.normalize('NFKD').replace(/\p{M}/gu, '')).toLowerCase().replace(/\s+/gu, ' ').trim();

/** "sara ahmed" and "ahmed sara": typing the start of either name finds the member. */
export function memberNameKeys(profile: { firstName?: string; lastName?: string }): {
  nameKey: string;
  lastNameKey: string;
} {
  const first = foldName(profile.firstName ?? '');
  const last = foldName(profile.lastName ?? '');
  return { nameKey: `${first} ${last}`.trim(), lastNameKey: `${last} ${first}`.trim() };
}
