import { docId } from '../lib/doc-id.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { refused, runCirculation, type Routed } from './circulation.js';
import { copies, loans } from '../lib/documents.js';
import type { BranchId } from '../shared/constants.js';
import type { CopyRouteResponse } from '../shared/api.js';
import type { Language } from '../shared/languages.js';
import { cardLastFour } from '../shared/library-card.js';
import { emailDeskReceipt } from './desk-receipt.js';

/**
 * The desk's Check In: closes the copy's loan, then the copy goes to the first waiting hold (set
 * aside here, or into the van for another branch; the desk says for whom) or back to this shelf.
 * The answer carries the borrower's card, last 4 digits only, for the return receipt; asked at the
 * desk, the receipt is also e-mailed to the borrower (a confirmed address only).
 */
export const checkIn = callable('checkIn', {
  rateLimit: 'desk',
  handler: async ({ barcode, emailReceipt }) => {
    const routed = await runCirculation(
      db,
      async (c) => {
        const copy = await c.copy(barcode);
        if (copy.doc.state !== 'loan' || !copy.doc.loanId) throw refused('not-on-loan');
        const loanRef = loans(db).doc(copy.doc.loanId);
        const loan = (await c.tx.get(loanRef)).data();
        const book = await c.book(copy.doc.bookId);
        let card: string | null = null;
        const active = loan?.state === 'active' ? loan : null;
        if (active) {
          // The return receipt names the borrower by their card's last 4 digits, nothing more.
          card = (await c.profile(active.uid)).cardNumber;
          await c.closeLoan({ ref: loanRef, doc: active });
        }
        return {
          ...routeResponse(book, copy.doc.branchId, await c.routeCopy(copy, 'loan', { inHand: true })),
          cardLast4: card ? cardLastFour(card) : null,
          loanId: loanRef.id,
          borrower: active?.uid || null,
        };
      },
      { title: copies(db).doc(docId(barcode, 'barcode')) },
    );
    const { loanId, borrower, ...answer } = routed;
    if (!emailReceipt) return answer;
    // The borrower is known only here, at the return (a closed loan keeps no member): after the commit.
    const receiptEmailed =
      !!borrower &&
      (await emailDeskReceipt(`checkInReceipt_${loanId}`, borrower, {
        kind: 'checkInReceipt',
        bookTitle: answer.bookTitle,
        barcode,
        branchId: answer.branchId,
        at: new Date(),
      }));
    return { ...answer, receiptEmailed };
  },
});

/** What the desk says of a copy it scanned (checkIn, sendCopy, receiveCopy): where it goes, for whom. */
export function routeResponse(
  book: { title: string; titles: Partial<Record<Language, string>> },
  branchId: BranchId,
  routed: Routed | null,
): CopyRouteResponse {
  const said = { bookTitle: book.title, bookTitles: book.titles, branchId };
  if (!routed) return { outcome: 'shelf', ...said };
  const { doc } = routed.hold;
  const pickupBranchId = doc.pickupBranchId ?? branchId;
  if (routed.outcome === 'ready')
    return {
      outcome: 'hold',
      ...said,
      holdMemberName: doc.memberName,
      pickupBranchId,
      readyUntil: iso(doc.readyUntil),
    };
  return {
    outcome: 'transit',
    ...said,
    holdMemberName: doc.memberName,
    pickupBranchId,
    expectedAt: iso(doc.expectedAt),
  };
}

const iso = (d: Date | null) => d?.toISOString();
