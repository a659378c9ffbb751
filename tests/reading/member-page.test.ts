/**
 * setMemberPage through the Functions emulator, and what a hostile client gets of a page: it
 * carries the name the member posts under and never an e-mail address; a reserved name is refused
 * with nothing written; turning it off removes it at once; nobody writes one directly.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { restCreate, restPatch, restRead } from '../../testing/attacker';
import { admin } from '../../testing/clients';
import { account, docData } from '../../testing/lending';

describe('setMemberPage', () => {
  it('turns the page on with the member’s posting name, no e-mail, and off again', async () => {
    const member = await account('reader', 'Layla', 'Haddad');
    expect(await member.call('setMemberPage', { enabled: true })).toEqual({ enabled: true });
    const page = await restRead(`${C.memberPages}/${member.uid}`, member.token);
    expect(page.status).toBe(200);
    expect(page.text).toEqual({ name: 'Layla H.' });
    expect(JSON.stringify(await docData(C.memberPages, member.uid))).not.toContain('@');

    expect(await member.call('setMemberPage', { enabled: false })).toEqual({ enabled: false });
    expect(await docData(C.memberPages, member.uid)).toBeUndefined();
  });

  it('refuses a reserved name and writes nothing', async () => {
    const member = await account('reader', 'Library', 'Staff');
    await expect(member.call('setMemberPage', { enabled: true })).rejects.toMatchObject({ reason: 'name-not-allowed' });
    expect(await docData(C.memberPages, member.uid)).toBeUndefined();
  });

  it('nobody writes a page over REST: not their own, not another’s', async () => {
    const [victim, attacker] = [await account('reader', 'Sara', 'Ali'), await account()];
    await victim.call('setMemberPage', { enabled: true });
    expect(await restPatch(`${C.memberPages}/${victim.uid}`, attacker.token, { name: 'Scam link' })).toBe(403);
    expect(await restCreate(`${C.memberPages}/${attacker.uid}`, attacker.token, { name: 'Librarian' })).toBe(403);
    expect((await admin().db.doc(`${C.memberPages}/${victim.uid}`).get()).get('name')).toBe('Sara A.');
  });

  it('an erased account leaves no page', async () => {
    const leaving = await account('reader', 'Omar', 'Said');
    await leaving.call('setMemberPage', { enabled: true });
    await leaving.call('deleteAccount', null);
    expect(await docData(C.memberPages, leaving.uid)).toBeUndefined();
  });
});
