/**
 * Book clubs against the emulators (docs/community.md, "Virtual book clubs"), written as the
 * attacker: a member at milestone 1 tries every route to a milestone-3 post (a direct read over
 * REST and the SDK, a query without the bound or with a wider one, a collection-group query, the
 * group's document, a reply in the thread), raises someone else's progress, and posts beyond their
 * own. The creator's schedule and opening, and the counts the callables keep, are checked too.
 */
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { milestonesUpTo } from '@shared/documents/community';
import { restCreate, restGet, restPatch, restRead } from '../../testing/attacker';
import { admin, closeAfter, signedInClient } from '../../testing/clients';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const track = closeAfter(afterEach);
const member = async (role: 'reader' | 'librarian' = 'reader') => track(await signedInClient(role));
const tokenOf = (c: Client) => c.auth.currentUser!.getIdToken();
const refused = (reason: string) => ({ details: { reason } });
const { db } = admin();

const PLANTED = 'PLANTED-LATER-TEXT: the heir turns out to be the narrator';
const SCHEDULE = [
  { label: 'Part 1', dueOn: '' },
  { label: 'Part 2', dueOn: '' },
  { label: 'Part 3', dueOn: '2031-01-10' },
];

const made = { groups: [] as string[], discussions: [] as string[] };
afterAll(async () => {
  // The browser tests that follow read /community's first pages.
  for (const id of made.groups) await db.recursiveDelete(db.doc(`${C.groups}/${id}`));
  for (const id of made.discussions) await db.recursiveDelete(db.doc(`${C.discussions}/${id}`));
});

/** A club reading Dune in three parts: `owner` created it, the others joined. */
async function club(owner: Client, ...joiners: Client[]): Promise<string> {
  const { id } = await owner.call('createGroup', {
    name: `Club ${Date.now()}`,
    description: 'A club made by the emulator tests.',
    currentBookId: 'dune',
    nextMeeting: '2031-02-03T17:00:00.000Z',
  });
  made.groups.push(id);
  for (const joiner of joiners) await joiner.call('joinGroup', { groupId: id });
  await owner.call('setClubSchedule', { groupId: id, milestones: SCHEDULE });
  return id;
}

async function discussionIn(author: Client, groupId: string, title: string, milestone?: number) {
  const { id } = await author.call('createDiscussion', {
    groupId,
    title,
    content: `${title}. ${PLANTED}`,
    ...(milestone === undefined ? {} : { milestone }),
  });
  made.discussions.push(id);
  return id;
}

const groupDiscussions = (sdk: Firestore, groupId: string, ...filters: ReturnType<typeof where>[]) =>
  getDocs(query(collection(sdk, C.discussions), where('groupId', '==', groupId), ...filters, limit(50)));

describe('a member at milestone 1 and a milestone-3 post', () => {
  let owner: Client;
  let early: Client;
  let late: Client;
  let groupId: string;
  let laterId: string;
  let earlyId: string;

  beforeAll(async () => {
    owner = await signedInClient('reader');
    early = await signedInClient('reader');
    late = await signedInClient('reader');
    groupId = await club(owner, early, late);
    await early.call('setReadingProgress', { groupId, milestone: 1, shareName: false });
    await late.call('setReadingProgress', { groupId, milestone: 3, shareName: true });
    laterId = await discussionIn(late, groupId, 'The ending'); // the author's own milestone: 3
    earlyId = await discussionIn(early, groupId, 'First chapters');
  });
  afterAll(async () => {
    for (const c of [owner, early, late]) await c.close();
  });

  it('tags each post with its author’s milestone and counts them on the group (no text there)', async () => {
    expect((await db.doc(`${C.discussions}/${laterId}`).get()).data()).toMatchObject({ milestone: 3, groupId });
    expect((await db.doc(`${C.discussions}/${earlyId}`).get()).data()).toMatchObject({ milestone: 1 });
    const group = (await db.doc(`${C.groups}/${groupId}`).get()).data()!;
    expect(group).toMatchObject({ postCounts: { '1': 1, '3': 1 }, progressCounts: { '1': 1, '3': 1 } });
    // The group's document (its latest counts) is public: nothing of a post's words is in it.
    const overRest = await restRead(`${C.groups}/${groupId}`, await tokenOf(early));
    expect(overRest.status).toBe(200);
    expect(JSON.stringify(overRest.text)).not.toContain('PLANTED');
  });

  it('refuses a direct read over REST and the SDK; the author, staff and a reader who reached it get it', async () => {
    const path = `${C.discussions}/${laterId}`;
    expect(await restGet(path, await tokenOf(early))).toBe(403);
    await expect(getDoc(doc(early.db, path))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await restRead(path, await tokenOf(late))).text.content).toContain(PLANTED);
    const librarian = await member('librarian');
    expect(await restGet(path, await tokenOf(librarian))).toBe(200);
    // A visitor, and a member of another group, get nothing either.
    const stranger = await member();
    expect(await restGet(path, await tokenOf(stranger))).toBe(403);
  });

  it('refuses every query that does not say the reader’s bound, and the bounded one holds only what they reached', async () => {
    // No milestone filter, a wider `in`, a range, a collection-group query over replies.
    await expect(groupDiscussions(early.db, groupId)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      groupDiscussions(early.db, groupId, where('milestone', 'in', milestonesUpTo(3))),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(groupDiscussions(early.db, groupId, where('milestone', '==', 3))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      getDocs(query(collectionGroup(early.db, C.replies), where('milestone', '==', 0), limit(10))),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    const bounded = await groupDiscussions(early.db, groupId, where('milestone', 'in', milestonesUpTo(1)));
    expect(bounded.docs.map((d) => d.id)).toEqual([earlyId]);
    // The whole community's list (milestone 0 only) carries neither.
    const everyone = await getDocs(
      query(collection(early.db, C.discussions), where('milestone', '==', 0), orderBy('createdAt', 'desc'), limit(100)),
    );
    expect(everyone.docs.map((d) => d.id)).not.toContain(laterId);
  });

  it('bounds replies the same way: a later reply in an early thread is the later reader’s only', async () => {
    const { id: replyId } = await late.call('postReply', { discussionId: earlyId, content: `Oh, wait. ${PLANTED}` });
    const reply = (await db.doc(`${C.discussions}/${earlyId}/${C.replies}/${replyId}`).get()).data();
    expect(reply).toMatchObject({ milestone: 3, groupId });
    expect(await restGet(`${C.discussions}/${earlyId}/${C.replies}/${replyId}`, await tokenOf(early))).toBe(403);

    const replies = (sdk: Firestore, reached: number) =>
      getDocs(
        query(
          collection(sdk, C.discussions, earlyId, C.replies),
          where('groupId', '==', groupId),
          where('milestone', 'in', milestonesUpTo(reached)),
          orderBy('createdAt'),
          limit(50),
        ),
      );
    expect((await replies(early.db, 1)).docs.map((d) => d.id)).not.toContain(replyId);
    await expect(replies(early.db, 3)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await replies(late.db, 3)).docs.map((d) => d.id)).toContain(replyId);
    expect((await db.doc(`${C.discussions}/${earlyId}`).get()).data()).toMatchObject({ replyCounts: { '3': 1 } });
  });

  it('keeps a member’s place theirs: no one writes it over REST, a private one is not read, a shared one is', async () => {
    const earlyPlace = `${C.groups}/${groupId}/progress/${early.uid}`;
    const latePlace = `${C.groups}/${groupId}/progress/${late.uid}`;
    const token = await tokenOf(early);
    expect(await restPatch(latePlace, token, { milestone: '0' })).toBe(403);
    expect(await restPatch(earlyPlace, token, { milestone: '3' })).toBe(403);
    const elsewhere = `${C.groups}/${groupId}/progress/${early.uid}-alt`;
    expect(await restCreate(elsewhere, token, { uid: early.uid })).toBe(403);
    expect(await restGet(earlyPlace, await tokenOf(late))).toBe(403);
    expect(await restGet(latePlace, token)).toBe(200);
    expect((await db.doc(earlyPlace).get()).data()).toMatchObject({ milestone: 1 });
  });

  it('refuses posting beyond one’s milestone, and a reply into a thread one cannot see reads as missing', async () => {
    await expect(
      early.call('createDiscussion', { groupId, title: 'Ahead', content: 'Too far', milestone: 2 }),
    ).rejects.toMatchObject(refused('milestone-not-reached'));
    await expect(early.call('postReply', { discussionId: laterId, content: 'What happens?' })).rejects.toMatchObject(
      refused('not-found'),
    );
    await expect(
      late.call('postReply', { discussionId: laterId, content: 'Lower than the thread', milestone: 1 }),
    ).rejects.toMatchObject(refused('milestone-not-reached'));
    const outsider = await member();
    await expect(
      outsider.call('setReadingProgress', { groupId, milestone: 3, shareName: false }),
    ).rejects.toMatchObject(refused('not-group-member'));
    await expect(early.call('setReadingProgress', { groupId, milestone: 4, shareName: false })).rejects.toMatchObject(
      refused('validation'),
    );
  });

  it('reveals the later posts once the member marks the milestone, and hides them again when they leave', async () => {
    const reader = await member();
    await reader.call('joinGroup', { groupId });
    await reader.call('setReadingProgress', { groupId, milestone: 3, shareName: false });
    const path = `${C.discussions}/${laterId}`;
    expect(await restGet(path, await tokenOf(reader))).toBe(200);
    const bounded = await groupDiscussions(reader.db, groupId, where('milestone', 'in', milestonesUpTo(3)));
    expect(bounded.docs.map((d) => d.id)).toEqual(expect.arrayContaining([laterId, earlyId]));
    expect((await db.doc(`${C.groups}/${groupId}`).get()).data()!.progressCounts['3']).toBe(2);

    await reader.call('leaveGroup', { groupId });
    expect(await restGet(path, await tokenOf(reader))).toBe(403);
    expect((await db.doc(`${C.groups}/${groupId}`).get()).data()!.progressCounts['3']).toBe(1);
  });
});

describe('the creator’s schedule, re-tagging and opening', () => {
  it('lets only the creator set it, moderated, and never drops a milestone a post or member is at', async () => {
    const owner = await member();
    const other = await member();
    const groupId = await club(owner, other);
    await expect(other.call('setClubSchedule', { groupId, milestones: SCHEDULE })).rejects.toMatchObject(
      refused('not-group-creator'),
    );
    await expect(
      owner.call('setClubSchedule', { groupId, milestones: [{ label: 'You are all idiots', dueOn: '' }] }),
    ).rejects.toMatchObject(refused('moderation-unsafe'));
    await other.call('setReadingProgress', { groupId, milestone: 3, shareName: false });
    await expect(owner.call('setClubSchedule', { groupId, milestones: SCHEDULE.slice(0, 2) })).rejects.toMatchObject(
      refused('schedule-in-use'),
    );
    const stored = (await db.doc(`${C.groups}/${groupId}`).get()).data()!;
    expect(stored.schedule).toEqual(SCHEDULE);
    // Over REST the group is not the member's to write either.
    expect(await restPatch(`${C.groups}/${groupId}`, await tokenOf(owner), { spoilersOpen: 'true' })).toBe(403);
  });

  it('re-tags a thread with its earlier replies (creator or staff only) and keeps the counts', async () => {
    const owner = await member();
    const reader = await member();
    const groupId = await club(owner, reader);
    await owner.call('setReadingProgress', { groupId, milestone: 3, shareName: false });
    const id = await discussionIn(owner, groupId, 'Mislabelled', 1);
    const { id: replyId } = await owner.call('postReply', { discussionId: id, content: 'Early reply', milestone: 1 });
    await expect(
      reader.call('retagPost', { target: { kind: 'discussion', discussionId: id }, milestone: 3 }),
    ).rejects.toMatchObject(refused('not-group-creator'));
    await owner.call('retagPost', { target: { kind: 'discussion', discussionId: id }, milestone: 3 });
    expect((await db.doc(`${C.discussions}/${id}/${C.replies}/${replyId}`).get()).data()).toMatchObject({
      milestone: 3,
    });
    expect((await db.doc(`${C.discussions}/${id}`).get()).data()).toMatchObject({
      milestone: 3,
      replyCounts: { '1': 0, '3': 1 },
    });
    expect((await db.doc(`${C.groups}/${groupId}`).get()).data()).toMatchObject({ postCounts: { '1': 0, '3': 1 } });
    await expect(
      owner.call('retagPost', { target: { kind: 'reply', discussionId: id, replyId }, milestone: 2 }),
    ).rejects.toMatchObject(refused('milestone-not-reached'));
  });

  it('opens every post to everyone only after the meeting', async () => {
    const owner = await member();
    const groupId = await club(owner);
    await owner.call('setReadingProgress', { groupId, milestone: 3, shareName: false });
    const id = await discussionIn(owner, groupId, 'After the meeting', 3);
    await expect(owner.call('openClubSpoilers', { groupId })).rejects.toMatchObject(refused('meeting-not-past'));
    const stranger = await member();
    expect(await restGet(`${C.discussions}/${id}`, await tokenOf(stranger))).toBe(403);

    await db.doc(`${C.groups}/${groupId}`).update({ nextMeeting: new Date(Date.now() - 60_000) });
    await owner.call('openClubSpoilers', { groupId });
    expect(await restGet(`${C.discussions}/${id}`, await tokenOf(stranger))).toBe(200);
  });
});

describe('club picks', () => {
  it('counts one vote per member, keeps each vote private, and makes the winner the current book', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const outsider = await member();
    const groupId = await club(owner, a, b);
    await a.call('setReadingProgress', { groupId, milestone: 3, shareName: false });
    await expect(a.call('proposeClubPicks', { groupId, bookIds: ['the-hobbit', 'beloved'] })).rejects.toMatchObject(
      refused('not-group-creator'),
    );
    await owner.call('proposeClubPicks', { groupId, bookIds: ['the-hobbit', 'beloved', 'things-fall-apart'] });

    await a.call('voteClubPick', { groupId, bookId: 'beloved' });
    await expect(a.call('voteClubPick', { groupId, bookId: 'the-hobbit' })).rejects.toMatchObject(
      refused('already-voted'),
    );
    await b.call('voteClubPick', { groupId, bookId: 'beloved' });
    await owner.call('voteClubPick', { groupId, bookId: 'the-hobbit' });
    await expect(outsider.call('voteClubPick', { groupId, bookId: 'the-hobbit' })).rejects.toMatchObject(
      refused('not-group-member'),
    );
    await expect(b.callRaw('voteClubPick', { groupId, bookId: 'dune' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    // Over REST nobody writes a vote, nor reads another member's.
    const votePath = `${C.groups}/${groupId}/pickVotes/${a.uid}`;
    expect(await restGet(votePath, await tokenOf(b))).toBe(403);
    expect(await restPatch(votePath, await tokenOf(a), { bookId: 'the-hobbit' })).toBe(403);
    expect((await db.doc(`${C.groups}/${groupId}`).get()).data()!.pickVotes).toEqual({ beloved: 2, 'the-hobbit': 1 });

    await owner.call('closeClubPicks', { groupId });
    const group = (await db.doc(`${C.groups}/${groupId}`).get()).data()!;
    expect(group).toMatchObject({
      currentBookId: 'beloved',
      currentBookTitle: 'Beloved',
      picksOpen: false,
      schedule: [],
      progressCounts: {},
    });
    // Everyone starts the new book at the beginning: a's place in the old one is gone.
    expect((await db.doc(`${C.groups}/${groupId}/progress/${a.uid}`).get()).exists).toBe(false);
    await expect(a.call('voteClubPick', { groupId, bookId: 'beloved' })).rejects.toMatchObject(refused('no-open-vote'));
  });
});

describe('hosts', () => {
  it('lets the creator name a co-host, and only hosts or staff pin and close a thread, which then takes no reply', async () => {
    const owner = await member();
    const cohost = await member();
    const reader = await member();
    const groupId = await club(owner, cohost, reader);
    const id = await discussionIn(reader, groupId, 'Pin me');
    await expect(reader.call('hostThread', { discussionId: id, pinned: true })).rejects.toMatchObject(
      refused('not-group-host'),
    );
    await expect(cohost.call('setCoHost', { groupId, uid: cohost.uid, host: true })).rejects.toMatchObject(
      refused('not-group-creator'),
    );
    const stranger = await member();
    await expect(owner.call('setCoHost', { groupId, uid: stranger.uid, host: true })).rejects.toMatchObject(
      refused('not-group-member'),
    );
    await owner.call('setCoHost', { groupId, uid: cohost.uid, host: true });
    await cohost.call('hostThread', { discussionId: id, pinned: true, closed: true });
    expect((await db.doc(`${C.discussions}/${id}`).get()).data()).toMatchObject({ pinned: true, threadClosed: true });
    await expect(reader.call('postReply', { discussionId: id, content: 'Too late?' })).rejects.toMatchObject(
      refused('thread-closed'),
    );
    // Over REST a member cannot unpin or reopen it either.
    expect(await restPatch(`${C.discussions}/${id}`, await tokenOf(reader), { threadClosed: 'false' })).toBe(403);

    // A co-host who leaves hosts no more.
    await cohost.call('leaveGroup', { groupId });
    expect((await db.doc(`${C.groups}/${groupId}`).get()).data()!.hosts).toEqual([]);
    await expect(cohost.call('hostThread', { discussionId: id, closed: false })).rejects.toMatchObject(
      refused('not-group-host'),
    );
    const librarian = await member('librarian');
    await librarian.call('hostThread', { discussionId: id, closed: false });
    expect((await db.doc(`${C.discussions}/${id}`).get()).data()).toMatchObject({ threadClosed: false });
  });
});
