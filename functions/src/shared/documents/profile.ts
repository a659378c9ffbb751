/**
 * profiles/{uid}: a member's profile. The member creates it (sign-up) and edits its settings
 * fields; the server alone writes the role mirror (admin callables), the name verdict
 * (community/member-name.ts), the library card and the name keys (accounts/member-name-keys.ts). firestore.rules checks the member's writes field by field.
 */
import { z } from 'zod/mini';
import { INTERESTS } from '../constants.js';
import { MEMBER_MAIL_KINDS } from '../mail-kinds.js';
import { LANGUAGES } from '../languages.js';
import { ROLES, type Role } from '../roles.js';
import type { ProfileSettings, RegistrationDetails } from '../profile-schemas.js';
import { defineCollection } from './collection.js';
import { SERVER_TIME, text, time } from './fields.js';

const interests = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((list) => list.filter((i): i is string => (INTERESTS as readonly unknown[]).includes(i))),
);

/** The Profile Settings fields, which the member edits (spec section 3). */
export const profileSettingsFields = {
  firstName: text,
  lastName: text,
  avatarUrl: text,
  dateOfBirth: text,
  fieldOfStudy: text,
  interests,
};

/** What the member writes at sign-up: the settings plus their e-mail and the creation time. */
export const ownProfileSchema = z.object({ email: text, createdAt: time, ...profileSettingsFields });

/**
 * Who may see a member's shelf entry or rating (documents/reading.ts): its owner alone (the
 * default), signed-in members, or everyone. Defined here, with the member's default
 * (readingVisibility below), so the profile's schema takes the list without the reading schemas.
 */
export const VISIBILITIES = ['private', 'members', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const DEFAULT_VISIBILITY: Visibility = 'private';

/**
 * The member's preferences, which they write one at a time outside the settings form: the site
 * language they chose with the header's switch, applied when they sign in elsewhere (docs/i18n.md).
 */
export const memberPreferenceFields = {
  language: z.catch(z.optional(z.enum(LANGUAGES)), undefined),
  /**
   * The e-mails the member does not want (/profile's e-mail settings, or an e-mail's one-click
   * unsubscribe); in-app notices always stay. Absent = every e-mail.
   */
  emailOff: z.catch(z.optional(z.array(z.enum(MEMBER_MAIL_KINDS))), undefined),
  /** Who sees a new shelf entry or rating unless the member picks otherwise (absent = private). */
  readingVisibility: z.catch(z.optional(z.enum(VISIBILITIES)), undefined),
};

/** The profile as stored: the member's fields and preferences plus the server-only ones. */
export const profileSchema = z.extend(ownProfileSchema, {
  ...memberPreferenceFields,
  /** The role mirror (docs/security.md); absent on a profile made at sign-up. */
  role: z.catch(z.optional(z.enum(ROLES)), undefined),
  /** The moderation verdict on the member's name, so an unchanged name is judged once. */
  nameReview: z.catch(z.optional(z.object({ name: z.string(), safe: z.boolean() })), undefined),
  /** Reading history on (setReadingHistory, server-only); absent = off, the library's default. */
  keepReadingHistory: z.catch(z.optional(z.boolean()), undefined),
  /** The member's library card number (cards/{number}; issued by getLibraryCard, server-only). */
  cardNumber: z.catch(z.optional(z.string()), undefined),
  /** The name folded in both orders, for the desk's Find Member by name (shared/member-name.ts, server-only). */
  nameKey: z.catch(z.optional(z.string()), undefined),
  lastNameKey: z.catch(z.optional(z.string()), undefined),
});
export type ProfileDoc = z.infer<typeof profileSchema>;

/** The member's own new profile (no role: that comes from the claim and the admin callables). */
export function newProfile(email: string, fields: ProfileSettings | RegistrationDetails): ProfileDoc {
  const { firstName, lastName, avatarUrl, dateOfBirth, fieldOfStudy, interests } = fields;
  return { email, createdAt: SERVER_TIME, firstName, lastName, avatarUrl, dateOfBirth, fieldOfStudy, interests };
}

/** The profile of an account made outside the registration form (admin or bootstrap). */
export function emptyProfile(email: string, role: Role): ProfileDoc {
  const blank = { firstName: '', lastName: '', avatarUrl: '', dateOfBirth: '', fieldOfStudy: '', interests: [] };
  return { ...newProfile(email, blank), role };
}

/** The Profile Settings fields of a profile: what the form shows and what a save of an existing profile writes. */
export function profileSettingsOf(profile: ProfileSettings): ProfileSettings {
  const { firstName, lastName, avatarUrl, dateOfBirth, fieldOfStudy, interests } = profile;
  return { firstName, lastName, avatarUrl, dateOfBirth, fieldOfStudy, interests };
}

export const profiles = defineCollection('profiles', profileSchema);
