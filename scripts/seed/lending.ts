/**
 * The demo library's circulation (docs/lending.md), built in memory as the callables would have
 * left it, so the counts, queues and books.available agree with the copies, loans and holds:
 * copies at several branches for most books, e-book and audiobook licences, the titles that are
 * "Unavailable" in books.json wholly out on loan (some with waiting lists), and for the demo
 * reader a loan due soon, one overdue, an e-book to return, a waiting hold, a ready hold, a hold
 * whose copy is in transit from another branch and their notices; pull lists at three branches and
 * one lost copy. Loans and holds of other members belong to demo patrons: uids without accounts, so
 * they never sign in. Dates are relative to `now` (the time of seeding), or "due soon" would not
 * be due soon; every book in SEED_BOOKS at index i % 9 === 8 keeps no copies (the staff toggle).
 * The summaries are counted with the circulation engine's own bookkeeping (`ledger`).
 */
import { COLLECTIONS as C } from '@shared/collections';
import { BRANCH_IDS, LENDING, type BranchId, type Format } from '@shared/constants';
import {
  addDays,
  emptyAvailability,
  holdReadyUpdate,
  newCopy,
  newHold,
  newLoan,
  newNotice,
  noticeId,
  type AvailabilityDoc,
  type CopyDoc,
  type HoldDoc,
  type LoanDoc,
  type NoticeKind,
} from '@shared/documents/lending';
import { derivedAvailable, ledger } from '@shared/lending';
import type { SeedBook } from './books.js';

type Member = { uid: string; name: string };
const PATRONS: Member[] = ['Hana R.', 'Yousef T.', 'Mariam S.', 'Khalid A.', 'Noor F.', 'Zayed M.', 'Aisha K.'].map(
  (name, i) => ({ uid: `demo-patron-${i + 1}`, name }),
);

export interface LendingSeed {
  writes: Array<[string, object]>;
  /** books.available as the copies and licences say, for the books that have any. */
  available: Map<string, boolean>;
}

export function lendingSeed(books: SeedBook[], reader: Member, now: Date): LendingSeed {
  const writes: Array<[string, object]> = [];
  const state = new Map<string, { av: AvailabilityDoc; copies: Array<{ id: string; doc: CopyDoc }> }>();
  const days = (n: number) => addDays(now, n);
  let loanN = 0;
  let holdN = 0;

  // Copies and licences.
  books.forEach((b, i) => {
    if (i % 9 === 8) return;
    const av = emptyAvailability();
    const copies: Array<{ id: string; doc: CopyDoc }> = [];
    if (b.formats.includes('physical'))
      for (let k = 0; k < 1 + (i % 3); k++) {
        const branchId = BRANCH_IDS[(i + 3 * k) % BRANCH_IDS.length]!;
        const doc = newCopy(
          b.slug,
          branchId,
          `${b.author.split(' ').pop()!.slice(0, 3).toUpperCase()} ${i}`,
          days(-90),
        );
        copies.push({ id: `DPL-${String(i).padStart(3, '0')}-${k + 1}`, doc });
        ledger.moveCopy(av, null, { branchId, state: 'shelf' });
      }
    if (b.formats.includes('ebook')) av.digital.ebook.total = 1 + (i % 2);
    if (b.formats.includes('audio')) av.digital.audio.total = 1;
    state.set(b.slug, { av, copies });
  });

  const book = (slug: string) => books.find((b) => b.slug === slug)!;
  const notice = (kind: NoticeKind, id: string, doc: LoanDoc | HoldDoc, at: Date | null, branchId: BranchId | null) =>
    writes.push([
      `${C.notices}/${noticeId(kind, id)}`,
      newNotice(kind, { uid: doc.uid, bookId: doc.bookId, bookTitle: doc.bookTitle, branchId, at }, days(-1)),
    ]);

  /** A loan of a free copy or licence, borrowed `ago` days ago (due LOAN_DAYS later). */
  function lend(member: Member, slug: string, format: Format, ago: number): [string, LoanDoc] | null {
    const s = state.get(slug);
    if (!s) return null;
    let unit: { barcode: string | null; branchId: BranchId | null };
    if (format === 'physical') {
      const copy = s.copies.find((c) => c.doc.state === 'shelf');
      if (!copy) return null;
      unit = { barcode: copy.id, branchId: copy.doc.branchId };
      ledger.moveCopy(s.av, { branchId: unit.branchId!, state: 'shelf' }, { branchId: unit.branchId!, state: 'loan' });
      copy.doc.state = 'loan';
    } else {
      const l = s.av.digital[format];
      if (l.inUse >= l.total) return null;
      ledger.takeLicence(s.av, format);
      unit = { barcode: null, branchId: null };
    }
    const id = `demo-loan-${++loanN}`;
    const doc = newLoan(member, { id: slug, title: book(slug).title }, { format, ...unit }, days(-ago));
    ledger.lent(s.av, format, doc.dueAt);
    if (unit.barcode) s.copies.find((c) => c.id === unit.barcode)!.doc.loanId = id;
    writes.push([`${C.loans}/${id}`, doc]);
    return [id, doc];
  }

  /** Every copy and licence of the title out on loan to patrons. */
  function lendAll(slug: string, start: number) {
    const s = state.get(slug);
    if (!s) return;
    let p = start;
    for (const format of ['physical', 'ebook', 'audio'] as const)
      while (lend(PATRONS[p++ % PATRONS.length]!, slug, format, 3 + (p % 9))) {
        /* lend until none is free */
      }
  }

  function hold(member: Member, slug: string, format: Format, pickup: BranchId | null, ago: number): [string, HoldDoc] {
    const s = state.get(slug)!;
    const seq = ledger.enqueue(s.av, format);
    const id = `demo-hold-${++holdN}`;
    const doc = newHold(
      member,
      { id: slug, title: book(slug).title },
      { format, pickupBranchId: pickup },
      seq,
      days(-ago),
    );
    writes.push([`${C.holds}/${id}`, doc]);
    return [id, doc];
  }

  // The titles marked unavailable are wholly out; four of them have waiting lists.
  books.forEach((b, i) => {
    if (!b.available) lendAll(b.slug, i);
  });
  const queued = books.filter((b) => !b.available && state.has(b.slug)).slice(0, 4);
  queued.forEach((b, qi) => {
    const format: Format = b.formats.includes('physical')
      ? 'physical'
      : b.formats.includes('ebook')
        ? 'ebook'
        : 'audio';
    for (let k = 0; k < 2 + qi; k++)
      hold(
        PATRONS[(qi + k + 3) % PATRONS.length]!,
        b.slug,
        format,
        format === 'physical' ? BRANCH_IDS[k % 7]! : null,
        6 - k,
      );
  });

  // The demo reader: one loan due soon, one overdue (not yet blocking), an e-book to return.
  const lendable = books.filter((b, i) => b.available && i % 9 !== 8 && b.formats.includes('physical'));
  const soon = lend(reader, lendable[0]!.slug, 'physical', LENDING.LOAN_DAYS - 2);
  const late = lend(reader, lendable[1]!.slug, 'physical', LENDING.LOAN_DAYS + 3);
  const ebookTitle = books.find((b, i) => b.available && i % 9 !== 8 && b.formats.includes('ebook') && i > 20)!;
  lend(reader, ebookTitle.slug, 'ebook', 4);
  if (soon) {
    notice('dueSoon', soon[0], soon[1], soon[1].dueAt, soon[1].branchId);
    soon[1].announced = 'dueSoon';
  }
  if (late) {
    notice('overdue', late[0], late[1], late[1].dueAt, late[1].branchId);
    late[1].announced = 'overdue';
  }

  // A waiting hold, behind two patrons.
  const waitingOn = queued.find((b) => b.formats.includes('physical'))!;
  hold(reader, waitingOn.slug, 'physical', 'main', 1);

  // A ready hold: a copy set aside at Al Twar until five days from now.
  const readySlug = lendable[2]!.slug;
  const s = state.get(readySlug)!;
  const copy = s.copies.find((c) => c.doc.state === 'shelf')!;
  const [readyId, readyHold] = hold(reader, readySlug, 'physical', 'al-twar', 4);
  ledger.dequeue(s.av, 'physical', readyHold.seq);
  const ready = holdReadyUpdate(copy.id, days(-2));
  Object.assign(readyHold, ready);
  ledger.moveCopy(s.av, { branchId: copy.doc.branchId, state: 'shelf' }, { branchId: 'al-twar', state: 'holdShelf' });
  copy.doc = { ...copy.doc, state: 'holdShelf', branchId: 'al-twar', holdId: readyId };
  notice('holdReady', readyId, readyHold, ready.readyUntil, 'al-twar');

  /** A hold collected at `pickup` whose copy, shelved at `from`, was pulled there or is on its way. */
  function fromAnotherBranch(member: Member, slug: string, from: BranchId, pickup: BranchId, to: 'pull' | 'transit') {
    const t = state.get(slug)!;
    const shelved = t.copies.find((c) => c.doc.state === 'shelf' && c.doc.branchId === from)!;
    const [id, doc] = hold(member, slug, 'physical', pickup, to === 'transit' ? 2 : 1);
    ledger.dequeue(t.av, 'physical', doc.seq);
    const expectedAt = days(to === 'transit' ? 1 : LENDING.TRANSIT_DAYS);
    Object.assign(doc, {
      state: to === 'transit' ? 'transit' : 'waiting',
      barcode: shelved.id,
      fromBranchId: from,
      expectedAt,
    });
    ledger.moveCopy(t.av, { branchId: from, state: 'shelf' }, { branchId: from, state: to });
    shelved.doc = { ...shelved.doc, state: to, holdId: id, transitTo: pickup, wantedSince: doc.placedAt };
  }
  // Each title keeps a copy on some shelf, so it stays "Available".
  fromAnotherBranch(PATRONS[0]!, 'things-fall-apart', 'hatta', 'al-twar', 'pull');
  fromAnotherBranch(PATRONS[1]!, 'to-kill-a-mockingbird', 'al-safa', 'main', 'pull');
  fromAnotherBranch(PATRONS[2]!, 'beloved', 'main', 'al-rashidya', 'pull');
  fromAnotherBranch(PATRONS[3]!, 'to-kill-a-mockingbird', 'al-rashidya', 'al-twar', 'transit');
  fromAnotherBranch(reader, 'silent-spring', 'al-twar', 'main', 'transit');

  // One copy lost: out of circulation, no longer counted, with who, when and why.
  const selfish = state.get('the-selfish-gene')!;
  const gone = selfish.copies.find((c) => c.doc.state === 'shelf')!;
  ledger.moveCopy(selfish.av, { branchId: gone.doc.branchId, state: 'shelf' }, null);
  gone.doc = {
    ...gone.doc,
    state: 'lost',
    outBy: 'demo-librarian',
    outAt: days(-5),
    outNote: 'Not on the shelf at the stock check; not found since.',
  };

  const available = new Map<string, boolean>();
  for (const [slug, { av, copies }] of state) {
    ledger.tidy(av);
    writes.push([`${C.availability}/${slug}`, { ...av, updatedAt: now }]);
    for (const c of copies) writes.push([`${C.copies}/${c.id}`, c.doc]);
    const derived = derivedAvailable(av);
    if (derived !== null) available.set(slug, derived);
  }
  return { writes, available };
}
