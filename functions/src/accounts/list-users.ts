import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { UserSummary } from '../shared/api.js';
import { COLLECTIONS } from '../shared/collections.js';
import { LIST_USERS_PAGE_SIZE } from '../shared/constants.js';
import { ROLES, type Role } from '../shared/roles.js';
import { ID_PATTERN } from '../shared/schemas.js';
import { adminAuth, db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { invalidField } from '../lib/errors.js';

/**
 * One page of the admin users list, read from profiles/{uid} (every account made by sign-up,
 * createUser or bootstrap has one): newest first, or, with a search, the addresses that begin with
 * it in e-mail order. The role shown is the profile's server-written mirror (missing = reader),
 * the half of the role the rules trust alongside the claim.
 *
 * Pages are keyset pages: the cursor names the last row shown (its sort key and uid), so a page
 * costs PAGE_SIZE + 1 reads however many accounts exist, and rows added meanwhile never shift it.
 * A full address is also looked up in Auth, so an account whose profile was never written (a
 * sign-up that failed half-way) can still be found and repaired.
 */
export const listUsers = callable('listUsers', {
  handler: async ({ cursor, search }) => {
    const q = search ?? '';
    const after = cursor === undefined ? null : decodeCursor(cursor, q);
    const profiles = db.collection(COLLECTIONS.profiles);
    let query: Query = q
      ? profiles
          .where('email', '>=', q)
          .where('email', '<', `${q}\uf8ff`)
          .orderBy('email')
          .orderBy(FieldPath.documentId())
      : profiles.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (after) query = query.startAfter(...after);
    const snap = await query.limit(LIST_USERS_PAGE_SIZE + 1).get();

    const docs = snap.docs.slice(0, LIST_USERS_PAGE_SIZE);
    const users = docs.map(toSummary);
    const last = docs.at(-1);
    const nextCursor = snap.docs.length > LIST_USERS_PAGE_SIZE && last ? encodeCursor(last, q) : null;

    // The first page of a search for a whole address also shows an account without a profile.
    if (!after && q.includes('@') && !users.some((u) => u.email === q)) {
      const orphan = await authOnlyAccount(q);
      if (orphan) users.unshift(orphan);
    }
    return { users, nextCursor };
  },
});

function roleOf(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'reader';
}

function toSummary(doc: DocumentSnapshot): UserSummary {
  const createdAt = doc.get('createdAt') as unknown;
  const email = doc.get('email') as unknown;
  return {
    uid: doc.id,
    email: typeof email === 'string' ? email : '',
    role: roleOf(doc.get('role')),
    // Only a search can reach a profile without createdAt (the newest-first order skips them).
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : '',
  };
}

/** The Auth account of exactly this address when it has no profile (the search missed it). */
async function authOnlyAccount(email: string): Promise<UserSummary | null> {
  const user = await adminAuth.getUserByEmail(email).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found' || err.code === 'auth/invalid-email') return null;
    throw err;
  });
  if (!user) return null;
  const profile = await db.collection(COLLECTIONS.profiles).doc(user.uid).get();
  // With a profile the account is already in the search results (or has a changed address there).
  if (profile.exists) return null;
  return {
    uid: user.uid,
    email: user.email ?? email,
    role: 'reader',
    createdAt: new Date(user.metadata.creationTime).toISOString(),
  };
}

// ---------------------------------------------------------------- cursors

/**
 * A cursor is base64url JSON: ['t', seconds, nanoseconds, uid] after a newest-first page (the
 * whole Timestamp: milliseconds alone would skip rows created within the same millisecond), or
 * ['e', email, uid] after a search page. The client cannot read anything from it it could not
 * see already, and a forged one is refused with invalid-argument before any query runs.
 */
type Cursor = ['t', number, number, string] | ['e', string, string];

function encodeCursor(doc: DocumentSnapshot, q: string): string {
  const createdAt = doc.get('createdAt') as Timestamp;
  const cursor: Cursor = q
    ? ['e', doc.get('email') as string, doc.id]
    : ['t', createdAt.seconds, createdAt.nanoseconds, doc.id];
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const invalidCursor = () => invalidField('cursor');

/** A uid as a profile's document id can be: one safe path segment (a '/' would make the query throw). */
const isUid = (v: unknown): v is string => typeof v === 'string' && ID_PATTERN.test(v);
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The startAfter values of a cursor, checked against the query it must continue. */
function decodeCursor(cursor: string, q: string): [Timestamp, string] | [string, string] {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value)) throw invalidCursor();
  const [kind, ...rest] = value as unknown[];
  if (kind === 't' && !q && rest.length === 3) {
    const [seconds, nanos, uid] = rest;
    // Timestamp's own range: 0001-01-01 to 9999-12-31.
    if (isInt(seconds, -62135596800, 253402300799) && isInt(nanos, 0, 999_999_999) && isUid(uid))
      return [new Timestamp(seconds, nanos), uid];
  }
  if (kind === 'e' && q && rest.length === 2) {
    const [email, uid] = rest;
    // A search cursor continues only the search it came from.
    if (typeof email === 'string' && email.startsWith(q) && email.length <= 254 && isUid(uid)) return [email, uid];
  }
  throw invalidCursor();
}
