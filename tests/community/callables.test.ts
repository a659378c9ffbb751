/**
 * The community callables and the assistant trigger against the emulators: moderation blocks
 * saving, membership is idempotent, counts are exact, and @dplAI is answered exactly once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { assistantReplyId } from '@shared/mention';
import type { DiscussionInput, GroupInput } from '@shared/schemas';
import { eventually, quietFor } from '../../testing/eventually';
import { admin, clientFor, signedInClient, closeAfter } from '../../testing/clients';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const track = closeAfter(afterEach);

async function member(profile?: { firstName: string; lastName: string }): Promise<Client> {
  const client = await signedInClient('reader');
  track(client);
  if (profile)
    await admin()
      .db.doc(`${COLLECTIONS.profiles}/${client.uid}`)
      .set({ email: client.email, ...profile });
  return client;
}

const group = (over: Partial<GroupInput> = {}): GroupInput => ({
  name: `Test group ${Date.now()}`,
  description: 'A group created by the emulator tests.',
  currentBookId: '',
  nextMeeting: '',
  ...over,
});

async function newDiscussion(client: Client): Promise<string> {
  const input: DiscussionInput = { title: `Test discussion ${Date.now()}`, content: 'What are you reading?' };
  return (await client.call('createDiscussion', input)).id;
}

const groupDoc = (id: string) => admin().db.doc(`${COLLECTIONS.groups}/${id}`);
const discussionDoc = (id: string) => admin().db.doc(`${COLLECTIONS.discussions}/${id}`);
const repliesOf = (id: string) => discussionDoc(id).collection(COLLECTIONS.replies);

describe('moderation blocks saving', () => {
  it('refuses an unsafe group with failed-precondition and the reason, and writes nothing', async () => {
    const reader = await member();
    const call = reader.call('createGroup', group({ description: 'Only for idiots who cannot read.' }));
    await expect(call).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      // The offline moderator's reason is the server's own words: its key lets the web translate it.
      details: {
        reason: 'moderation-unsafe',
        moderationReason: expect.stringMatching(/insult/i),
        moderationReasonKey: 'insult',
      },
    });
    const written = await admin().db.collection(COLLECTIONS.groups).where('createdBy', '==', reader.uid).get();
    expect(written.size).toBe(0);
  });

  it('refuses an unsafe discussion and writes nothing', async () => {
    const reader = await member();
    const input: DiscussionInput = { title: 'You are all idiots', content: 'Fine text otherwise.' };
    await expect(reader.call('createDiscussion', input)).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'moderation-unsafe' },
    });
    const written = await admin().db.collection(COLLECTIONS.discussions).where('createdBy', '==', reader.uid).get();
    expect(written.size).toBe(0);
  });

  it('refuses an unsafe reply, leaving the replies and replyCount unchanged', async () => {
    const reader = await member();
    const id = await newDiscussion(reader);
    await expect(
      reader.call('postReply', { discussionId: id, content: 'What a stupid question.' }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'moderation-unsafe' } });
    expect((await repliesOf(id).get()).size).toBe(0);
    expect((await discussionDoc(id).get()).get('replyCount')).toBe(0);
  });
});

describe('groups', () => {
  it('creates a group under the display name, copies the book title and joins the creator', async () => {
    const reader = await member({ firstName: 'Grace', lastName: 'Hopper' });
    const meeting = '2030-05-04T18:30:00.000Z';
    const { id } = await reader.call('createGroup', group({ currentBookId: 'dune', nextMeeting: meeting }));
    const snap = await groupDoc(id).get();
    expect(snap.data()).toMatchObject({
      createdBy: reader.uid,
      createdByName: 'Grace H.',
      currentBookId: 'dune',
      currentBookTitle: 'Dune',
      memberCount: 1,
    });
    expect(snap.get('nextMeeting').toDate().toISOString()).toBe(meeting);
    const membership = await groupDoc(id).collection(COLLECTIONS.members).doc(reader.uid).get();
    expect(membership.get('displayName')).toBe('Grace H.');
  });

  it('refuses a current book that is not in the catalogue and writes nothing', async () => {
    const reader = await member();
    await expect(reader.call('createGroup', group({ currentBookId: 'no-such-book-anywhere' }))).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      details: { field: 'currentBookId' },
    });
    const written = await admin().db.collection(COLLECTIONS.groups).where('createdBy', '==', reader.uid).get();
    expect(written.size).toBe(0);
  });

  it('counts a member who joins twice (one after the other and in parallel) once', async () => {
    const owner = await member();
    const joiner = await member();
    const { id } = await owner.call('createGroup', group());
    await joiner.call('joinGroup', { groupId: id });
    await joiner.call('joinGroup', { groupId: id });
    await Promise.all([1, 2, 3].map(() => joiner.call('joinGroup', { groupId: id })));
    expect((await groupDoc(id).get()).get('memberCount')).toBe(2);
    const members = await groupDoc(id).collection(COLLECTIONS.members).get();
    expect(members.docs.map((d) => d.id).sort()).toEqual([owner.uid, joiner.uid].sort());
  });

  it('leaves nothing changed when a non-member leaves, and counts a real leave once', async () => {
    const owner = await member();
    const other = await member();
    const { id } = await owner.call('createGroup', group());
    const res = await other.call('leaveGroup', { groupId: id });
    expect(res).toEqual({ member: false });
    expect((await groupDoc(id).get()).get('memberCount')).toBe(1);

    await Promise.all([1, 2].map(() => owner.call('leaveGroup', { groupId: id })));
    expect((await groupDoc(id).get()).get('memberCount')).toBe(0);
    expect((await groupDoc(id).collection(COLLECTIONS.members).get()).size).toBe(0);
  });

  it('answers not-found for an unknown group', async () => {
    const reader = await member();
    await expect(reader.call('joinGroup', { groupId: 'no-such-group' })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });

  it('refuses visitors', async () => {
    const visitor = await clientFor();
    track(visitor);
    await expect(visitor.call('createGroup', group())).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await expect(visitor.call('joinGroup', { groupId: 'classics-circle' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });
});

describe('discussions and replies', () => {
  it('stores the author by display name, never the e-mail, and counts replies', async () => {
    const reader = await member();
    const id = await newDiscussion(reader);
    const discussion = await discussionDoc(id).get();
    expect(discussion.get('authorName')).not.toContain(reader.email);
    expect(discussion.get('authorName')).toMatch(/^u\*\*\*@t\*\*\*$/);

    const res = await reader.call('postReply', {
      discussionId: id,
      content: 'A plain reply.',
    });
    expect(res.assistantRequested).toBe(false);
    const reply = await repliesOf(id).doc(res.id).get();
    expect(reply.data()).toMatchObject({ content: 'A plain reply.', createdBy: reader.uid, isAssistant: false });
    expect((await discussionDoc(id).get()).get('replyCount')).toBe(1);
  });

  it('refuses a blank reply and a reply to an unknown discussion', async () => {
    const reader = await member();
    await expect(reader.call('postReply', { discussionId: 'welcome', content: '   ' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'validation', field: 'content' },
    });
    await expect(
      reader.call('postReply', { discussionId: 'no-such-discussion', content: 'Hello' }),
    ).rejects.toMatchObject({ code: 'functions/not-found' });
  });

  it('answers an @dplAI reply exactly once, as the assistant, with replyCount +2', async () => {
    const reader = await member();
    const id = await newDiscussion(reader);
    const res = await reader.call('postReply', {
      discussionId: id,
      content: 'Hey @DPLAI, what should I read next?',
    });
    expect(res.assistantRequested).toBe(true);

    const answer = await eventually(
      () => repliesOf(id).doc(assistantReplyId(res.id)).get(),
      (s) => s.exists,
    );
    expect(answer.data()).toMatchObject({ isAssistant: true, authorName: 'dplAI', createdBy: null });
    expect(answer.get('content')).toEqual(expect.any(String));
    // Without a key the offline helper's fixed greeting answers, stored with its key for the web's i18n.
    expect(answer.get('assistantNotice')).toBe('offline');
    // Give a duplicate delivery time to show up, then count.
    await quietFor(1500);
    const replies = await repliesOf(id).get();
    expect(replies.docs.filter((d) => d.get('isAssistant') === true)).toHaveLength(1);
    expect(replies.size).toBe(2);
    expect((await discussionDoc(id).get()).get('replyCount')).toBe(2);
  });

  it('does not answer a redelivered mention whose answer already exists', async () => {
    const reader = await member();
    const id = await newDiscussion(reader);
    // Simulate a retried event: the answer is already stored when the reply event arrives.
    await repliesOf(id).doc(assistantReplyId('r-retried')).set({ content: 'earlier answer', isAssistant: true });
    await repliesOf(id).doc('r-retried').set({ content: '@dplAI again?', isAssistant: false, createdBy: reader.uid });
    // A second, fresh mention proves the trigger is running before we judge the first.
    const fresh = await reader.call('postReply', {
      discussionId: id,
      content: '@dplAI hello',
    });
    await eventually(
      () => repliesOf(id).doc(assistantReplyId(fresh.id)).get(),
      (s) => s.exists,
    );
    await quietFor(1500);
    expect((await repliesOf(id).doc(assistantReplyId('r-retried')).get()).get('content')).toBe('earlier answer');
    // Only the callable's reply and the fresh answer were counted.
    expect((await discussionDoc(id).get()).get('replyCount')).toBe(2);
  });

  it('does not answer a reply that merely contains the letters dplAI (while a real mention in the same discussion is answered)', async () => {
    const reader = await member();
    const id = await newDiscussion(reader);
    const res = await reader.call('postReply', {
      discussionId: id,
      content: 'I like the dplAI project',
    });
    expect(res.assistantRequested).toBe(false);
    // Positive control: a real mention after it, in the same setup, IS answered, so the trigger
    // was running and had the letters-only reply before it when we judge that one.
    const mention = await reader.call('postReply', {
      discussionId: id,
      content: '@dplAI what should I read next?',
    });
    expect(mention.assistantRequested).toBe(true);
    const answer = await eventually(
      () => repliesOf(id).doc(assistantReplyId(mention.id)).get(),
      (s) => s.exists,
    );
    expect(answer.get('isAssistant')).toBe(true);
    await quietFor(1500);
    expect((await repliesOf(id).doc(assistantReplyId(res.id)).get()).exists).toBe(false);
    // The two replies and the one answer to the real mention.
    expect((await repliesOf(id).get()).size).toBe(3);
  });
});
