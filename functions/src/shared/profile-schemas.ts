/**
 * The member's own details as forms send them (Register step 2, Profile Settings): beside
 * schemas.ts rather than in it, because names are checked against the name policy, whose
 * look-alike folding (text-normalize.ts) is 1.6 KB gzip that every other form page would load.
 */
import { z } from 'zod/mini';
import { isReservedName } from './name-policy.js';
import { LIMITS } from './constants.js';
import { MSG, isoDateSchema, optionalText, optionalUrlSchema, requiredText, shortText } from './schemas.js';

/** A first or last name: never the assistant's or the staff's (shared/name-policy.ts). */
const notReserved = z.refine<string>((v) => !isReservedName(v), { error: MSG.nameReserved });

export const interestsSchema = z.array(shortText(40)).check(z.maxLength(20));

/** The fields a member may edit on their own profile (Profile Settings). */
export const profileSettingsSchema = z.object({
  firstName: optionalText(LIMITS.name).check(notReserved),
  lastName: optionalText(LIMITS.name).check(notReserved),
  avatarUrl: optionalUrlSchema,
  dateOfBirth: z.union([z.literal(''), isoDateSchema]),
  fieldOfStudy: optionalText(LIMITS.fieldOfStudy),
  interests: interestsSchema,
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** Register step 2: the spec makes names, date of birth and field of study required. */
export const registrationDetailsSchema = z.object({
  firstName: requiredText(LIMITS.name).check(notReserved),
  lastName: requiredText(LIMITS.name).check(notReserved),
  dateOfBirth: isoDateSchema,
  fieldOfStudy: requiredText(LIMITS.fieldOfStudy),
  avatarUrl: optionalUrlSchema,
  interests: interestsSchema,
});
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>;
