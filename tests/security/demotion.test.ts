/**
 * Attack: a demoted admin or librarian keeps using an ID token issued BEFORE the demotion (valid
 * for up to an hour, and its claim still says admin/librarian). Defence: privileged callables and
 * the rules also require the server-written role mirror, which setUserRole changes at once.
 * Every attack has its positive control with the same token before the demotion.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { plainBook } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin, signedInClient, closeAfter } from '../../testing/clients';
import { rawCall, restDelete, restGet, restList, restPatch } from '../../testing/attacker';

const track = closeAfter(afterAll);

async function client(role: 'reader' | 'librarian' | 'admin') {
  const c = await signedInClient(role);
  track(c);
  return c;
}

const tokenOf = (c: Awaited<ReturnType<typeof client>>) => c.auth.currentUser!.getIdToken();
const errorStatus = (r: Awaited<ReturnType<typeof rawCall>>) => r.body.error?.status;

describe('a demoted admin with a token from before the demotion', () => {
  it('can no longer re-promote itself, create or list users, or read admin-only documents', async () => {
    const boss = await client('admin');
    const victim = await client('admin');
    const staleToken = await tokenOf(victim);
    const { db } = admin();
    const message = await db.collection(COLLECTIONS.contactMessages).add({ subject: 'private', createdAt: new Date() });

    // Positive controls: the same token works while the role holds.
    expect((await rawCall('listUsers', {}, { token: staleToken })).status).toBe(200);
    expect(await restGet(`${COLLECTIONS.contactMessages}/${message.id}`, staleToken)).toBe(200);

    await boss.call('setUserRole', { uid: victim.uid, role: 'reader' });
    // The stale token still claims admin: that is the attack.
    const claims = JSON.parse(Buffer.from(staleToken.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.role).toBe('admin');

    const selfPromote = await rawCall('setUserRole', { uid: victim.uid, role: 'admin' }, { token: staleToken });
    expect(errorStatus(selfPromote)).toBe('PERMISSION_DENIED');
    const create = await rawCall(
      'createUser',
      { email: `sleeper-${Date.now()}@test.library`, password: 'sleeper-1', role: 'admin' },
      { token: staleToken },
    );
    expect(errorStatus(create)).toBe('PERMISSION_DENIED');
    expect(errorStatus(await rawCall('listUsers', {}, { token: staleToken }))).toBe('PERMISSION_DENIED');
    expect(await restGet(`${COLLECTIONS.contactMessages}/${message.id}`, staleToken)).toBe(403);
    expect((await restList(COLLECTIONS.auditLog, staleToken, 10)).status).toBe(403);

    // Nothing changed: still a reader everywhere.
    expect((await admin().auth.getUser(victim.uid)).customClaims?.role).toBe('reader');
    expect((await db.doc(`${COLLECTIONS.profiles}/${victim.uid}`).get()).get('role')).toBe('reader');
    await message.delete();
  });
});

describe('a demoted librarian with a token from before the demotion', () => {
  it('can no longer edit, delete or add books, over REST or the SDK', async () => {
    const boss = await client('admin');
    const victim = await client('librarian');
    const staleToken = await tokenOf(victim);
    const { db } = admin();
    const book = await db.collection(COLLECTIONS.books).add(forAdmin(plainBook('Demotion Test Book', 'A. Author')));
    const path = `${COLLECTIONS.books}/${book.id}`;

    // Positive control: the librarian may edit (a field the rules accept on its own is not
    // possible for books, so the SDK sends the whole valid update).
    const { doc, updateDoc, serverTimestamp } = await import('firebase/firestore');
    await updateDoc(doc(victim.db, path), {
      title: 'Edited Once',
      titleLower: 'edited once',
      updatedAt: serverTimestamp(),
    });

    await boss.call('setUserRole', { uid: victim.uid, role: 'reader' });

    await expect(
      updateDoc(doc(victim.db, path), { title: 'Vandalised', titleLower: 'vandalised', updatedAt: serverTimestamp() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await restPatch(path, staleToken, { title: 'Vandalised', titleLower: 'vandalised' })).toBe(403);
    expect(await restDelete(path, staleToken)).toBe(403);
    expect((await book.get()).get('title')).toBe('Edited Once');
    await book.delete();
  });
});

describe('the audit trail', () => {
  it('records role changes and account creation for admins, and nobody else can read it', async () => {
    const boss = await client('admin');
    const target = await client('reader');
    await boss.call('setUserRole', { uid: target.uid, role: 'librarian' });
    const email = `audited-${Date.now()}@test.library`;
    await boss.call('createUser', { email, password: 'audited-1', role: 'reader' });

    const { collection, getDocs, limit, query, where } = await import('firebase/firestore');
    const entries = await getDocs(
      query(collection(boss.db, COLLECTIONS.auditLog), where('actorUid', '==', boss.uid), limit(10)),
    );
    const byAction = Object.fromEntries(entries.docs.map((d) => [d.get('action'), d.data()]));
    expect(byAction['role-changed']).toMatchObject({ targetUid: target.uid, fromRole: 'reader', toRole: 'librarian' });
    expect(byAction['user-created']).toMatchObject({ targetEmail: email, fromRole: null, toRole: 'reader' });

    const reader = await client('reader');
    expect((await restList(COLLECTIONS.auditLog, await tokenOf(reader), 10)).status).toBe(403);
    // The librarian just promoted cannot read it either, nor can anyone write it.
    await target.auth.currentUser!.getIdToken(true);
    expect((await restList(COLLECTIONS.auditLog, await tokenOf(target), 10)).status).toBe(403);
    expect(
      await restPatch(`${COLLECTIONS.auditLog}/${entries.docs[0]!.id}`, await tokenOf(boss), { toRole: 'reader' }),
    ).toBe(403);
  });
});
