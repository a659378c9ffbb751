import type { TFunction } from 'i18next';

/**
 * The name a post or group is shown under: the name stored with it, or "Former member" once its
 * author deleted their account (the server then clears the name and sets formerMember).
 */
export const authorNameOf = (name: string, formerMember: boolean, t: TFunction): string =>
  formerMember ? t('common:formerMember') : name;
