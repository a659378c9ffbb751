/**
 * The one engine of every circulation change (docs/lending.md). A `Circulation` lives inside one
 * Firestore transaction: the handler reads through it (books, availability, the member's loans
 * and holds, the next hold in a queue) and asks for changes; the writes are buffered and applied
 * at the end, because a transaction must read everything before it writes. `finish()` writes
 * availability/{bookId} and books/{bookId}.available for every book touched, so both always move
 * in the same commit as the copy, loan or hold that changed them.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { LENDING, type BranchId, type Format } from '../shared/constants.js';
import { displayNameOf } from '../shared/display-name.js';
import {
  addDays,
  emptyAvailability,
  historyEntryOf,
  holdReadyUpdate,
  holdWaitingUpdate,
  isDigital,
  newLoan,
  isCirculating,
  OPEN_HOLD_STATES,
  type AvailabilityDoc,
  type CopyDoc,
  type CopyState,
  type HoldDoc,
  type LoanDoc,
  type LoanEnding,
  type OutState,
} from '../shared/documents/lending.js';
import { titlesOf } from '../shared/documents/book-version.js';
import type { Language } from '../shared/languages.js';
import {
  derivedAvailable,
  freeUnitOf,
  isPaused,
  ledger,
  noLongerNeeded,
  overdueBlocked,
  unitCount,
  withDue,
  withoutDue,
} from '../shared/lending.js';
import { availability, books, copies, holds, loans, profiles, readingHistory } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { withTitleLock } from './title-lock.js';
import { GRPC, hasGrpcCode } from '../lib/firestore-codes.js';
import { deliverNotice } from './notices.js';

export interface Entry<T> {
  ref: DocumentReference<T>;
  doc: T;
}

/** Where a freed copy went for a hold: set aside (ready), on its way (transit), or on the pull list. */
export interface Routed {
  outcome: 'ready' | 'transit' | 'pull';
  hold: Entry<HoldDoc>;
}

interface MemberProfile {
  name: string;
  keepHistory: boolean;
  cardNumber: string | null;
}

/** What the limits are checked against: the member's active loans and open holds. */
export interface MemberState extends MemberProfile {
  uid: string;
  loans: Entry<LoanDoc>[];
  holds: Entry<HoldDoc>[];
}

interface BookState {
  title: string;
  /** The title in each language the record has (titlesOf). */
  titles: Partial<Record<Language, string>>;
  exists: boolean;
  available: boolean;
  availability: AvailabilityDoc;
}

/**
 * Contention on one title (a whole class placing holds at once) retries instead of failing (each
 * round commits at least one of the racers, so 50 at once need up to 50 rounds): up to
 * MAX_ATTEMPTS, after a short random pause. The SDK's own retry waits 1 s, then 1.5 s, 2.25 s...,
 * which turned 30 members at once into 40 s; a few tens of ms spread the retries just as well.
 */
const MAX_ATTEMPTS = 100;
const RETRY_PAUSE_MS = 40;
const MEMBER_READ_CAP = 100;

export class Circulation {
  private readonly writes: Array<(tx: Transaction) => void> = [];
  private readonly bookStates = new Map<string, BookState>();
  private readonly members = new Map<string, MemberState>();
  private readonly profiles = new Map<string, MemberProfile>();
  /** Books whose availability changed: written at commit. */
  private readonly touched = new Set<string>();
  /** Each updated document's changed fields so far (update), by path. */
  private readonly pending = new Map<string, Record<string, unknown>>();

  constructor(
    readonly tx: Transaction,
    readonly store: Firestore,
    readonly now: Date,
  ) {}

  // ---------------------------------------------------------------- reads

  /** The book and its availability (read once per transaction, then changed in memory). */
  async book(bookId: string): Promise<BookState> {
    let state = this.bookStates.get(bookId);
    if (!state) {
      const [bookSnap, avSnap] = await Promise.all([
        this.tx.get(books(this.store).doc(bookId)),
        this.tx.get(availability(this.store).doc(bookId)),
      ]);
      const book = bookSnap.data();
      state = {
        title: book?.title ?? '',
        titles: book ? titlesOf(book) : {},
        exists: bookSnap.exists,
        available: book?.available ?? true,
        availability: avSnap.data() ?? emptyAvailability(),
      };
      this.bookStates.set(bookId, state);
    }
    return state;
  }

  /** A book that must exist (a copy or licence is added, a hold placed, a licence borrowed). */
  async existingBook(bookId: string): Promise<BookState> {
    const state = await this.book(bookId);
    if (!state.exists) throw appError('not-found', { reason: 'not-found' });
    return state;
  }

  /** A profile's name for the desk, its reading-history choice and library card. */
  async profile(uid: string, email: string | null = null): Promise<MemberProfile> {
    let state = this.profiles.get(uid);
    if (!state) {
      const profile = (await this.tx.get(profiles(this.store).doc(uid))).data();
      state = {
        name: displayNameOf({ ...profile, email: profile?.email || email }),
        keepHistory: profile?.keepReadingHistory === true,
        cardNumber: profile?.cardNumber ?? null,
      };
      this.profiles.set(uid, state);
    }
    return state;
  }

  async member(uid: string, email: string | null = null): Promise<MemberState> {
    let state = this.members.get(uid);
    if (!state) {
      const [profile, loanSnap, holdSnap] = await Promise.all([
        this.profile(uid, email),
        this.tx.get(loans(this.store).where('uid', '==', uid).where('state', '==', 'active').limit(MEMBER_READ_CAP)),
        this.tx.get(
          holds(this.store)
            .where('uid', '==', uid)
            .where('state', 'in', [...OPEN_HOLD_STATES])
            .limit(MEMBER_READ_CAP),
        ),
      ]);
      state = {
        uid,
        ...profile,
        loans: loanSnap.docs.map((d) => ({ ref: d.ref, doc: d.data() })),
        holds: holdSnap.docs.map((d) => ({ ref: d.ref, doc: d.data() })),
      };
      this.members.set(uid, state);
    }
    return state;
  }

  /** One of the caller's own documents; someone else's answers exactly like a missing one. */
  async own<T extends { uid: string }>(ref: DocumentReference<T>, uid: string): Promise<Entry<T>> {
    const doc = (await this.tx.get(ref)).data();
    if (!doc || doc.uid !== uid) throw appError('not-found', { reason: 'not-found' });
    return { ref, doc };
  }

  async copy(barcode: string): Promise<Entry<CopyDoc>> {
    const ref = copies(this.store).doc(barcode);
    const doc = (await this.tx.get(ref)).data();
    if (!doc) throw appError('not-found', { reason: 'not-found' });
    return { ref, doc };
  }

  /** A copy of the book on some branch's shelf, if there is one. */
  async shelvedCopy(bookId: string): Promise<Entry<CopyDoc> | null> {
    const snap = await this.tx.get(
      copies(this.store).where('bookId', '==', bookId).where('state', '==', 'shelf').limit(1),
    );
    const d = snap.docs[0];
    return d ? { ref: d.ref, doc: d.data() } : null;
  }

  /**
   * The first WAITING hold of the book's queue for the format that wants a unit now, taken off the
   * queue (the caller makes it ready). On the way: a seq whose hold is gone or no longer waiting is
   * dropped; a hold past its "not needed after" day expires; a paused hold keeps its place.
   */
  private async takeNextWaiting(bookId: string, format: Format): Promise<Entry<HoldDoc> | null> {
    const av = await this.changing(bookId);
    for (let i = 0; i < av.queue[format].length;) {
      const queue = av.queue[format];
      const snap = await this.tx.get(
        holds(this.store).where('bookId', '==', bookId).where('seq', '==', queue[i]).limit(1),
      );
      const d = snap.docs[0];
      // This transaction's own changes to the hold (a pause just set) count, not the stored copy.
      const hold = d ? { ...d.data(), ...(this.pending.get(d.ref.path) as Partial<HoldDoc> | undefined) } : null;
      if (!d || !hold || hold.state !== 'waiting' || hold.format !== format) {
        queue.splice(i, 1);
      } else if (noLongerNeeded(hold, this.now)) {
        await this.expireUnwanted({ ref: d.ref, doc: hold });
      } else if (isPaused(hold, this.now)) {
        i += 1;
      } else {
        queue.splice(i, 1);
        return { ref: d.ref, doc: hold };
      }
    }
    return null;
  }

  /** An open hold whose "not needed after" day has ended: it expires (closeHold), and the member is told. */
  async expireUnwanted(hold: Entry<HoldDoc>): Promise<void> {
    await this.closeHold(hold, 'expired');
    deliverNotice(this, 'holdExpired', hold.ref.id, {
      ...hold.doc,
      branchId: hold.doc.pickupBranchId,
      at: hold.doc.notNeededAfter,
    });
  }

  // ---------------------------------------------------------------- limits

  /** A loan more than OVERDUE_BLOCK_DAYS overdue blocks new loans, holds and renewals. */
  private isBlocked(member: MemberState): boolean {
    return overdueBlocked(
      member.loans.map((l) => l.doc.dueAt),
      this.now,
    );
  }

  assertNotBlocked(member: MemberState): void {
    if (this.isBlocked(member)) throw refused('overdue-block');
  }

  /**
   * A new loan of the book in the format: not blocked, under MAX_LOANS, not already borrowed.
   * `overriding`: the desk lends past the block and the loan limit; the answer says which of them
   * it lent past (for the audit log).
   */
  assertMayBorrow(
    member: MemberState,
    bookId: string,
    format: Format,
    { overriding = false }: { overriding?: boolean } = {},
  ): Array<'overdue-block' | 'loan-limit'> {
    const passed: Array<'overdue-block' | 'loan-limit'> = [];
    const limit = (reason: 'overdue-block' | 'loan-limit') => {
      if (!overriding) throw refused(reason);
      passed.push(reason);
    };
    if (this.isBlocked(member)) limit('overdue-block');
    if (member.loans.some((l) => l.doc.bookId === bookId && l.doc.format === format)) throw refused('already-borrowed');
    if (member.loans.length >= LENDING.MAX_LOANS) limit('loan-limit');
    return passed;
  }

  // ---------------------------------------------------------------- changes

  /** A copy's move between states (and branches) in its book's counts (read by then). */
  countCopy(bookId: string, from: { branchId: BranchId; state: CopyState } | null, to: typeof from): void {
    this.touched.add(bookId);
    ledger.moveCopy(this.bookStates.get(bookId)!.availability, from, to);
  }

  set<T>(ref: DocumentReference<T>, data: T): void {
    this.writes.push((tx) => tx.set(ref, data));
  }

  /**
   * A partial update (no converter: plain fields only, Dates are stored as Timestamps). Kept in
   * `pending` too, so a later read of the same document in this transaction can see it.
   */
  update<T>(ref: DocumentReference<T>, data: Partial<T>): void {
    this.pending.set(ref.path, { ...this.pending.get(ref.path), ...data });
    this.writes.push((tx) => tx.update(ref, data as Record<string, unknown>));
  }

  delete(ref: DocumentReference<unknown>): void {
    this.writes.push((tx) => tx.delete(ref));
  }

  /**
   * Moves a copy to a state (and branch), counted in its book's summary (a copy out of
   * circulation is not counted); the fields `to` leaves out are cleared.
   */
  moveCopy(
    copy: Entry<CopyDoc>,
    from: CopyState | null,
    to: Pick<CopyDoc, 'state'> &
      Partial<
        Pick<CopyDoc, 'branchId' | 'loanId' | 'holdId' | 'transitTo' | 'wantedSince' | 'outBy' | 'outAt' | 'outNote'>
      >,
  ): void {
    const place = {
      state: to.state,
      branchId: to.branchId ?? copy.doc.branchId,
      loanId: to.loanId ?? null,
      holdId: to.holdId ?? null,
      transitTo: to.transitTo ?? null,
      wantedSince: to.wantedSince ?? null,
      outBy: to.outBy ?? null,
      outAt: to.outAt ?? null,
      outNote: to.outNote ?? '',
    };
    const was = from ? { branchId: copy.doc.branchId, state: from } : null;
    const now = isCirculating(place.state) ? { branchId: place.branchId, state: place.state } : null;
    this.countCopy(copy.doc.bookId, was, now);
    this.update(copy.ref, place);
    copy.doc = { ...copy.doc, ...place };
  }

  /**
   * A copy leaves circulation (lost, damaged, claimed returned, missing, withdrawn), with who and
   * why: its loan closes with that ending; a hold it was set aside, pulled or travelling for goes
   * back into the queue at its own place, and gets another copy if one is on a shelf.
   */
  async takeOutOfCirculation(copy: Entry<CopyDoc>, state: OutState, by: { uid: string; note: string }): Promise<void> {
    const from = copy.doc.state;
    if (!isCirculating(from)) throw refused('copy-out-of-circulation');
    const { bookId } = copy.doc;
    const av = await this.changing(bookId);
    if (from === 'loan' && copy.doc.loanId) {
      const ref = loans(this.store).doc(copy.doc.loanId);
      const loan = (await this.tx.get(ref)).data();
      if (loan?.state === 'active')
        await this.closeLoan({ ref, doc: loan }, state === 'lost' ? 'lost' : 'claimedReturned');
    }
    const holdRef = copy.doc.holdId ? holds(this.store).doc(copy.doc.holdId) : null;
    const hold = holdRef ? (await this.tx.get(holdRef)).data() : undefined;
    this.moveCopy(copy, from, { state, outBy: by.uid, outAt: this.now, outNote: by.note });
    // Its last copy or licence gone: the catalogue says unavailable (staff own the toggle again).
    if (unitCount(av) === 0 && (await this.book(bookId)).exists)
      this.update(books(this.store).doc(bookId), { available: false });
    if (!holdRef || !hold || (hold.state !== 'waiting' && hold.state !== 'transit' && hold.state !== 'ready')) return;
    await this.requeue({ ref: holdRef, doc: hold });
    await this.offerFreeUnit(bookId, 'physical');
  }

  /** An open hold back to waiting in its own place in the queue (seq order), naming no copy. */
  private async requeue(hold: Entry<HoldDoc>): Promise<void> {
    ledger.requeue(await this.changing(hold.doc.bookId), hold.doc.format, hold.doc.seq);
    this.update(hold.ref, holdWaitingUpdate);
  }

  /**
   * A copy is free again (added, checked in, received, its hold closed): it goes to the first
   * waiting physical hold (giveCopy) or to the shelf where it is (`at`, the copy's branch unless a
   * desk received it elsewhere: the collection floats). `inHand`: a desk holds it (checked in,
   * received), so it can leave for another branch at once.
   */
  async routeCopy(
    copy: Entry<CopyDoc>,
    from: CopyState | null,
    { at = copy.doc.branchId, inHand = false }: { at?: BranchId; inHand?: boolean } = {},
  ): Promise<Routed | null> {
    const hold = await this.takeNextWaiting(copy.doc.bookId, 'physical');
    if (!hold) {
      this.moveCopy(copy, from, { state: 'shelf', branchId: at });
      return null;
    }
    return this.giveCopy(copy, from, hold, { at, inHand });
  }

  /**
   * The copy (at `at`) goes to a hold taken off the queue. Collected here: set aside on the hold
   * shelf, the hold ready for PICKUP_DAYS (notice holdReady). Collected at another branch: in a
   * desk's hands it leaves at once (copy and hold 'transit', notice holdTransit); on a shelf it goes on this branch's
   * pull list ('pull'; the hold waits, naming its copy). Either way the hold expects it in TRANSIT_DAYS.
   */
  giveCopy(
    copy: Entry<CopyDoc>,
    from: CopyState | null,
    hold: Entry<HoldDoc>,
    { at, inHand }: { at: BranchId; inHand: boolean },
  ): Routed {
    const pickup = hold.doc.pickupBranchId ?? at;
    if (pickup === at) {
      const ready = holdReadyUpdate(copy.ref.id, this.now);
      this.moveCopy(copy, from, { state: 'holdShelf', branchId: at, holdId: hold.ref.id });
      this.update(hold.ref, ready);
      deliverNotice(this, 'holdReady', hold.ref.id, { ...hold.doc, branchId: pickup, at: ready.readyUntil });
      return { outcome: 'ready', hold: { ref: hold.ref, doc: { ...hold.doc, ...ready } } };
    }
    const state = inHand ? 'transit' : 'pull';
    this.moveCopy(copy, from, {
      state,
      branchId: at,
      holdId: hold.ref.id,
      transitTo: pickup,
      wantedSince: hold.doc.placedAt,
    });
    const onItsWay = {
      ...(inHand ? { state: 'transit' as const } : {}),
      barcode: copy.ref.id,
      fromBranchId: at,
      expectedAt: addDays(this.now, LENDING.TRANSIT_DAYS),
    };
    this.update(hold.ref, onItsWay);
    if (inHand)
      deliverNotice(this, 'holdTransit', hold.ref.id, { ...hold.doc, branchId: pickup, at: onItsWay.expectedAt });
    return { outcome: state, hold: { ref: hold.ref, doc: { ...hold.doc, ...onItsWay } } };
  }

  /**
   * A travelling copy reaches its pickup branch (`at`): its hold becomes ready there (notice
   * holdReady); if that hold closed on the way, the copy goes to the next one or this branch's shelf.
   */
  async receiveCopy(copy: Entry<CopyDoc>, at: BranchId): Promise<Routed | null> {
    const holdRef = copy.doc.holdId ? holds(this.store).doc(copy.doc.holdId) : null;
    const hold = holdRef ? (await this.tx.get(holdRef)).data() : undefined;
    if (holdRef && hold && hold.state === 'transit' && hold.barcode === copy.ref.id)
      return this.giveCopy(copy, 'transit', { ref: holdRef, doc: hold }, { at, inHand: true });
    return this.routeCopy(copy, 'transit', { at, inHand: true });
  }

  /**
   * A licence is free again (returned, ended, its ready hold closed, one more bought): the first
   * waiting hold of the format keeps it (ready to borrow for PICKUP_DAYS, notice holdReady), or it
   * is free for anyone. `added` when the licence is new rather than given back.
   */
  async routeLicence(bookId: string, format: 'ebook' | 'audio', added = false): Promise<void> {
    const av = await this.changing(bookId);
    const hold = await this.takeNextWaiting(bookId, format);
    if (hold) {
      const ready = holdReadyUpdate(null, this.now);
      if (added) ledger.takeLicence(av, format);
      this.update(hold.ref, ready);
      deliverNotice(this, 'holdReady', hold.ref.id, { ...hold.doc, branchId: null, at: ready.readyUntil });
    } else if (!added) {
      ledger.returnLicence(av, format);
    }
  }

  /**
   * A hold waits again (resumed from a pause): a copy on a shelf or a free licence of its format
   * goes to the first hold that wants one now, as if it had just come free.
   */
  async offerFreeUnit(bookId: string, format: Format): Promise<void> {
    if (format === 'physical') {
      const shelved = await this.shelvedCopy(bookId);
      if (shelved) await this.routeCopy(shelved, 'shelf');
    } else if (freeUnitOf(await this.changing(bookId), format)) {
      await this.routeLicence(bookId, format, true);
    }
  }

  /**
   * An open hold goes back to waiting in its own place in the queue, naming no copy: a copy pulled
   * for it goes to the next hold that wants one now (or its shelf), a travelling one travels on
   * without it (received, it goes to the next hold).
   */
  async releaseCopy(hold: Entry<HoldDoc>): Promise<void> {
    const { barcode } = hold.doc;
    const copy = barcode ? await this.copy(barcode).catch(() => null) : null;
    if (copy && copy.doc.holdId === hold.ref.id) {
      if (copy.doc.state === 'pull') await this.routeCopy(copy, 'pull');
      else if (copy.doc.state === 'transit') this.update(copy.ref, { holdId: null });
    }
    // Back in the queue after the copy was routed: this hold is not one it could go to.
    await this.requeue(hold);
  }

  /** A new loan of a copy or licence to the member. */
  lend(
    member: MemberState,
    bookId: string,
    unit: { format: Format; barcode: string | null; branchId: BranchId | null },
  ): Entry<LoanDoc> {
    const title = this.bookStates.get(bookId)?.title ?? '';
    const doc = newLoan(member, { id: bookId, title }, unit, this.now);
    const ref = loans(this.store).doc();
    this.set(ref, doc);
    const state = this.bookStates.get(bookId);
    if (state && doc.dueAt) {
      ledger.lent(state.availability, unit.format, doc.dueAt);
      this.touched.add(bookId);
    }
    member.loans.push({ ref, doc });
    return { ref, doc };
  }

  /**
   * Closes a loan: the member's history gets it when they keep one, and the loan itself forgets
   * who borrowed it (library privacy: no lending record without consent). The unit is routed by
   * the caller (routeCopy / routeLicence).
   */
  async closeLoan(loan: Entry<LoanDoc>, endedAs: LoanEnding = 'returned'): Promise<void> {
    const { uid } = loan.doc;
    await this.moveDue(loan.doc, null);
    if ((await this.profile(uid)).keepHistory)
      this.set(readingHistory(uid, this.store).doc(loan.ref.id), historyEntryOf(loan.doc, this.now));
    this.update(loan.ref, { state: 'returned', returnedAt: this.now, endedAs, uid: '', memberName: '' });
  }

  /**
   * Closes an open hold (fulfilled, cancelled, expired) and forgets its member. A waiting hold
   * leaves the queue (a copy pulled for it is free again); a travelling copy travels on without it
   * (received, it goes to the next hold); a ready hold that was not fulfilled passes its copy or
   * licence on.
   */
  async closeHold(
    hold: Entry<HoldDoc>,
    state: 'fulfilled' | 'cancelled' | 'expired',
    { copyLent = false }: { copyLent?: boolean } = {},
  ): Promise<void> {
    const { bookId, format, barcode } = hold.doc;
    const av = await this.changing(bookId);
    this.update(hold.ref, { state, uid: '', memberName: '' });
    // `copyLent`: its copy is being lent to this member (check-out), so it is not passed on.
    const itsCopy = async (copyState: CopyState) => {
      const copy = barcode && !copyLent ? await this.copy(barcode).catch(() => null) : null;
      return copy && copy.doc.state === copyState && copy.doc.holdId === hold.ref.id ? copy : null;
    };
    if (hold.doc.state === 'waiting') {
      ledger.dequeue(av, format, hold.doc.seq);
      const pulled = await itsCopy('pull');
      if (pulled) await this.routeCopy(pulled, 'pull');
      return;
    }
    if (hold.doc.state === 'transit') {
      const travelling = await itsCopy('transit');
      if (travelling) this.update(travelling.ref, { holdId: null });
      return;
    }
    if (hold.doc.state !== 'ready' || state === 'fulfilled') return;
    if (isDigital(format)) return this.routeLicence(bookId, format);
    const setAside = await itsCopy('holdShelf');
    if (setAside) await this.routeCopy(setAside, 'holdShelf');
  }

  /** Writes everything: the buffered changes, then each touched book's availability and `available`. */
  commit(): void {
    for (const write of this.writes) write(this.tx);
    for (const [bookId, state] of this.bookStates) {
      const av = state.availability;
      ledger.tidy(av);
      if (!this.touched.has(bookId)) continue;
      this.tx.set(availability(this.store).doc(bookId), { ...av, updatedAt: this.now });
      const available = derivedAvailable(av);
      if (state.exists && available !== null && available !== state.available)
        this.tx.update(books(this.store).doc(bookId), { available });
    }
  }

  /** A loan's due date changes (renewed) or goes (returned, `to` null) in its book's availability.due. */
  async moveDue(loan: Pick<LoanDoc, 'bookId' | 'format' | 'dueAt'>, to: Date | null): Promise<void> {
    const av = await this.changing(loan.bookId);
    let list = loan.dueAt ? withoutDue(av.due[loan.format], loan.dueAt.getTime()) : av.due[loan.format];
    if (to) list = withDue(list, to.getTime());
    av.due[loan.format] = list;
  }

  /** The book's availability, to be changed (written at commit). */
  async changing(bookId: string): Promise<AvailabilityDoc> {
    this.touched.add(bookId);
    return (await this.book(bookId)).availability;
  }
}

export const refused = (reason: Parameters<typeof appError>[1]['reason']) =>
  appError('failed-precondition', { reason });

/** A hold still to come (waiting or on its way) may change: a ready one is collected or cancelled. */
export function assertHoldToCome(hold: Entry<HoldDoc>): void {
  if (hold.doc.state === 'ready') throw refused('hold-ready');
  if (hold.doc.state !== 'waiting' && hold.doc.state !== 'transit') throw refused('already-closed');
}

/**
 * Runs `work` in one transaction (retried under contention) with the server's time of this attempt,
 * taking its turn on `title` (lending/title-lock.ts): the book it changes, or the loan, hold or copy
 * that names it (a document's bookId never changes, so it is read once, before the turn).
 */
export async function runCirculation<T>(
  store: Firestore,
  work: (c: Circulation) => Promise<T>,
  {
    now = () => new Date(),
    title,
  }: { now?: () => Date; title?: string | DocumentReference<{ bookId: string }> | null } = {},
): Promise<T> {
  const bookId = typeof title === 'object' && title !== null ? ((await title.get()).data()?.bookId ?? null) : title;
  return bookId ? withTitleLock(store, bookId, () => transact(store, work, now)) : transact(store, work, now);
}

async function transact<T>(store: Firestore, work: (c: Circulation) => Promise<T>, now: () => Date): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.runTransaction(
        async (tx) => {
          const c = new Circulation(tx, store, now());
          const result = await work(c);
          c.commit();
          return result;
        },
        { maxAttempts: 1 },
      );
    } catch (err) {
      if (!hasGrpcCode(err, GRPC.aborted) || attempt >= MAX_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * RETRY_PAUSE_MS * Math.min(attempt, 5)));
    }
  }
}
