/**
 * Library cards and the desk's member lookup (issue 29) through the real callables: a card is
 * issued once, found by a scan, replaced (the old number then finds nobody); and as the attacker:
 * a reader looking members up or replacing someone's card, a demoted librarian's old token, a
 * member reading card documents or writing a card number onto their profile over REST.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { DAY_MS } from '@shared/constants';
import { isCardNumber } from '@shared/library-card';
import { noticeId } from '@shared/documents/lending';
import { restGet, restList, restPatch } from '../../testing/attacker';
import { admin } from '../../testing/clients';
import { storedLoan } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { account, docData, lendingTitle, refusal, type Account } from '../../testing/lending';
import { runStamp } from '../../testing/ids';

let librarian: Account;
beforeAll(async () => {
  librarian = await account('librarian', 'Desk', 'Librarian');
});

describe('a library card', () => {
  it('is issued on first ask, once, even to two first asks at once; the profile names it', async () => {
    const member = await account();
    const [a, b] = await Promise.all([member.call('getLibraryCard', {}), member.call('getLibraryCard', {})]);
    expect(a.cardNumber).toBe(b.cardNumber);
    expect(isCardNumber(a.cardNumber)).toBe(true);
    expect((await member.call('getLibraryCard', {})).cardNumber).toBe(a.cardNumber);
    expect(await docData(C.cards, a.cardNumber)).toMatchObject({ uid: member.uid });
    expect(await docData(C.profiles, member.uid)).toMatchObject({ cardNumber: a.cardNumber });
    const theirs = await admin().db.collection(C.cards).where('uid', '==', member.uid).get();
    expect(theirs.size).toBe(1);
  });

  it('finds its member at the desk, with their loans, holds and block; so does their e-mail', async () => {
    const member = await account('reader', 'Salma', 'Idris');
    const { cardNumber } = await member.call('getLibraryCard', {});
    const [t, wanted] = [
      await lendingTitle(librarian, { copies: ['main'] }),
      await lendingTitle(librarian, { copies: ['hatta'] }),
    ];
    const out = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email });
    const held = await member.call('placeHold', { bookId: wanted.id, format: 'physical', pickupBranchId: 'al-safa' });

    const found = await librarian.call('findMember', { query: cardNumber });
    expect(found).toMatchObject({ uid: member.uid, name: 'Salma I.', email: member.email, cardNumber, blocked: false });
    expect(found.loans).toEqual([
      expect.objectContaining({ loanId: out.loanId, bookId: t.id, barcode: t.barcodes[0], dueAt: out.dueAt }),
    ]);
    expect(found.holds).toEqual([
      expect.objectContaining({ holdId: held.holdId, state: 'waiting', pickupBranchId: 'al-safa' }),
    ]);
    expect(await librarian.call('findMember', { query: `  ${member.email.toUpperCase()} ` })).toMatchObject({
      uid: member.uid,
    });
    expect(found.notices).toEqual([]);

    // Her hold made ready (the copy checked in at her branch): the desk sees the notice, unread, then read.
    const near = await lendingTitle(librarian, { copies: ['al-safa'] });
    await librarian.call('checkOut', { barcode: near.barcodes[0]!, email: (await account()).email });
    const nearHold = await member.call('placeHold', { bookId: near.id, format: 'physical', pickupBranchId: 'al-safa' });
    await librarian.call('checkIn', { barcode: near.barcodes[0]! });
    const told = (await librarian.call('findMember', { query: cardNumber })).notices;
    expect(told).toEqual([expect.objectContaining({ kind: 'holdReady', bookId: near.id, read: false })]);
    await admin()
      .db.doc(`${C.notices}/${noticeId('holdReady', nearHold.holdId)}`)
      .update({ readAt: new Date() });
    expect((await librarian.call('findMember', { query: cardNumber })).notices[0]).toMatchObject({ read: true });

    // A loan more than 30 days overdue: the desk sees the block.
    const late = storedLoan(member.uid);
    late.dueAt = new Date(Date.now() - 31 * DAY_MS);
    await admin().db.collection(C.loans).add(forAdmin(late));
    expect((await librarian.call('findMember', { query: cardNumber })).blocked).toBe(true);
  });

  it('answers member-not-found for an unissued number or unknown e-mail, and refuses a malformed one', async () => {
    await expect(librarian.call('findMember', { query: '29417000000425' })).rejects.toMatchObject(
      refusal('member-not-found'),
    );
    await expect(librarian.call('findMember', { query: 'nobody-here@test.library' })).rejects.toMatchObject(
      refusal('member-not-found'),
    );
    // One digit off (the check digit catches it), a name, a path.
    for (const query of ['29417000000426', 'Salma Idris', `../${C.cards}/x`, ''])
      await expect(librarian.call('findMember', { query })).rejects.toMatchObject(
        refusal('validation', 'INVALID_ARGUMENT'),
      );
  });

  it('is replaced by staff: the old number finds nobody, the member sees the new one, the audit log says who', async () => {
    const member = await account();
    const { cardNumber: old } = await member.call('getLibraryCard', {});
    const { cardNumber: fresh } = await librarian.call('replaceCard', { uid: member.uid });
    expect(fresh).not.toBe(old);
    expect(isCardNumber(fresh)).toBe(true);
    await expect(librarian.call('findMember', { query: old })).rejects.toMatchObject(refusal('member-not-found'));
    expect((await librarian.call('findMember', { query: fresh })).uid).toBe(member.uid);
    expect((await member.call('getLibraryCard', {})).cardNumber).toBe(fresh);
    expect(await docData(C.cards, old)).toBeUndefined();
    const audit = await admin()
      .db.collection(C.auditLog)
      .where('action', '==', 'card-replaced')
      .where('targetUid', '==', member.uid)
      .get();
    expect(audit.docs.map((d) => d.get('actorEmail'))).toEqual([librarian.email]);
    await expect(librarian.call('replaceCard', { uid: 'no-such-member' })).rejects.toMatchObject(
      refusal('member-not-found'),
    );
  });
});

describe('Find Member by name', () => {
  /** The members whose name begins with `name`, once the name keys (a trigger) have caught up. */
  const matching = (name: string, expected: number) =>
    expect
      .poll(async () => (await librarian.call('searchMembers', { name })).members, { timeout: 15_000 })
      .toHaveLength(expected);

  it('finds members by the start of the first or last name, any case or accent, Arabic as typed', async () => {
    const stamp = runStamp();
    const sara = await account('reader', `Sára${stamp}`, `Öztürk${stamp}`);
    const samir = await account('reader', `Sara${stamp}x`, 'Haddad');
    const ibrahim = await account('reader', `إبراهيم${stamp}`, `الحسن${stamp}`);
    const { cardNumber } = await sara.call('getLibraryCard', {});

    await matching(`sara${stamp}`, 2);
    const both = (await librarian.call('searchMembers', { name: `SARA${stamp}` })).members;
    expect(both.map((m) => m.uid).sort()).toEqual([sara.uid, samir.uid].sort());
    expect(both.find((m) => m.uid === sara.uid)).toEqual({
      uid: sara.uid,
      fullName: `Sára${stamp} Öztürk${stamp}`,
      email: sara.email,
      cardNumber,
    });
    // The last name, then the first: "öztürk sára" as "oztürk sa".
    await matching(`oztürk${stamp} sa`, 1);
    // Arabic without its hamza or marks, as a desk keyboard types it.
    await matching(`ابراهيم${stamp}`, 1);
    expect((await librarian.call('searchMembers', { name: `الحسن${stamp}` })).members[0]?.uid).toBe(ibrahim.uid);
    expect((await librarian.call('searchMembers', { name: `nobody${stamp}` })).members).toEqual([]);

    // A renamed member is found by the new name, not the old one.
    await admin()
      .db.doc(`${C.profiles}/${samir.uid}`)
      .update({ firstName: `Samir${stamp}` });
    await matching(`samir${stamp}`, 1);
    await matching(`sara${stamp}`, 1);
  });

  it('is staff only, needs two letters, and a member cannot write name keys to be found as someone else', async () => {
    const stamp = runStamp();
    const victim = await account('reader', `Victim${stamp}`, 'Member');
    const attacker = await account();
    await matching(`victim${stamp}`, 1);
    await expect(attacker.call('searchMembers', { name: `victim${stamp}` })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    for (const name of ['', ' ', 'v'])
      await expect(librarian.call('searchMembers', { name })).rejects.toMatchObject(
        refusal('validation', 'INVALID_ARGUMENT'),
      );
    for (const field of ['nameKey', 'lastNameKey'])
      expect(
        await restPatch(`${C.profiles}/${attacker.uid}`, attacker.token, { [field]: `victim${stamp} member` }),
      ).toBe(403);
    expect((await librarian.call('searchMembers', { name: `victim${stamp}` })).members.map((m) => m.uid)).toEqual([
      victim.uid,
    ]);
  });
});

describe('library cards, as the attacker', () => {
  it("refuses a reader the lookup and someone else's replacement, and a demoted librarian's old token", async () => {
    const [victim, reader] = [await account(), await account()];
    const { cardNumber } = await victim.call('getLibraryCard', {});
    await expect(reader.call('findMember', { query: cardNumber })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    await expect(reader.call('replaceCard', { uid: victim.uid })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    const ex = await account('librarian');
    expect((await ex.call('findMember', { query: cardNumber })).uid).toBe(victim.uid); // positive control
    await admin().db.doc(`${C.profiles}/${ex.uid}`).update({ role: 'reader' });
    await expect(ex.call('findMember', { query: cardNumber })).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    await expect(ex.call('replaceCard', { uid: victim.uid })).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await victim.call('getLibraryCard', {})).cardNumber).toBe(cardNumber);
  });

  it('keeps card documents from every client, and a member cannot write a card number onto their profile', async () => {
    const [victim, attacker] = [await account(), await account()];
    const { cardNumber } = await victim.call('getLibraryCard', {});
    const mine = await attacker.call('getLibraryCard', {});
    for (const token of [victim.token, attacker.token])
      expect(await restGet(`${C.cards}/${cardNumber}`, token)).toBe(403);
    expect((await restList(C.cards, attacker.token, 10)).status).toBe(403);
    // Taking over the victim's number by writing it onto one's own profile: refused, nothing changes.
    expect(await restPatch(`${C.profiles}/${attacker.uid}`, attacker.token, { cardNumber })).toBe(403);
    expect(await docData(C.profiles, attacker.uid)).toMatchObject({ cardNumber: mine.cardNumber });
    expect((await librarian.call('findMember', { query: cardNumber })).uid).toBe(victim.uid);
  });
});
