/**
 * Desk receipts by e-mail (issue 30): asked at Check Out or Check In, the member's receipt for
 * that copy arrives in their inbox, in their language; not asked, nothing is sent; to an address
 * that is not confirmed, nothing is sent and the desk is told so.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { admin } from '../../testing/clients';
import { quietFor } from '../../testing/eventually';
import { account, lendingTitle } from '../../testing/lending';
import { mailTo, siteLinkIn, waitForMail } from '../../testing/mailbox';

describe('desk receipts by e-mail', () => {
  it('Check Out and Check In e-mail the receipt when asked, and only then', async () => {
    const librarian = await account('librarian');
    const t = await lendingTitle(librarian, { copies: ['hatta', 'hatta'], title: `Receipt ${Date.now()}` });
    const member = await account('reader', 'Huda', 'Nasser');
    await admin().db.doc(`${C.profiles}/${member.uid}`).update({ language: 'ar' });

    const lent = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email, emailReceipt: true });
    expect(lent.receiptEmailed).toBe(true);
    const [receipt] = await waitForMail(member.email);
    expect(receipt!.html).toContain('dir="rtl"');
    expect(receipt!.text).toContain(t.title);
    expect(receipt!.text).toContain(t.barcodes[0]!);
    expect(receipt!.headers['list-unsubscribe']).toBeUndefined();
    expect(siteLinkIn(receipt!, '/my-library')).toBeDefined();

    // Not asked: no receipt (another member, the second copy), and the answer says nothing of one.
    const other = await account('reader', 'Rana', 'Haddad');
    const quiet = await librarian.call('checkOut', { barcode: t.barcodes[1]!, email: other.email });
    expect(quiet.receiptEmailed).toBeUndefined();

    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]!, emailReceipt: true });
    expect(back.receiptEmailed).toBe(true);
    const both = await waitForMail(member.email, { count: 2 });
    expect(both.at(-1)!.text).toContain(t.barcodes[0]!);
    await librarian.call('checkIn', { barcode: t.barcodes[1]! });
    await quietFor(1500);
    expect(await mailTo(member.email)).toHaveLength(2);
    expect(await mailTo(other.email)).toEqual([]);
  });

  it('sends nothing to an address that is not confirmed, and tells the desk so', async () => {
    const librarian = await account('librarian');
    const t = await lendingTitle(librarian, { copies: ['main'], title: `Unconfirmed ${Date.now()}` });
    const member = await account('reader', 'Omar', 'Khalid');
    await admin().auth.updateUser(member.uid, { emailVerified: false });
    const lent = await librarian.call('checkOut', { barcode: t.barcodes[0]!, email: member.email, emailReceipt: true });
    expect(lent.receiptEmailed).toBe(false);
    const back = await librarian.call('checkIn', { barcode: t.barcodes[0]!, emailReceipt: true });
    expect(back.receiptEmailed).toBe(false);
    await quietFor(1500);
    expect(await mailTo(member.email)).toEqual([]);
  });
});
