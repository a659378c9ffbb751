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
  /** Server-only leases: one circulation change per title at a time (functions/src/lending/title-lock.ts). */
  circulationLocks: 'circulationLocks',
  /**
   * Server-only: one document per account being deleted or deleted (shared/documents/account.ts).
   * Written first by deleteAccount, so nothing of the account lands after its erasers ran.
   */
  closedAccounts: 'closedAccounts',
  /** Server-written record of role changes and account creation; admins read it (shared/documents/audit.ts). */
  auditLog: 'auditLog',
  /** Staff-only moderation queue: one item per reported or held target (shared/documents/moderation.ts). */
  moderationItems: 'moderationItems',
  /** Subcollection of moderationItems/{id}: one report per member (id = the reporter's uid). */
  reports: 'reports',
  /** Lending (docs/lending.md, shapes in shared/documents/lending.ts); all server-written. */
  copies: 'copies',
  /** One public summary per book with copies or licences: counts and the queue's seq numbers, no identities. */
  availability: 'availability',
  loans: 'loans',
  holds: 'holds',
  /** In-app notices to one member; the member may only set readAt. */
  notices: 'notices',
  /** Subcollection of profiles/{uid}: returned loans, only while keepReadingHistory is on. */
  history: 'history',
} as const;
