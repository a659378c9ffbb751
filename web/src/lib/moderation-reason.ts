import type { TFunction } from 'i18next';

/**
 * A moderation reason to show: one the server worded itself comes with its key (shown in the
 * reader's language); a model's own reason is shown as written. Undefined when there is none.
 */
export function moderationReasonText(t: TFunction, key: string | null | undefined, words: string | null | undefined) {
  return key ? t(`community:moderationReasons.${key}`) : words || undefined;
}
