/**
 * The time-based half of circulation, run every 15 minutes by lending/scheduled-sweep.ts and
 * by tests with a given `now`: digital loans past due return themselves (notice loanEnded, the
 * licence to the next hold), ready holds past readyUntil expire (notice holdExpired, the copy or
 * licence to the next hold or the shelf), so do holds past their "not needed after" day, paused
 * holds whose day has come wait again, and each loan gets its dueSoon notice once and its overdue
 * notice once, then weekly up to LENDING.OVERDUE_NOTICES in all.
 *
 * Any number of documents: each kind's query matches only what is still to do (a loan's
 * `announced` says which due notice it last had), and every handled document leaves it, so the
 * sweep takes page after page from the start until the query is empty. A run that reaches its time
 * budget stops between pages; the next run finds the rest the same way (resumable, no cursor).
 * Every change re-checks its document in its transaction, so a sweep racing a member's own return,
 * a renewal or a second sweep changes nothing twice, and no notice goes out twice.
 */
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DAY_MS, DIGITAL_FORMATS, LENDING } from '../shared/constants.js';
import { addDays, isDigital, overdueNoticeKey, overdueToldUpdate, type LoanDoc } from '../shared/documents/lending.js';
import { isPaused, noLongerNeeded } from '../shared/lending.js';
import { runCirculation, type Circulation, type Entry } from './circulation.js';
import { holds, loans } from '../lib/documents.js';
import { deliverNotice, type NoticeWriter } from './notices.js';

/** Documents read per page: changes that move a title's availability go one transaction each. */
const PAGE = 300;
/** Due notices per transaction (the loan and its notice: two writes each, under the 500-write limit). */
const NOTICE_PAGE = 200;
/** The scheduled function has 540 s; a run stops taking new pages after this, leaving the rest to the next. */
export const SWEEP_BUDGET_MS = 480_000;

export interface SweepResult {
  loansEnded: number;
  /** Ready holds not collected in time, and holds past their "not needed after" day. */
  holdsExpired: number;
  /** Paused holds whose day came. */
  holdsResumed: number;
  dueSoon: number;
  overdue: number;
  /** Weekly overdue notices after the first (issue 30). */
  overdueReminders: number;
  /** Documents read (query results and the transactions' re-reads). */
  reads: number;
  /** False when the time budget ran out before every query was empty. */
  complete: boolean;
}

/**
 * `titles` limits the sweep to some books (at most 30: an `in` filter). Tests pass their own
 * titles: with a "now" weeks ahead, a whole-library sweep would also end the demo data's loans.
 */
export async function sweepCirculation(
  store: Firestore,
  now: Date,
  titles?: string[],
  { budgetMs = SWEEP_BUDGET_MS }: { budgetMs?: number } = {},
): Promise<SweepResult> {
  const deadline = Date.now() + budgetMs;
  const mine = <T>(query: Query<T>) => (titles ? query.where('bookId', 'in', titles) : query);
  const result: SweepResult = {
    loansEnded: 0,
    holdsExpired: 0,
    holdsResumed: 0,
    dueSoon: 0,
    overdue: 0,
    overdueReminders: 0,
    reads: 0,
    complete: true,
  };
  const at = () => now;

  /**
   * Takes `query`'s first page, handles each document, and again until the query is empty, the
   * budget is spent, or a page changed nothing (each handled document must leave the query, so a
   * page that changed nothing would come back unchanged).
   */
  async function drain<T>(query: Query<T>, handlePage: (docs: Array<QueryDocumentSnapshot<T>>) => Promise<number>) {
    for (;;) {
      const page = await query.limit(PAGE).get();
      result.reads += page.size;
      if (page.empty) return;
      // Checked after a page, so even a run out of budget moves every kind on by one page.
      if ((await handlePage(page.docs)) === 0 || Date.now() > deadline) {
        result.complete = false;
        return;
      }
    }
  }
  /**
   * One circulation transaction per document of a page: the document is read again in it, and
   * `handle` changes it only if it still qualifies, answering whether it did (counted as `tally`).
   */
  const eachIn =
    <T extends { bookId: string }>(
      tally: 'loansEnded' | 'holdsExpired' | 'holdsResumed',
      handle: (c: Circulation, entry: Entry<T>) => Promise<boolean>,
    ) =>
    async (docs: Array<QueryDocumentSnapshot<T>>) => {
      let changed = 0;
      for (const d of docs) {
        const done = await runCirculation(
          store,
          async (c) => {
            const doc = (await c.tx.get(d.ref)).data();
            result.reads += 1;
            return doc ? handle(c, { ref: d.ref, doc }) : false;
          },
          { now: at, title: d.data().bookId },
        );
        if (done) changed += 1;
      }
      result[tally] += changed;
      return changed;
    };

  await drain(
    mine(
      loans(store)
        .where('state', '==', 'active')
        .where('format', 'in', [...DIGITAL_FORMATS])
        .where('dueAt', '<=', now),
    ),
    eachIn('loansEnded', async (c, loan) => {
      const { state, format, dueAt, bookId } = loan.doc;
      if (state !== 'active' || !isDigital(format) || !dueAt || dueAt > now) return false;
      await c.closeLoan(loan);
      await c.routeLicence(bookId, format);
      deliverNotice(c, 'loanEnded', loan.ref.id, { ...loan.doc, branchId: null, at: dueAt });
      return true;
    }),
  );

  await drain(
    mine(holds(store).where('state', '==', 'ready').where('readyUntil', '<=', now)),
    eachIn('holdsExpired', async (c, hold) => {
      const { state, readyUntil, pickupBranchId } = hold.doc;
      if (state !== 'ready' || !readyUntil || readyUntil > now) return false;
      await c.closeHold(hold, 'expired');
      deliverNotice(c, 'holdExpired', hold.ref.id, { ...hold.doc, branchId: pickupBranchId, at: readyUntil });
      return true;
    }),
  );

  // Holds whose "not needed after" day has ended expire; paused holds whose day has come wait again,
  // and a copy on a shelf or a free licence comes to the first that wants one.
  await drain(
    mine(holds(store).where('state', 'in', ['waiting', 'transit']).where('notNeededAfter', '<=', addDays(now, -1))),
    eachIn('holdsExpired', async (c, hold) => {
      const { state } = hold.doc;
      if ((state !== 'waiting' && state !== 'transit') || !noLongerNeeded(hold.doc, now)) return false;
      await c.expireUnwanted(hold);
      return true;
    }),
  );
  await drain(
    mine(holds(store).where('state', '==', 'waiting').where('pausedUntil', '<=', now)),
    eachIn('holdsResumed', async (c, hold) => {
      const { state, pausedUntil, bookId, format } = hold.doc;
      if (state !== 'waiting' || !pausedUntil || isPaused(hold.doc, now)) return false;
      c.update(hold.ref, { pausedUntil: null });
      await c.offerFreeUnit(bookId, format);
      return true;
    }),
  );

  // Due within DUE_SOON_DAYS (not yet due) and not yet told; then past due and not yet told
  // (physical: digital loans past due have just returned themselves, and loanEnded said so); then
  // overdue and told, but a week has passed since (at most OVERDUE_NOTICES overdue notices in all).
  const soon = new Date(now.getTime() + LENDING.DUE_SOON_DAYS * DAY_MS);
  const active = loans(store).where('state', '==', 'active');
  const dueNotices = {
    dueSoon: {
      query: active.where('announced', '==', 'none').where('dueAt', '>', now).where('dueAt', '<=', soon),
      owed: (loan: LoanDoc) => loan.announced === 'none' && !!loan.dueAt && loan.dueAt > now && loan.dueAt <= soon,
      tell: () => ({ kind: 'dueSoon' as const, n: 1, update: { announced: 'dueSoon' as const } }),
    },
    overdue: {
      query: active
        .where('format', '==', 'physical')
        .where('announced', 'in', ['none', 'dueSoon'])
        .where('dueAt', '<=', now),
      owed: (loan: LoanDoc) =>
        loan.announced !== 'overdue' && !isDigital(loan.format) && !!loan.dueAt && loan.dueAt <= now,
      tell: () => ({ kind: 'overdue' as const, n: 1, update: overdueToldUpdate(1, now) }),
    },
    overdueReminders: {
      query: active.where('announced', '==', 'overdue').where('remindAt', '<=', now),
      owed: (loan: LoanDoc) =>
        loan.announced === 'overdue' &&
        !!loan.remindAt &&
        loan.remindAt <= now &&
        loan.overdueTold < LENDING.OVERDUE_NOTICES,
      tell: (loan: LoanDoc) => {
        const n = loan.overdueTold + 1;
        return { kind: 'overdue' as const, n, update: overdueToldUpdate(n, now) };
      },
    },
  };
  for (const [tally, { query, owed, tell }] of Object.entries(dueNotices) as Array<
    [keyof typeof dueNotices, (typeof dueNotices)[keyof typeof dueNotices]]
  >) {
    await drain(mine(query), async (docs) => {
      let changed = 0;
      for (let i = 0; i < docs.length; i += NOTICE_PAGE) {
        // One transaction per slice: the loans are read again, and only those still owed this
        // notice get it, with `announced` set in the same commit. No availability changes here.
        const done = await store.runTransaction(async (tx) => {
          const snaps = await tx.getAll(...docs.slice(i, i + NOTICE_PAGE).map((d) => d.ref));
          const writer: NoticeWriter = { store, now, set: (ref, data) => void tx.set(ref, data) };
          let [handled, told] = [0, 0];
          for (const snap of snaps) {
            const loan = snap.data();
            if (!loan || loan.state !== 'active' || !owed(loan)) continue;
            const { kind, n, update } = tell(loan);
            tx.update(snap.ref, update);
            handled += 1;
            // A deleted account's kept loan: still owed, nobody to tell.
            if (loan.accountClosed) continue;
            deliverNotice(writer, kind, overdueNoticeKey(snap.id, n), { ...loan, at: loan.dueAt });
            told += 1;
          }
          return { read: snaps.length, handled, told };
        });
        result.reads += done.read;
        result[tally] += done.told;
        changed += done.handled;
      }
      return changed;
    });
  }
  return result;
}
