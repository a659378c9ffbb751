/**
 * Library cards (issue 29, docs/lending.md "Library cards"): every member's card number, issued the
 * first time they ask for it (My Library shows it as a barcode), replaced by staff when a card is
 * lost (the old number then finds nobody), and the desk's member lookup by a scanned card, an
 * e-mail address or a name: who is at the counter, what they have out and waiting, and whether
 * they are blocked.
 */
import { randomInt } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { OPEN_HOLD_STATES } from '../shared/documents/lending.js';
import { newAuditEntry } from '../shared/documents/audit.js';
import { displayNameOf } from '../shared/display-name.js';
import { cardNumberOf, isCardNumber } from '../shared/library-card.js';
import { foldName } from '../shared/member-name.js';
import { overdueBlocked } from '../shared/lending.js';
import type { DeskMember } from '../shared/api.js';
import { adminAuth, db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { appError } from '../lib/errors.js';
import { auditLog, cards, holds, loans, notices, profiles } from '../lib/documents.js';
import { refused } from './circulation.js';

/** Find Member shows the member's latest notices, this many. */
const NOTICES_AT_DESK = 5;

/** Find Member by name answers at most this many members (the desk narrows down by typing more). */
const NAME_MATCHES = 10;

/** How often a freshly drawn number may already be taken before we give up (1 in 10^8 each time). */
const DRAWS = 5;

/**
 * The member's card number: their current one, or a new one (`replace`: the old one is deleted in
 * the same transaction, so it stops working at once). The profile is read in the transaction, so
 * two first visits at once issue one card.
 */
export async function issueCard(store: Firestore, uid: string, { replace = false } = {}): Promise<string> {
  for (let draw = 1; ; draw++) {
    const number = cardNumberOf(String(randomInt(0, 100_000_000)));
    const issued = await store.runTransaction(async (tx) => {
      const profileRef = profiles(store).doc(uid);
      const profile = (await tx.get(profileRef)).data();
      if (!profile) throw appError('not-found', { reason: 'not-found' });
      const current = profile.cardNumber;
      if (current && !replace) return current;
      if ((await tx.get(cards(store).doc(number))).exists) return null;
      if (current) tx.delete(cards(store).doc(current));
      tx.create(cards(store).doc(number), { uid, issuedAt: new Date() });
      tx.update(profileRef, { cardNumber: number });
      return number;
    });
    if (issued) return issued;
    if (draw >= DRAWS) throw appError('aborted', { reason: 'busy' });
  }
}

/** The caller's own card (My Library), issued on first use. */
export const getLibraryCard = callable('getLibraryCard', {
  rateLimit: 'lending',
  handler: async (_input, caller) => ({ cardNumber: await issueCard(db, caller.uid) }),
});

/** Replace Card (desk): a new number for the member; the old card finds nobody from now on. */
export const replaceCard = callable('replaceCard', {
  rateLimit: 'desk',
  handler: async ({ uid }, caller) => {
    const user = await adminAuth.getUser(docId(uid, 'uid')).catch(() => null);
    if (!user) throw refused('member-not-found');
    const cardNumber = await issueCard(db, uid, { replace: true });
    await auditLog()
      .doc()
      .create(
        newAuditEntry({
          action: 'card-replaced',
          actorUid: caller.uid,
          actorEmail: caller.email ?? '',
          targetUid: uid,
          targetEmail: user.email ?? '',
          fromRole: null,
          toRole: null,
        }),
      );
    return { cardNumber };
  },
});

/**
 * Find Member (desk): the member a scanned card number or a typed e-mail names, with their active
 * loans and open holds (due dates and states as the desk shows them), whether an overdue loan
 * blocks them, and their latest notices. An unknown, replaced or malformed card, or an unknown e-mail: member-not-found.
 */
export const findMember = callable('findMember', {
  rateLimit: 'desk',
  handler: async ({ query }): Promise<DeskMember> => {
    const uid = isCardNumber(query)
      ? (await cards(db).doc(query).get()).data()?.uid
      : (await adminAuth.getUserByEmail(query.toLowerCase()).catch(() => null))?.uid;
    if (!uid) throw refused('member-not-found');
    const [user, profileSnap, loanSnap, holdSnap, noticeSnap] = await Promise.all([
      adminAuth.getUser(uid).catch(() => null),
      profiles(db).doc(uid).get(),
      loans(db).where('uid', '==', uid).where('state', '==', 'active').limit(100).get(),
      holds(db)
        .where('uid', '==', uid)
        .where('state', 'in', [...OPEN_HOLD_STATES])
        .limit(100)
        .get(),
      notices(db).where('uid', '==', uid).orderBy('createdAt', 'desc').limit(NOTICES_AT_DESK).get(),
    ]);
    if (!user) throw refused('member-not-found');
    const profile = profileSnap.data();
    const email = user.email ?? '';
    const active = loanSnap.docs.map((d) => ({ id: d.id, ...d.data() }));
    const dueDates = active.map((l) => l.dueAt);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const now = new Date();
    return {
      uid,
      name: displayNameOf({ ...profile, email }),
      email,
      cardNumber: profile?.cardNumber ?? null,
      blocked: overdueBlocked(dueDates, now),
      loans: active
        .map((l) => ({
          loanId: l.id,
          bookId: l.bookId,
          bookTitle: l.bookTitle,
          format: l.format,
          barcode: l.barcode,
          dueAt: iso(l.dueAt),
          overdue: l.dueAt !== null && l.dueAt < now,
        }))
        .sort((a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? '')),
      holds: holdSnap.docs.map((d) => {
        const h = d.data();
        return {
          holdId: d.id,
          bookId: h.bookId,
          bookTitle: h.bookTitle,
          format: h.format,
          state: h.state,
          pickupBranchId: h.pickupBranchId,
          readyUntil: iso(h.readyUntil),
          expectedAt: iso(h.expectedAt),
        };
      }),
      notices: noticeSnap.docs.map((d) => {
        const n = d.data();
        return {
          kind: n.kind,
          bookId: n.bookId,
          bookTitle: n.bookTitle,
          createdAt: iso(n.createdAt),
          read: n.readAt !== null,
        };
      }),
    };
  },
});

/**
 * Find Member by name (desk): the members whose first or last name begins with what was typed
 * (folded as the profiles' keys are: shared/member-name.ts), first-name matches first, at most
 * NAME_MATCHES. Two range queries on single-field indexes; the desk then looks the chosen one up.
 */
export const searchMembers = callable('searchMembers', {
  rateLimit: 'desk',
  handler: async ({ name }) => {
    const prefix = foldName(name);
    const byKey = (field: 'nameKey' | 'lastNameKey') =>
      profiles(db)
        .where(field, '>=', prefix)
        .where(field, '<', `${prefix}\uf8ff`)
        .orderBy(field)
        .limit(NAME_MATCHES)
        .get();
    const [first, last] = await Promise.all([byKey('nameKey'), byKey('lastNameKey')]);
    const seen = new Set<string>();
    const members = [...first.docs, ...last.docs]
      .filter((d) => !seen.has(d.id) && seen.add(d.id))
      .slice(0, NAME_MATCHES)
      .map((d) => {
        const p = d.data();
        return {
          uid: d.id,
          fullName: `${p.firstName} ${p.lastName}`.trim(),
          email: p.email,
          cardNumber: p.cardNumber ?? null,
        };
      });
    return { members };
  },
});
