/**
 * Posting to the community and taking a share of what the library lends need a verified e-mail
 * address (each contract's verifiedEmail, listed as NEEDS_VERIFIED_EMAIL in shared/callables.ts, checked by functions/src/lib/callable.ts):
 * every callable is walked with an unverified member's raw token, so the list and the server agree;
 * an unverified member cannot tie up an e-book licence; the same member is accepted once the
 * address is verified and the token refreshed. Book chat and leaving a group stay open to them. Also: Forgot your password? issues a reset code for an
 * address with an account and nothing for one without (the web shows the same answer for both).
 */
import { sendPasswordResetEmail } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, NEEDS_VERIFIED_EMAIL, needsVerifiedEmail } from '@shared/callables';
import { COLLECTIONS as C } from '@shared/collections';
import { storedDiscussion, storedGroup } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { oobCodesFor } from '../../testing/auth-emulator';
import { admin, clientFor, closeAfter, signedInClient } from '../../testing/clients';
import { rawCall } from '../../testing/attacker';
import { account, availabilityOf, lendingTitle } from '../../testing/lending';

const track = closeAfter(afterAll);
const errorOf = (r: Awaited<ReturnType<typeof rawCall>>) => r.body.error as { status: string; details?: unknown };

describe('an unverified e-mail address', () => {
  it('is refused by exactly the callables on NEEDS_VERIFIED_EMAIL, walking every callable', async () => {
    const member = track(await signedInClient('reader', undefined, { emailVerified: false }));
    const token = await member.auth.currentUser!.getIdToken();
    // deleteAccount last: it ends the account the others are called with.
    const names = [...CALLABLE_NAMES].sort((a, b) => Number(a === 'deleteAccount') - Number(b === 'deleteAccount'));
    const refusedFor: string[] = [];
    for (const name of names) {
      // The check comes before the input is read, so an empty request is enough.
      const reason = (errorOf(await rawCall(name, {}, { token }))?.details as { reason?: string } | undefined)?.reason;
      if (reason === 'email-unverified') refusedFor.push(name);
      else expect(needsVerifiedEmail(name), `${name} answered ${reason ?? 'without refusing'}`).toBe(false);
    }
    expect(refusedFor.sort()).toEqual([...NEEDS_VERIFIED_EMAIL].sort());
    // Each callable's first call starts its worker in the Functions emulator.
  }, 180_000);

  it('cannot borrow an e-book or join a hold queue, so throwaway accounts cannot tie up licences', async () => {
    const librarian = await account('librarian');
    const title = await lendingTitle(librarian, { ebook: 1 });
    const member = track(await signedInClient('reader', undefined, { emailVerified: false }));
    const token = await member.auth.currentUser!.getIdToken();
    for (const [name, data] of [
      ['borrowDigital', { bookId: title.id, format: 'ebook' }],
      ['placeHold', { bookId: title.id, format: 'ebook' }],
    ] as const) {
      expect(errorOf(await rawCall(name, data, { token })), name).toMatchObject({
        status: 'FAILED_PRECONDITION',
        details: { reason: 'email-unverified' },
      });
    }
    const { db } = admin();
    expect((await db.collection(C.loans).where('uid', '==', member.uid).get()).size).toBe(0);
    expect((await db.collection(C.holds).where('uid', '==', member.uid).get()).size).toBe(0);
    expect((await availabilityOf(title.id)).digital.ebook.inUse).toBe(0);
  });

  it('cannot post to the community over raw calls, and can once verified (after a token refresh)', async () => {
    const member = track(await signedInClient('reader', undefined, { emailVerified: false }));
    const { db, auth } = admin();
    const discussionId = `verify-disc-${member.uid}`;
    const groupId = `verify-group-${member.uid}`;
    await db.doc(`${C.discussions}/${discussionId}`).set(forAdmin(storedDiscussion('someone-else')));
    await db.doc(`${C.groups}/${groupId}`).set(forAdmin(storedGroup('someone-else', { memberCount: 0 })));
    const attempts = [
      ['createDiscussion', { title: 'Hello', content: 'First post.' }],
      ['postReply', { discussionId, content: 'A reply.' }],
      ['createGroup', { name: 'Night owls', description: 'Late readers.', currentBookId: '', nextMeeting: '' }],
      ['joinGroup', { groupId }],
    ] as const;

    let token = await member.auth.currentUser!.getIdToken();
    for (const [name, data] of attempts) {
      const res = await rawCall(name, data, { token });
      expect(errorOf(res), name).toMatchObject({
        status: 'FAILED_PRECONDITION',
        details: { reason: 'email-unverified' },
      });
    }
    // Nothing was written.
    expect((await db.collection(C.discussions).where('createdBy', '==', member.uid).get()).size).toBe(0);
    expect((await db.collection(`${C.discussions}/${discussionId}/${C.replies}`).get()).size).toBe(0);
    expect((await db.doc(`${C.groups}/${groupId}`).get()).get('memberCount')).toBe(0);
    // Leaving is not posting: it stays open.
    expect((await rawCall('leaveGroup', { groupId }, { token })).body.result).toEqual({ member: false });

    // The member opens the link (here: the Admin SDK marks the address verified); the old token
    // still says unverified and is still refused; a refreshed token is accepted.
    await auth.updateUser(member.uid, { emailVerified: true });
    const stale = await rawCall('createDiscussion', { title: 'Hello', content: 'First post.' }, { token });
    expect(errorOf(stale)).toMatchObject({ details: { reason: 'email-unverified' } });
    token = await member.auth.currentUser!.getIdToken(true);
    for (const [name, data] of attempts) {
      const res = await rawCall(name, data, { token });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect((await db.doc(`${C.groups}/${groupId}`).get()).get('memberCount')).toBe(1);
  });

  it('a member created by the test clients is verified by default and can post', async () => {
    const member = track(await signedInClient('reader'));
    await expect(
      member.call('createDiscussion', { title: 'Verified', content: 'Posting works.' }),
    ).resolves.toMatchObject({ id: expect.any(String) });
  });
});

describe('Forgot your password?', () => {
  it('sends a reset code to an address with an account, and nothing (and no error the web shows) for one without', async () => {
    const member = track(await signedInClient('reader'));
    const visitor = track(await clientFor());
    await sendPasswordResetEmail(visitor.auth, member.email);
    const codes = await oobCodesFor(member.email, 'PASSWORD_RESET');
    expect(codes).toHaveLength(1);
    expect(codes[0]!.oobCode).toEqual(expect.any(String));

    const unknown = `nobody-${Date.now()}@test.library`;
    // The Auth service itself says so (the web app answers the same sentence either way).
    await sendPasswordResetEmail(visitor.auth, unknown).catch((err: { code?: string }) =>
      expect(err.code).toBe('auth/user-not-found'),
    );
    expect(await oobCodesFor(unknown)).toEqual([]);
  });
});
