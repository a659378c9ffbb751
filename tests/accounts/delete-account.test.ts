/**
 * Delete my account (the deleteAccount callable and accounts/account-erasure.ts) against the emulators,
 * as the member and as an attacker: it only ever deletes the caller, and afterwards nothing private
 * of the account remains while its public posts stay as "Former member", even when the member's
 * own calls and SDK writes keep landing while the deletion runs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import {
  storedChat,
  storedContact,
  storedDiscussion,
  storedGroup,
  storedMember,
  storedReply,
} from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin, closeAfter, signedInClient } from '../../testing/clients';
import { rawCall, restCreate } from '../../testing/attacker';
import { account, availabilityOf, lendingTitle } from '../../testing/lending';

const track = closeAfter(afterAll);
type Client = Awaited<ReturnType<typeof signedInClient>>;
const member = async (role: 'reader' | 'librarian' | 'admin' = 'reader') => track(await signedInClient(role));
const tokenOf = (c: Client) => c.auth.currentUser!.getIdToken();
const errorOf = (r: Awaited<ReturnType<typeof rawCall>>) => r.body.error as { status: string; details?: unknown };
const userExists = (uid: string) =>
  admin()
    .auth.getUser(uid)
    .then(() => true)
    .catch((err: { code?: string }) => {
      if (err.code === 'auth/user-not-found') return false;
      throw err;
    });

/**
 * A member with everything the site keeps about one: a profile with two book chats, a group they
 * started, memberships in that group and in another member's (each counted), a discussion, a
 * reply in another member's discussion, and a contact message sent while signed in.
 */
async function memberWithHistory(other: Client) {
  const leaving = await member();
  const { db } = admin();
  const uid = leaving.uid;
  const set = (path: string, data: object) => db.doc(path).set(forAdmin(data));
  const own = `acct-own-${uid}`;
  const theirs = `acct-theirs-${uid}`;
  const discussion = `acct-disc-${uid}`;
  const otherDiscussion = `acct-other-disc-${uid}`;
  await Promise.all([
    set(`${C.profiles}/${uid}/${C.bookChats}/dune`, storedChat()),
    set(`${C.profiles}/${uid}/${C.bookChats}/emma`, storedChat()),
    set(`${C.groups}/${own}`, storedGroup(uid, { memberCount: 2 })),
    set(`${C.groups}/${own}/${C.members}/${uid}`, storedMember(uid)),
    set(`${C.groups}/${own}/${C.members}/${other.uid}`, storedMember(other.uid)),
    set(`${C.groups}/${theirs}`, storedGroup(other.uid, { memberCount: 2 })),
    set(`${C.groups}/${theirs}/${C.members}/${uid}`, storedMember(uid)),
    set(`${C.groups}/${theirs}/${C.members}/${other.uid}`, storedMember(other.uid)),
    set(`${C.discussions}/${discussion}`, storedDiscussion(uid)),
    set(`${C.discussions}/${otherDiscussion}`, storedDiscussion(other.uid)),
    set(`${C.discussions}/${otherDiscussion}/${C.replies}/r1`, storedReply(uid)),
    set(`${C.discussions}/${otherDiscussion}/${C.replies}/r2`, storedReply(other.uid)),
    set(`${C.contactMessages}/acct-contact-${uid}`, { ...storedContact(), uid }),
  ]);
  return { leaving, uid, own, theirs, discussion, otherDiscussion };
}

describe('deleteAccount', () => {
  it('erases the account and everything private of it, keeps its posts as Former member, and counts exactly', async () => {
    const other = await member();
    const { leaving, uid, own, theirs, discussion, otherDiscussion } = await memberWithHistory(other);
    const oldToken = await tokenOf(leaving);
    const { db } = admin();

    expect(await leaving.call('deleteAccount', null)).toEqual({ deleted: true });

    // The account: gone from Auth, and its still-unexpired ID token is refused.
    expect(await userExists(uid)).toBe(false);
    const replay = await rawCall('whoAmI', null, { token: oldToken });
    expect(replay.status).toBe(401);
    expect(errorOf(replay).status).toBe('UNAUTHENTICATED');

    // Private data: the profile, its book chats, every membership.
    expect((await db.doc(`${C.profiles}/${uid}`).get()).exists).toBe(false);
    expect((await db.collection(`${C.profiles}/${uid}/${C.bookChats}`).get()).size).toBe(0);
    expect((await db.collectionGroup(C.members).where('uid', '==', uid).get()).size).toBe(0);
    for (const group of [own, theirs]) {
      const members = await db.collection(`${C.groups}/${group}/${C.members}`).get();
      expect(members.docs.map((d) => d.id)).toEqual([other.uid]);
      expect((await db.doc(`${C.groups}/${group}`).get()).get('memberCount')).toBe(1);
    }

    // Public posts stay, without a name or an account behind them.
    const post = (await db.doc(`${C.discussions}/${discussion}`).get()).data();
    expect(post).toMatchObject({ createdBy: null, authorName: '', formerMember: true, title: 'Favourite openings' });
    const reply = (await db.doc(`${C.discussions}/${otherDiscussion}/${C.replies}/r1`).get()).data();
    expect(reply).toMatchObject({ createdBy: null, authorName: '', formerMember: true, content: 'Call me Ishmael.' });
    const group = (await db.doc(`${C.groups}/${own}`).get()).data();
    expect(group).toMatchObject({ createdBy: null, createdByName: '', formerMember: true, name: 'Winter Readers' });
    // Nothing anywhere still names the uid as an author or sender.
    for (const query of [
      db.collection(C.discussions).where('createdBy', '==', uid),
      db.collectionGroup(C.replies).where('createdBy', '==', uid),
      db.collection(C.groups).where('createdBy', '==', uid),
      db.collection(C.contactMessages).where('uid', '==', uid),
    ])
      expect((await query.get()).size).toBe(0);

    // The other member's things are untouched.
    const theirReply = (await db.doc(`${C.discussions}/${otherDiscussion}/${C.replies}/r2`).get()).data();
    expect(theirReply).toMatchObject({ createdBy: other.uid, authorName: 'Omar K.', formerMember: false });
    expect((await db.doc(`${C.groups}/${theirs}`).get()).get('createdBy')).toBe(other.uid);
    expect(await userExists(other.uid)).toBe(true);

    // The audit entry names the account by uid only.
    const audit = await db.collection(C.auditLog).where('targetUid', '==', uid).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ action: 'account-deleted', actorUid: uid, actorEmail: '', targetEmail: '' }),
    ]);
    expect(JSON.stringify(audit.docs[0]!.data())).not.toContain(leaving.email);
  });

  it("cannot delete another member's account: it takes no input and only ever deletes the caller", async () => {
    const victim = await member();
    const attacker = await member();
    const token = await tokenOf(attacker);
    for (const payload of [{ uid: victim.uid }, { userId: victim.uid }, victim.uid]) {
      const res = await rawCall('deleteAccount', payload, { token });
      expect(errorOf(res).status).toBe('INVALID_ARGUMENT');
    }
    expect(await userExists(victim.uid)).toBe(true);
    expect(await userExists(attacker.uid)).toBe(true);
    // Without a token there is no caller to delete.
    expect(errorOf(await rawCall('deleteAccount', null)).status).toBe('UNAUTHENTICATED');
    // With the attacker's own token, the attacker's account goes and the victim's stays.
    expect((await rawCall('deleteAccount', null, { token })).body.result).toEqual({ deleted: true });
    expect(await userExists(attacker.uid)).toBe(false);
    expect(await userExists(victim.uid)).toBe(true);
  });

  it('refuses an admin (the site must keep its admins) and deletes nothing', async () => {
    const boss = await member('admin');
    await expect(boss.call('deleteAccount', null)).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'self-demotion' },
    });
    expect(await userExists(boss.uid)).toBe(true);
    expect((await admin().db.doc(`${C.profiles}/${boss.uid}`).get()).exists).toBe(true);
  });

  it("leaves nothing of the member's own calls that land while it runs", async () => {
    const librarian = await account('librarian');
    const other = await account();
    const paper = await lendingTitle(librarian, { copies: ['main'] });
    await librarian.call('checkOut', { barcode: paper.barcodes[0]!, email: other.email });
    const ebook = await lendingTitle(librarian, { ebook: 2 });
    const leaving = await member();
    const uid = leaving.uid;
    const { db } = admin();
    const groupId = `race-group-${uid}`;
    const discussionId = `race-disc-${uid}`;
    await db.doc(`${C.groups}/${groupId}`).set(forAdmin(storedGroup(other.uid, { memberCount: 0 })));
    await db.doc(`${C.discussions}/${discussionId}`).set(forAdmin(storedDiscussion(other.uid)));
    const token = await tokenOf(leaving);

    // Everything the member can write about themselves, over raw calls and Firestore's REST API.
    const profile = `${C.profiles}/${uid}`;
    const recreateProfile = (firstName: string) =>
      restCreate(profile, token, { email: leaving.email, firstName }, 'createdAt');
    const attempts = [
      () => rawCall('joinGroup', { groupId }, { token }),
      () => rawCall('postReply', { discussionId, content: 'Still here.' }, { token }),
      () => rawCall('bookChat', { bookId: paper.id, message: 'Is it a good read?' }, { token }),
      () => rawCall('placeHold', { bookId: paper.id, format: 'physical', pickupBranchId: 'main' }, { token }),
      () => rawCall('borrowDigital', { bookId: ebook.id, format: 'ebook' }, { token }),
      () => recreateProfile('Back'),
    ];
    // Each callable answers once first, so its worker is running (the Functions emulator starts one
    // per call in flight: dozens of cold starts at once would starve the machine), and so the
    // account has a membership, a reply, a chat, a hold and a loan for the deletion to erase.
    for (const attempt of attempts) await attempt();
    await rawCall('deleteAccount', { warm: true }, { token });

    // Then one lane per kind of write, each calling again as soon as it is answered, from just
    // before the deletion starts until just after it answered.
    let answered = false;
    const lanes = attempts.map(async (attempt) => {
      do await attempt();
      while (!answered);
      await attempt();
    });
    const deletion = await rawCall('deleteAccount', null, { token });
    answered = true;
    expect(deletion.body.result).toEqual({ deleted: true });
    await Promise.all(lanes);

    expect(await userExists(uid)).toBe(false);
    expect((await db.doc(profile).get()).exists).toBe(false);
    expect((await db.collection(`${profile}/${C.bookChats}`).get()).size).toBe(0);
    expect((await db.collectionGroup(C.members).where('uid', '==', uid).get()).size).toBe(0);
    expect((await db.doc(`${C.groups}/${groupId}`).get()).get('memberCount')).toBe(0);
    expect((await db.collectionGroup(C.replies).where('createdBy', '==', uid).get()).size).toBe(0);
    expect((await db.collection(C.holds).where('uid', '==', uid).get()).size).toBe(0);
    expect((await db.collection(C.loans).where('uid', '==', uid).get()).size).toBe(0);
    expect((await db.collection(C.notices).where('uid', '==', uid).get()).size).toBe(0);
    // The public queue keeps no seq nobody could cancel; both licences are free again.
    const [paperAv, ebookAv] = await Promise.all([availabilityOf(paper.id), availabilityOf(ebook.id)]);
    expect(paperAv.queue.physical).toEqual([]);
    expect(ebookAv.digital.ebook.inUse).toBe(0);

    // The still-unexpired token writes nothing more, whatever the client.
    expect(await recreateProfile('Again')).toBe(403);
    expect((await db.doc(profile).get()).exists).toBe(false);
  }, 90_000);
});
