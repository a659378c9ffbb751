/**
 * The time-based half of circulation, run every 15 minutes by lending/scheduled-sweep.ts and
 * by tests with a given `now`: digital loans past due return themselves (notice loanEnded, the
 * licence to the next hold), ready holds past readyUntil expire (notice holdExpired, the copy or
 * licence to the next hold or the shelf), and each loan gets its dueSoon and overdue notice once.
 * Every change is its own transaction that re-checks the document, so a sweep racing a member's
 * own return, or a second sweep, changes nothing twice.
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DAY_MS, DIGITAL_FORMATS, LENDING } from '../shared/constants.js';
import { isDigital, noticeId, type NoticeKind } from '../shared/documents/lending.js';
import { runCirculation } from './circulation.js';
import { holds, loans, notices } from '../lib/documents.js';
import { deliverNotice } from './notices.js';

/** Documents handled per kind and run; the rest wait for the next run 15 minutes later. */
const BATCH = 300;

export interface SweepResult {
  loansEnded: number;
  holdsExpired: number;
  dueSoon: number;
  overdue: number;
}

/**
 * `titles` limits the sweep to some books (the batch's documents are filtered here, not in the
 * query). Tests pass their own titles: with a "now" weeks ahead, a whole-library sweep would also
 * end the demo data's loans.
 */
export async function sweepCirculation(store: Firestore, now: Date, titles?: string[]): Promise<SweepResult> {
  const mine = <T extends { bookId: string }>(docs: Array<QueryDocumentSnapshot<T>>) =>
    titles ? docs.filter((d) => titles.includes(d.data().bookId)) : docs;
  const result: SweepResult = { loansEnded: 0, holdsExpired: 0, dueSoon: 0, overdue: 0 };
  const at = () => now;

  const endedLoans = await loans(store)
    .where('state', '==', 'active')
    .where('format', 'in', [...DIGITAL_FORMATS])
    .where('dueAt', '<=', now)
    .limit(BATCH)
    .get();
  for (const d of mine(endedLoans.docs)) {
    const ended = await runCirculation(
      store,
      async (c) => {
        const loan = (await c.tx.get(d.ref)).data();
        if (!loan || loan.state !== 'active' || !isDigital(loan.format) || !loan.dueAt || loan.dueAt > now)
          return false;
        await c.closeLoan({ ref: d.ref, doc: loan });
        await c.routeLicence(loan.bookId, loan.format);
        deliverNotice(c, 'loanEnded', d.id, { ...loan, branchId: null, at: loan.dueAt });
        return true;
      },
      { now: at, title: d.data().bookId },
    );
    if (ended) result.loansEnded += 1;
  }

  const lapsed = await holds(store).where('state', '==', 'ready').where('readyUntil', '<=', now).limit(BATCH).get();
  for (const d of mine(lapsed.docs)) {
    const expired = await runCirculation(
      store,
      async (c) => {
        const hold = (await c.tx.get(d.ref)).data();
        if (!hold || hold.state !== 'ready' || !hold.readyUntil || hold.readyUntil > now) return false;
        await c.closeHold({ ref: d.ref, doc: hold }, 'expired');
        deliverNotice(c, 'holdExpired', d.id, { ...hold, branchId: hold.pickupBranchId, at: hold.readyUntil });
        return true;
      },
      { now: at, title: d.data().bookId },
    );
    if (expired) result.holdsExpired += 1;
  }

  // Due within DUE_SOON_DAYS (not yet due), then past due: one notice each per loan.
  const soon = new Date(now.getTime() + LENDING.DUE_SOON_DAYS * DAY_MS);
  const active = loans(store).where('state', '==', 'active');
  const dueSoon = await active.where('dueAt', '>', now).where('dueAt', '<=', soon).limit(BATCH).get();
  const overdue = await active.where('dueAt', '<=', now).limit(BATCH).get();
  const announce = async (kind: NoticeKind, docs: typeof dueSoon.docs) => {
    for (const d of docs) {
      const sent = await runCirculation(
        store,
        async (c) => {
          const loan = (await c.tx.get(d.ref)).data();
          // A deleted account's kept loan: still owed, nobody to tell.
          if (!loan || loan.state !== 'active' || loan.accountClosed) return false;
          if ((await c.tx.get(notices(store).doc(noticeId(kind, d.id)))).exists) return false;
          deliverNotice(c, kind, d.id, { ...loan, at: loan.dueAt });
          return true;
        },
        { now: at, title: d.data().bookId },
      );
      if (sent) result[kind === 'dueSoon' ? 'dueSoon' : 'overdue'] += 1;
    }
  };
  await announce('dueSoon', mine(dueSoon.docs));
  // Digital loans past due have just returned themselves (loanEnded says so).
  await announce(
    'overdue',
    mine(overdue.docs).filter((d) => !isDigital(d.data().format)),
  );
  return result;
}
