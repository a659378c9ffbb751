/** Every Firestore collection name, in one place for the web app, the functions and the tests. */
export const COLLECTIONS = {
  books: 'books',
  /** One server-written search entry per book (same id): its card fields plus searchTokens. */
  bookSearch: 'bookSearch',
  profiles: 'profiles',
  /** Subcollection of profiles/{uid}: one private conversation per book. */
  bookChats: 'bookChats',
  groups: 'groups',
  /** Subcollection of groups/{id}. */
  members: 'members',
  discussions: 'discussions',
  /** Subcollection of discussions/{id}. */
  replies: 'replies',
  contactMessages: 'contactMessages',
  /** Server-only counters for per-caller limits and the daily AI budget. */
  rateLimits: 'rateLimits',
  /** Server-written record of role changes and account creation; admins read it (shared/documents/audit.ts). */
  auditLog: 'auditLog',
  /** Staff-only moderation queue: one item per reported or held target (shared/documents/moderation.ts). */
  moderationItems: 'moderationItems',
  /** Subcollection of moderationItems/{id}: one report per member (id = the reporter's uid). */
  reports: 'reports',
} as const;
