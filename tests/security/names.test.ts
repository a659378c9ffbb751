/**
 * Attack: a member names themselves after the assistant ("dplAI", in any disguise) or the staff
 * ("Library Staff"), or puts an insult in their name, then posts so the name shows on groups,
 * discussions, replies and member lists. Defence: the server derives the name from the profile,
 * refuses reserved names (on the normalised form) and moderates the rest; nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { admin, signedInClient, closeAfter } from '../../testing/clients';
import { plainDiscussion } from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { restPatch } from '../../testing/attacker';

const track = closeAfter(afterAll);
let discussionId = '';
let groupId = '';

beforeAll(async () => {
  const { db } = admin();
  discussionId = (
    await db.collection(COLLECTIONS.discussions).add(forAdmin(plainDiscussion('Names', 'Who is who?', 'Test')))
  ).id;
  groupId = (await db.collection(COLLECTIONS.groups).add({ name: 'Name Testers', description: 'x', memberCount: 0 }))
    .id;
});
afterAll(async () => {
  const { db } = admin();
  await db.recursiveDelete(db.collection(COLLECTIONS.discussions).doc(discussionId));
  await db.recursiveDelete(db.collection(COLLECTIONS.groups).doc(groupId));
});

async function memberNamed(firstName: string, lastName: string) {
  const member = await signedInClient('reader');
  track(member);
  await admin().db.doc(`${COLLECTIONS.profiles}/${member.uid}`).update({ firstName, lastName });
  return member;
}

async function repliesBy(uid: string) {
  const { db } = admin();
  return (
    await db.collection(COLLECTIONS.discussions).doc(discussionId).collection(COLLECTIONS.replies).get()
  ).docs.filter((d) => d.get('createdBy') === uid).length;
}

const refused = { code: 'functions/failed-precondition', details: { reason: 'name-not-allowed' } };

describe('display names', () => {
  it.each([
    ['dplAI', ''],
    ['dpIAI', 'Bot'],
    ['d p l A I', ''],
    ['dpl\u200BAI', ''],
    ['ｄｐｌＡＩ', ''],
    ['dрlАI', ''], // Cyrillic р and А
    ['Library', 'Staff'],
    ['Omar', 'Librarian'],
    ['Head', 'Moderator'],
  ])('a member named %j %j cannot post a reply, start a discussion or join a group', async (first, last) => {
    const member = await memberNamed(first, last);
    await expect(member.call('postReply', { discussionId, content: 'Hello all' })).rejects.toMatchObject(refused);
    await expect(
      member.call('createDiscussion', { title: 'Official notice', content: 'Read this.' }),
    ).rejects.toMatchObject(refused);
    await expect(member.call('joinGroup', { groupId })).rejects.toMatchObject(refused);
    expect(await repliesBy(member.uid)).toBe(0);
    expect(
      (await admin().db.doc(`${COLLECTIONS.groups}/${groupId}/${COLLECTIONS.members}/${member.uid}`).get()).exists,
    ).toBe(false);
  });

  it('an insulting name is refused by moderation, and the verdict is kept server-side', async () => {
    const member = await memberNamed('Stupid', 'Idiot');
    await expect(member.call('postReply', { discussionId, content: 'Hello all' })).rejects.toMatchObject(refused);
    expect(await repliesBy(member.uid)).toBe(0);
    const review = (await admin().db.doc(`${COLLECTIONS.profiles}/${member.uid}`).get()).get('nameReview');
    expect(review).toEqual({ name: 'Stupid Idiot', safe: false });
    // The member cannot clear the verdict themselves.
    const token = await member.auth.currentUser!.getIdToken();
    expect(await restPatch(`${COLLECTIONS.profiles}/${member.uid}`, token, { nameReview: 'cleared' })).toBe(403);
  });

  it('positive control: an ordinary name posts and is shown as first name and initial', async () => {
    const member = await memberNamed('Staffan', 'Khalid');
    await member.call('postReply', { discussionId, content: 'Hello all' });
    const { db } = admin();
    const replies = await db
      .collection(COLLECTIONS.discussions)
      .doc(discussionId)
      .collection(COLLECTIONS.replies)
      .get();
    const mine = replies.docs.find((d) => d.get('createdBy') === member.uid);
    expect(mine?.get('authorName')).toBe('Staffan K.');
    expect(mine?.get('isAssistant')).toBe(false);
  });

  it("the assistant's badge cannot be forged on a reply, even over REST", async () => {
    const member = await memberNamed('Dana', 'Shore');
    await member.call('postReply', { discussionId, content: 'Mine' });
    const { db } = admin();
    const replies = await db
      .collection(COLLECTIONS.discussions)
      .doc(discussionId)
      .collection(COLLECTIONS.replies)
      .get();
    const mine = replies.docs.find((d) => d.get('createdBy') === member.uid)!;
    const token = await member.auth.currentUser!.getIdToken();
    const path = `${COLLECTIONS.discussions}/${discussionId}/${COLLECTIONS.replies}/${mine.id}`;
    expect(await restPatch(path, token, { authorName: 'dplAI' })).toBe(403);
    expect((await mine.ref.get()).get('authorName')).toBe('Dana S.');
  });
});
