/**
 * Zod schemas shared by the web forms and the Cloud Functions. The web app validates with them for
 * quick feedback; the functions validate again, because only the server's check counts.
 * Messages are i18n keys (see web/src/i18n), so both sides stay language-neutral.
 */
import { z } from 'zod';
import { FORMATS, LIMITS, MAX_MOODS, MOODS, TARGET_AUDIENCES } from './constants.js';
import { ROLES } from './roles.js';

export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  tooLong: 'validation.tooLong',
  date: 'validation.date',
  moods: 'validation.moods',
} as const;

/** A required, trimmed, non-blank string of bounded length. */
export const requiredText = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max, { error: MSG.tooLong });

/** An optional string: absent, empty or text up to max. */
export const optionalText = (max: number) => z.string().trim().max(max, { error: MSG.tooLong });

export const emailSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(LIMITS.email, { error: MSG.tooLong })
  .pipe(z.email({ error: MSG.email }));

export const passwordSchema = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .max(LIMITS.password, { error: MSG.tooLong });

/** http(s) URLs only: a javascript: or data: URL must never become an image or link source. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(LIMITS.url, { error: MSG.tooLong })
  .pipe(z.url({ protocol: /^https?$/, error: MSG.url }));

/** An optional URL field as a form sends it: empty string means none. */
export const optionalUrlSchema = z.union([z.literal(''), httpUrlSchema]);

/** Cover artwork the site itself serves (seeded books), e.g. /covers/dune.svg. */
export const LOCAL_COVER_PATTERN = /^\/covers\/[a-z0-9-]+\.svg$/;
export const coverUrlSchema = z.union([z.literal(''), z.string().regex(LOCAL_COVER_PATTERN), httpUrlSchema]);

/** yyyy-mm-dd, as a date input gives it. */
export const isoDateSchema = z.iso.date({ error: MSG.date });

export const formatSchema = z.enum(FORMATS);
export const moodSchema = z.enum(MOODS);
export const moodsSchema = z
  .array(moodSchema)
  .max(MAX_MOODS, { error: MSG.moods })
  .refine((m) => new Set(m).size === m.length, { error: MSG.moods });

// ---------------------------------------------------------------- accounts

export const roleSchema = z.enum(ROLES);

export const credentialsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const interestsSchema = z.array(z.string().trim().min(1).max(40)).max(20);

/** The fields a member may edit on their own profile (Profile Settings). */
export const profileSettingsSchema = z.object({
  firstName: optionalText(LIMITS.name),
  lastName: optionalText(LIMITS.name),
  avatarUrl: optionalUrlSchema,
  dateOfBirth: z.union([z.literal(''), isoDateSchema]),
  fieldOfStudy: optionalText(LIMITS.fieldOfStudy),
  interests: interestsSchema,
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** Register step 2: the spec makes names, date of birth and field of study required. */
export const registrationDetailsSchema = z.object({
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  dateOfBirth: isoDateSchema,
  fieldOfStudy: requiredText(LIMITS.fieldOfStudy),
  avatarUrl: optionalUrlSchema,
  interests: interestsSchema,
});
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>;

export const createUserSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: MSG.required })
    .min(6, { error: 'validation.passwordShort' })
    .max(LIMITS.password, { error: MSG.tooLong }),
  role: roleSchema,
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const setUserRoleSchema = z.strictObject({
  uid: z.string().min(1).max(128),
  role: roleSchema,
});
export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>;

// ---------------------------------------------------------------- books

export const bookInputSchema = z.object({
  title: requiredText(LIMITS.title),
  author: requiredText(LIMITS.author),
  description: optionalText(LIMITS.description),
  coverUrl: coverUrlSchema,
  formats: z.array(formatSchema).max(FORMATS.length),
  tags: z.array(z.string().trim().min(1).max(LIMITS.tag)).max(LIMITS.tags),
  moods: moodsSchema,
  available: z.boolean(),
  aiGenerated: z.boolean(),
});
export type BookInput = z.infer<typeof bookInputSchema>;

// ---------------------------------------------------------------- AI

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(LIMITS.chatMessage * 4),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const bookChatRequestSchema = z.strictObject({
  bookId: z.string().min(1).max(128),
  message: requiredText(LIMITS.chatMessage),
});

export const generateMetadataRequestSchema = z.strictObject({
  title: requiredText(LIMITS.title),
  author: requiredText(LIMITS.author),
});

/** What the description generator must return (validated server-side before use). */
export const generatedMetadataSchema = z.object({
  description: z.string().trim().min(1).max(LIMITS.description),
  tags: z.array(z.string().trim().min(1).max(LIMITS.tag)).min(1).max(10),
  moods: z.array(moodSchema).min(1).max(MAX_MOODS),
});
export type GeneratedMetadata = z.infer<typeof generatedMetadataSchema>;

export const analyzeQueryRequestSchema = z.strictObject({
  query: requiredText(LIMITS.searchQuery),
});

export const bookAnalysisSchema = z.object({
  genres: z.array(z.string().trim().min(1).max(60)).max(10),
  themes: z.array(z.string().trim().min(1).max(60)).max(10),
  moods: z.array(moodSchema).max(MOODS.length),
  targetAudience: z.enum(TARGET_AUDIENCES),
});
export type BookAnalysis = z.infer<typeof bookAnalysisSchema>;

// ---------------------------------------------------------------- community

export const groupInputSchema = z.strictObject({
  name: requiredText(LIMITS.groupName),
  description: requiredText(LIMITS.groupDescription),
  currentBookId: z.union([z.literal(''), z.string().min(1).max(128)]),
  /** ISO date-time from a datetime-local input, or empty. */
  nextMeeting: z.union([
    z.literal(''),
    z
      .string()
      .max(40)
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: MSG.date }),
  ]),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export const groupMembershipSchema = z.strictObject({
  groupId: z.string().min(1).max(128),
});

export const discussionInputSchema = z.strictObject({
  title: requiredText(LIMITS.discussionTitle),
  content: requiredText(LIMITS.discussionContent),
});
export type DiscussionInput = z.infer<typeof discussionInputSchema>;

export const replyInputSchema = z.strictObject({
  discussionId: z.string().min(1).max(128),
  content: requiredText(LIMITS.reply),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;

// ---------------------------------------------------------------- contact

export const contactMessageSchema = z.strictObject({
  name: requiredText(LIMITS.name),
  email: emailSchema,
  phone: optionalText(LIMITS.phone),
  subject: requiredText(LIMITS.subject),
  message: requiredText(LIMITS.contactMessage),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
