/**
 * Attacker-side: a signed-in member with plain REST and a valid ID token (testing/attacker.ts) goes
 * after another member's lending records and tries to write circulation state directly. Real
 * records made by the callables; every refusal has its positive control with the victim's token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { noticeId } from '@shared/documents/lending';
import { restDelete, restGet, restList, restPatch, restQuery } from '../../testing/attacker';
import { admin } from '../../testing/clients';
import { account, availabilityOf, docData, lendingTitle, type Account } from '../../testing/lending';

let victim: Account;
let attacker: Account;
let paths: Record<'loan' | 'hold' | 'notice' | 'history' | 'copy' | 'availability', string>;
let bookId: string;

beforeAll(async () => {
  const librarian = await account('librarian');
  [victim, attacker] = [await account(), await account()];
  const physical = await lendingTitle(librarian, { copies: ['main'] });
  const digital = await lendingTitle(librarian, { ebook: 1 });
  bookId = physical.id;
  await victim.call('setReadingHistory', { enabled: true });
  const loan = await librarian.call('checkOut', { barcode: physical.barcodes[0]!, email: victim.email });
  const other = await account();
  const held = await other.call('borrowDigital', { bookId: digital.id, format: 'ebook' });
  const hold = await victim.call('placeHold', { bookId: digital.id, format: 'ebook' });
  await other.call('returnLoan', { loanId: held.loanId }); // the victim's hold is ready: a notice
  const read = await victim.call('borrowDigital', { bookId: digital.id, format: 'ebook' });
  await victim.call('returnLoan', { loanId: read.loanId }); // history entry
  paths = {
    loan: `${C.loans}/${loan.loanId}`,
    hold: `${C.holds}/${hold.holdId}`,
    notice: `${C.notices}/${noticeId('holdReady', hold.holdId)}`,
    history: `${C.profiles}/${victim.uid}/${C.history}/${read.loanId}`,
    copy: `${C.copies}/${physical.barcodes[0]}`,
    availability: `${C.availability}/${physical.id}`,
  };
  expect(await docData(C.notices, noticeId('holdReady', hold.holdId))).toBeDefined();
});

describe("another member's lending records over REST", () => {
  it('are refused to the attacker and readable by their owner', async () => {
    for (const key of ['loan', 'notice', 'history'] as const) {
      expect(await restGet(paths[key], victim.token), key).toBe(200);
      expect(await restGet(paths[key], attacker.token), key).toBe(403);
    }
    // The hold was fulfilled by the borrow: it no longer names anyone, so nobody reads it.
    expect(await restGet(paths.hold, attacker.token)).toBe(403);
  });

  it('cannot be listed: no collection-wide pages of loans, holds, notices or copies', async () => {
    for (const name of [C.loans, C.holds, C.notices, C.copies])
      expect((await restList(name, attacker.token, 10)).status, name).toBe(403);
    expect((await restList(`${C.profiles}/${victim.uid}/${C.history}`, attacker.token, 10)).status).toBe(403);
    // The owner lists their own history.
    expect((await restList(`${C.profiles}/${victim.uid}/${C.history}`, victim.token, 10)).status).toBe(200);
  });

  it("cannot run the desk's pull-list query, as a reader or with a demoted librarian's old token", async () => {
    const pullList = { equal: { branchId: 'main', state: 'pull' }, orderBy: 'wantedSince', limit: 100 };
    const desk = await account('librarian');
    // Positive control: the desk's own query, as staff, is allowed.
    expect((await restQuery(C.copies, desk.token, pullList)).status).toBe(200);
    expect((await restQuery(C.copies, attacker.token, pullList)).status).toBe(403);
    await admin().db.doc(`${C.profiles}/${desk.uid}`).update({ role: 'reader' });
    expect((await restQuery(C.copies, desk.token, pullList)).status).toBe(403);
  });

  it('the public summary carries counts and seq numbers, never an identity', async () => {
    expect(await restGet(paths.availability, attacker.token)).toBe(200);
    const summary = JSON.stringify(await availabilityOf(bookId));
    expect(summary).not.toContain(victim.uid);
    expect(summary).not.toContain(victim.email);
  });
});

describe('client writes of circulation state', () => {
  it('are refused on every lending collection, even to the owner', async () => {
    const attempts: Array<[string, Record<string, string>]> = [
      [paths.loan, { state: 'returned' }],
      [paths.hold, { state: 'ready' }],
      [paths.notice, { kind: 'overdue' }],
      [paths.history, { bookTitle: 'Forged' }],
      [paths.copy, { state: 'shelf' }],
      [paths.availability, { nextSeq: '1' }],
      [`${C.loans}/forged`, { uid: victim.uid }],
      [`${C.holds}/forged`, { uid: victim.uid }],
      [`${C.notices}/forged`, { uid: victim.uid }],
    ];
    for (const [path, fields] of attempts) {
      expect(await restPatch(path, victim.token, fields), path).toBe(403);
      expect(await restPatch(path, attacker.token, fields), path).toBe(403);
      expect(await restDelete(path, victim.token), path).toBe(403);
    }
    expect(await docData(C.loans, paths.loan.split('/')[1]!)).toMatchObject({ state: 'active', uid: victim.uid });
    expect(await docData(C.copies, paths.copy.split('/')[1]!)).toMatchObject({ state: 'loan' });
    expect((await admin().db.doc(`${C.loans}/forged`).get()).exists).toBe(false);
  });
});
