import type { TFunction } from 'i18next';
import type { RecommendationReason } from '@shared/recommendations';

/** A book's title inside a sentence of the other language keeps its own direction (Unicode isolates). */
const isolated = (title: string) => `\u2068${title}\u2069`;

/** A list of words in the reader's language ("curious and calm", «فضولي وهادئ»). */
const listOf = (words: string[], language: string) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(words);

/**
 * A reason the server computed, as a sentence in the reader's language. `titles` names the books
 * a reason rests on. Moods and interests are worded with the catalogue's and the profile's names.
 */
export function reasonText(
  reason: RecommendationReason,
  titles: Record<string, string>,
  t: TFunction,
  language: string,
): string {
  switch (reason.kind) {
    case 'rated':
      return t('reading:reasons.rated', {
        title: isolated(titles[reason.bookId] ?? ''),
        stars: t('reading:rating.stars', { count: reason.halfStars / 2 }),
      });
    case 'moods':
      return t('reading:reasons.moods', {
        moods: listOf(
          reason.moods.map((m) => t(`catalogue:mood.${m}`)),
          language,
        ),
      });
    case 'tags':
      // Tags are the catalogue's words, in the book's language: data inside the sentence.
      return t('reading:reasons.tags', { tags: isolated(listOf(reason.tags, language)) });
    case 'interest':
      return t('reading:reasons.interest', {
        interest: t(`profile:interestOptions.${reason.interest}`, { defaultValue: reason.interest }),
      });
    case 'readers':
      return t('reading:reasons.readers', { count: reason.count, title: isolated(titles[reason.bookId] ?? '') });
  }
}
