/**
 * Managing a reading group (updateGroup, transferGroup, closeGroup) and discussions started in a
 * group, against the emulators, written as the attacker too: a member who is not the creator
 * calling over the SDK and over the raw callable protocol, a hand-over to a non-member, posts into
 * a closed group or a group one is not in, and group ids that are not ids. Every refusal is checked
 * against the stored documents: nothing moved.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import type { GroupInput } from '@shared/schemas';
import { rawCall } from '../../testing/attacker';
import { admin, closeAfter, signedInClient } from '../../testing/clients';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const track = closeAfter(afterEach);

const member = async () => track(await signedInClient('reader'));
const tokenOf = (c: Client) => c.auth.currentUser!.getIdToken();
const groupDoc = (id: string) => admin().db.doc(`${COLLECTIONS.groups}/${id}`);
const stored = async (id: string) => (await groupDoc(id).get()).data();

const details = { description: 'A group created by the emulator tests.', currentBookId: '', nextMeeting: '' };
const groupInput = (): GroupInput => ({ name: `Managed group ${Date.now()}`, ...details });

/** Removed after the file: the browser tests that follow read the demo groups on /community's first page. */
const made: string[] = [];
afterAll(async () => {
  for (const id of made) await admin().db.recursiveDelete(groupDoc(id));
});

/** A group made by `owner` through createGroup, with `joiners` joined through joinGroup. */
async function groupOf(owner: Client, ...joiners: Client[]): Promise<string> {
  const { id } = await owner.call('createGroup', groupInput());
  made.push(id);
  for (const joiner of joiners) await joiner.call('joinGroup', { groupId: id });
  return id;
}

describe('updateGroup', () => {
  it('lets the creator change description, current book and next meeting, copying the book title', async () => {
    const owner = await member();
    const id = await groupOf(owner);
    const meeting = '2031-02-03T17:00:00.000Z';
    await owner.call('updateGroup', {
      groupId: id,
      description: 'Now reading Dune.',
      currentBookId: 'dune',
      nextMeeting: meeting,
    });
    const group = await stored(id);
    expect(group).toMatchObject({ description: 'Now reading Dune.', currentBookId: 'dune', currentBookTitle: 'Dune' });
    expect(group!.nextMeeting.toDate().toISOString()).toBe(meeting);
    expect(group!.createdBy).toBe(owner.uid);

    // Clearing the book and the meeting stores nulls.
    await owner.call('updateGroup', { groupId: id, ...details });
    expect(await stored(id)).toMatchObject({ currentBookId: null, currentBookTitle: null, nextMeeting: null });
  });

  it('moderates the new description like creation and keeps the old one', async () => {
    const owner = await member();
    const id = await groupOf(owner);
    await expect(
      owner.call('updateGroup', { groupId: id, ...details, description: 'Only for idiots who cannot read.' }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'moderation-unsafe' } });
    expect((await stored(id))!.description).toBe(details.description);
  });

  it('validates like creation: an unknown book, a blank description, a name (not editable) are refused', async () => {
    const owner = await member();
    const id = await groupOf(owner);
    const before = await stored(id);
    await expect(
      owner.call('updateGroup', { groupId: id, ...details, currentBookId: 'no-such-book-anywhere' }),
    ).rejects.toMatchObject({ code: 'functions/invalid-argument', details: { field: 'currentBookId' } });
    await expect(owner.call('updateGroup', { groupId: id, ...details, description: '   ' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      details: { field: 'description' },
    });
    await expect(owner.callRaw('updateGroup', { groupId: id, ...details, name: 'Renamed' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a member who is not the creator, over the SDK and over the raw protocol', async () => {
    const owner = await member();
    const intruder = await member();
    const id = await groupOf(owner, intruder);
    const before = await stored(id);
    const hijack = { groupId: id, description: 'Taken over.', currentBookId: '', nextMeeting: '' };

    await expect(intruder.call('updateGroup', hijack)).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'not-group-creator' },
    });
    const raw = await rawCall('updateGroup', hijack, { token: await tokenOf(intruder) });
    expect(raw.status).toBe(403);
    expect(raw.body.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'not-group-creator' } });
    // No token at all: the wrapper refuses before the handler.
    expect((await rawCall('updateGroup', hijack)).body.error?.status).toBe('UNAUTHENTICATED');
    expect(await stored(id)).toEqual(before);
  });

  it('answers not-found for a missing group and invalid-argument for a group id that is not an id', async () => {
    const owner = await member();
    await expect(owner.call('updateGroup', { groupId: 'no-such-group', ...details })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
    for (const groupId of ['classics-circle/members/x', '..', '__x__', '']) {
      await expect(owner.call('updateGroup', { groupId, ...details })).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
    }
  });
});

describe('transferGroup', () => {
  it('hands the group to a current member, who can then manage it while the old creator cannot', async () => {
    const owner = await member();
    const heir = await member();
    const id = await groupOf(owner, heir);
    await owner.call('transferGroup', { groupId: id, toUid: heir.uid });
    const group = await stored(id);
    expect(group).toMatchObject({ createdBy: heir.uid });
    const membership = await groupDoc(id).collection(COLLECTIONS.members).doc(heir.uid).get();
    expect(group!.createdByName).toBe(membership.get('displayName'));

    await expect(
      owner.call('updateGroup', { groupId: id, ...details, description: 'Still mine?' }),
    ).rejects.toMatchObject({ details: { reason: 'not-group-creator' } });
    await heir.call('updateGroup', { groupId: id, ...details, description: 'Under new care.' });
    expect((await stored(id))!.description).toBe('Under new care.');
  });

  it('refuses a hand-over to a non-member or to oneself, and changes nothing', async () => {
    const owner = await member();
    const outsider = await member();
    const id = await groupOf(owner);
    const before = await stored(id);
    for (const toUid of [outsider.uid, owner.uid, 'no-such-user']) {
      await expect(owner.call('transferGroup', { groupId: id, toUid })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        details: { reason: 'not-group-member' },
      });
    }
    await expect(owner.call('transferGroup', { groupId: id, toUid: `${outsider.uid}/x` })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a member who is not the creator handing the group to themselves, over SDK and raw protocol', async () => {
    const owner = await member();
    const intruder = await member();
    const id = await groupOf(owner, intruder);
    const before = await stored(id);
    const steal = { groupId: id, toUid: intruder.uid };
    await expect(intruder.call('transferGroup', steal)).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'not-group-creator' },
    });
    const raw = await rawCall('transferGroup', steal, { token: await tokenOf(intruder) });
    expect(raw.body.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'not-group-creator' } });
    expect(await stored(id)).toEqual(before);
  });
});

describe('closeGroup', () => {
  it('refuses a member who is not the creator, over SDK and raw protocol', async () => {
    const owner = await member();
    const intruder = await member();
    const id = await groupOf(owner, intruder);
    await expect(intruder.call('closeGroup', { groupId: id })).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'not-group-creator' },
    });
    const raw = await rawCall('closeGroup', { groupId: id }, { token: await tokenOf(intruder) });
    expect(raw.body.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'not-group-creator' } });
    expect((await stored(id))!.closed).toBe(false);
  });

  it('closes the group: no new members, discussions, edits or hand-overs; members may still leave', async () => {
    const owner = await member();
    const inside = await member();
    const latecomer = await member();
    const id = await groupOf(owner, inside);
    await owner.call('closeGroup', { groupId: id });
    expect(await stored(id)).toMatchObject({ closed: true, memberCount: 2 });

    const closed = { code: 'functions/failed-precondition', details: { reason: 'group-closed' } };
    await expect(latecomer.call('joinGroup', { groupId: id })).rejects.toMatchObject(closed);
    await expect(
      inside.call('createDiscussion', { title: 'Late post', content: 'Anyone here?', groupId: id }),
    ).rejects.toMatchObject(closed);
    await expect(owner.call('updateGroup', { groupId: id, ...details })).rejects.toMatchObject(closed);
    await expect(owner.call('transferGroup', { groupId: id, toUid: inside.uid })).rejects.toMatchObject(closed);
    const written = await admin().db.collection(COLLECTIONS.discussions).where('groupId', '==', id).get();
    expect(written.size).toBe(0);
    expect((await stored(id))!.createdBy).toBe(owner.uid);

    await inside.call('leaveGroup', { groupId: id });
    expect((await stored(id))!.memberCount).toBe(1);
  });
});

describe('discussions in a group', () => {
  const post = (groupId?: string) => ({ title: `Group talk ${Date.now()}`, content: 'Chapter one?', groupId });

  it('stores the group id and name for a member, and none without a group', async () => {
    const owner = await member();
    const joiner = await member();
    const id = await groupOf(owner, joiner);
    const name = (await stored(id))!.name;
    const inGroup = await joiner.call('createDiscussion', post(id));
    const snap = await admin().db.doc(`${COLLECTIONS.discussions}/${inGroup.id}`).get();
    expect(snap.data()).toMatchObject({ groupId: id, groupName: name, createdBy: joiner.uid });

    const general = await joiner.call('createDiscussion', { title: 'General', content: 'Hello all' });
    const plain = await admin().db.doc(`${COLLECTIONS.discussions}/${general.id}`).get();
    expect(plain.data()).toMatchObject({ groupId: null, groupName: null });
  });

  it('refuses a post into a group one is not a member of (SDK and raw), and writes nothing', async () => {
    const owner = await member();
    const outsider = await member();
    const id = await groupOf(owner);
    await expect(outsider.call('createDiscussion', post(id))).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'not-group-member' },
    });
    const raw = await rawCall('createDiscussion', post(id), { token: await tokenOf(outsider) });
    expect(raw.body.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'not-group-member' } });
    const written = await admin().db.collection(COLLECTIONS.discussions).where('createdBy', '==', outsider.uid).get();
    expect(written.size).toBe(0);
  });

  it('refuses a group id that is not an id, a missing group, and a non-string, writing nothing', async () => {
    const poster = await member();
    for (const groupId of ['classics-circle/members/x', '..', '%2F', 'é', '']) {
      await expect(poster.call('createDiscussion', post(groupId))).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
    }
    await expect(poster.callRaw('createDiscussion', { ...post(), groupId: null })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    await expect(poster.call('createDiscussion', post('no-such-group'))).rejects.toMatchObject({
      code: 'functions/not-found',
    });
    const written = await admin().db.collection(COLLECTIONS.discussions).where('createdBy', '==', poster.uid).get();
    expect(written.size).toBe(0);
  });
});
