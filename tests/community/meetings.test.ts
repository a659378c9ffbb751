/**
 * A group's next meeting against the emulators (docs/community.md, "Meetings"): RSVPs counted
 * exactly, one per member and only their own (an attacker over REST writes none and reads no one
 * else's), answers to a moved meeting starting again, and the calendar file served through Hosting
 * and read by a well-kept calendar library at the meeting's exact instant.
 */
import ICAL from 'ical.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { meetingIdOf } from '@shared/documents/meetings';
import { restCreate, restGet, restPatch } from '../../testing/attacker';
import { admin, closeAfter, signedInClient } from '../../testing/clients';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const track = closeAfter(afterEach);
const member = async () => track(await signedInClient('reader'));
const tokenOf = (c: Client) => c.auth.currentUser!.getIdToken();
const refused = (reason: string) => ({ details: { reason } });
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const { db } = admin();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const made: string[] = [];
afterAll(async () => {
  for (const id of made) await db.recursiveDelete(db.doc(`${C.groups}/${id}`));
});

async function groupMeeting(owner: Client, at: Date | null, ...joiners: Client[]): Promise<string> {
  const { id } = await owner.call('createGroup', {
    name: `Meeting group ${Date.now()}`,
    description: 'A group made by the emulator tests.',
    currentBookId: '',
    nextMeeting: at ? at.toISOString() : '',
    meetingBranch: 'al-rashidya',
    meetingRoom: 'Room 2',
    meetingLink: '',
  });
  made.push(id);
  for (const joiner of joiners) await joiner.call('joinGroup', { groupId: id });
  return id;
}
const counts = async (id: string) => (await db.doc(`${C.groups}/${id}`).get()).data()!.rsvpCounts;
const record = (id: string, at: Date) => db.doc(`${C.groups}/${id}/${C.meetings}/${meetingIdOf(at)}`);

describe('rsvpMeeting', () => {
  it('counts each member once, moves their count when they change their mind, and drops it when they leave', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const at = inDays(3);
    const id = await groupMeeting(owner, at, a, b);
    await a.call('rsvpMeeting', { groupId: id, answer: 'going' });
    await a.call('rsvpMeeting', { groupId: id, answer: 'going' });
    await b.call('rsvpMeeting', { groupId: id, answer: 'going' });
    expect(await counts(id)).toEqual({ going: 2 });
    await a.call('rsvpMeeting', { groupId: id, answer: 'maybe' });
    expect(await counts(id)).toEqual({ going: 1, maybe: 1 });
    await b.call('leaveGroup', { groupId: id });
    expect(await counts(id)).toEqual({ going: 0, maybe: 1 });
    expect((await db.doc(`${C.groups}/${id}/${C.rsvps}/${b.uid}`).get()).exists).toBe(false);
    // The meeting's own record counts the same, to keep after the meeting.
    expect((await record(id, at).get()).data()).toMatchObject({
      at: expect.anything(),
      meetingBranch: 'al-rashidya',
      meetingRoom: 'Room 2',
      rsvpCounts: { going: 0, maybe: 1, notGoing: 0 },
    });
  });

  it('lets no one answer for someone else, write an answer directly, or read another member’s', async () => {
    const owner = await member();
    const a = await member();
    const id = await groupMeeting(owner, inDays(3), a);
    await a.call('rsvpMeeting', { groupId: id, answer: 'notGoing' });
    const token = await tokenOf(owner);
    const theirs = `${C.groups}/${id}/${C.rsvps}/${a.uid}`;
    expect(await restPatch(theirs, token, { answer: 'going' })).toBe(403);
    expect(await restCreate(`${C.groups}/${id}/${C.rsvps}/${owner.uid}`, token, { answer: 'going' })).toBe(403);
    expect(await restGet(theirs, token)).toBe(403);
    expect(await restGet(theirs, await tokenOf(a))).toBe(200);
    // The callable answers for its caller alone: a uid in the request is refused as unknown.
    await expect(owner.callRaw('rsvpMeeting', { groupId: id, answer: 'going', uid: a.uid })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    expect(await counts(id)).toEqual({ notGoing: 1 });
  });

  it('refuses a non-member, a group with no meeting ahead, and starts again when the meeting moves', async () => {
    const owner = await member();
    const a = await member();
    const outsider = await member();
    const id = await groupMeeting(owner, inDays(3), a);
    await expect(outsider.call('rsvpMeeting', { groupId: id, answer: 'going' })).rejects.toMatchObject(
      refused('not-group-member'),
    );
    await a.call('rsvpMeeting', { groupId: id, answer: 'going' });
    await owner.call('updateGroup', {
      groupId: id,
      description: 'Moved.',
      currentBookId: '',
      nextMeeting: inDays(5).toISOString(),
    });
    await owner.call('rsvpMeeting', { groupId: id, answer: 'maybe' });
    expect(await counts(id)).toEqual({ maybe: 1 });

    const past = await groupMeeting(owner, null, a);
    await expect(a.call('rsvpMeeting', { groupId: past, answer: 'going' })).rejects.toMatchObject(
      refused('no-upcoming-meeting'),
    );
  });
});

describe('meeting records and notes', () => {
  it('keeps a record per meeting: a moved meeting still ahead leaves none, one that has passed stays', async () => {
    const owner = await member();
    const first = inDays(3);
    const id = await groupMeeting(owner, first);
    expect((await record(id, first).get()).exists).toBe(true);
    const moved = inDays(6);
    await owner.call('updateGroup', {
      groupId: id,
      description: 'Moved.',
      currentBookId: '',
      nextMeeting: moved.toISOString(),
    });
    expect((await record(id, first).get()).exists).toBe(false);
    expect((await record(id, moved).get()).data()).toMatchObject({ meetingBranch: null, meetingRoom: '' });

    // The meeting happens (its time is put in the past), then the next one is set: the first stays.
    const held = new Date(Date.now() - 86_400_000);
    await db.doc(`${C.groups}/${id}`).update({ nextMeeting: held });
    await record(id, moved).delete();
    await record(id, held).set({
      at: held,
      meetingBranch: null,
      meetingRoom: '',
      meetingLink: '',
      rsvpCounts: { going: 4 },
    });
    const next = inDays(30);
    await owner.call('updateGroup', {
      groupId: id,
      description: 'Next one.',
      currentBookId: '',
      nextMeeting: next.toISOString(),
    });
    const kept = await db.collection(`${C.groups}/${id}/${C.meetings}`).orderBy('at').get();
    expect(kept.docs.map((d) => d.id)).toEqual([meetingIdOf(held), meetingIdOf(next)]);
    expect(kept.docs[0]!.data().rsvpCounts).toEqual({ going: 4 });
  });

  it('takes a host’s notes after the meeting, for everyone to read; refuses before it, and anyone else', async () => {
    const owner = await member();
    const coHost = await member();
    const a = await member();
    const at = inDays(2);
    const id = await groupMeeting(owner, at, coHost, a);
    await owner.call('setCoHost', { groupId: id, uid: coHost.uid, host: true });
    const meetingId = meetingIdOf(at);
    const notes = { groupId: id, meetingId, notes: 'We read the first volume aloud.' };
    await expect(owner.call('saveMeetingNotes', notes)).rejects.toMatchObject(refused('meeting-not-held'));

    const held = new Date(Date.now() - 3_600_000);
    await record(id, at).update({ at: held });
    await expect(a.call('saveMeetingNotes', notes)).rejects.toMatchObject(refused('not-group-host'));
    await expect(owner.call('saveMeetingNotes', { ...notes, meetingId: '2020-01-01T1000Z' })).rejects.toMatchObject(
      refused('not-found'),
    );
    await coHost.call('saveMeetingNotes', notes);
    const saved = (await record(id, at).get()).data()!;
    expect(saved.notes).toBe(notes.notes);
    expect(saved.notesByName).not.toBe('');
    expect(saved.notesAt).toBeTruthy();

    // Read over REST by a visitor and a member; written by no client, a host included.
    const path = `${C.groups}/${id}/${C.meetings}/${meetingId}`;
    expect(await restGet(path, null)).toBe(200);
    expect(await restPatch(path, await tokenOf(owner), { notes: 'Rewritten' })).toBe(403);
    expect(
      await restCreate(`${C.groups}/${id}/${C.meetings}/2020-01-01T1000Z`, await tokenOf(owner), { notes: 'x' }),
    ).toBe(403);

    // Unsafe words are refused and change nothing; '' takes the notes away.
    await expect(owner.call('saveMeetingNotes', { ...notes, notes: 'You are all idiots' })).rejects.toMatchObject(
      refused('moderation-unsafe'),
    );
    expect((await record(id, at).get()).data()!.notes).toBe(notes.notes);
    await owner.call('saveMeetingNotes', { ...notes, notes: '' });
    expect((await record(id, at).get()).data()).toMatchObject({ notes: '', notesByName: '', notesAt: null });

    // A group moderation hid keeps its meetings from everyone but staff.
    await db.doc(`${C.groups}/${id}`).update({ status: 'hidden' });
    expect(await restGet(path, null)).toBe(403);
    expect(await restGet(path, await tokenOf(a))).toBe(403);
  });
});

describe('the group’s calendar, through Hosting', () => {
  it('serves the next meeting as iCalendar that a calendar reads at the exact instant, where it is held', async () => {
    const owner = await member();
    const at = new Date(Math.floor(inDays(4).getTime() / 60_000) * 60_000);
    const id = await groupMeeting(owner, at);
    const res = await fetch(`${BASE}/api/calendar/${id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toContain('s-maxage=');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const [event] = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(event!.startDate.toJSDate().toISOString()).toBe(at.toISOString());
    expect(event!.location).toBe('Al Rashidya, Room 2');
    expect(event!.description).toContain(`/groups/${id}/meetings/${meetingIdOf(at)}`);
  });

  it('answers 404 for no group, an id that is not one, and a group moderation hid', async () => {
    const owner = await member();
    const id = await groupMeeting(owner, inDays(2));
    await db.doc(`${C.groups}/${id}`).update({ status: 'hidden' });
    for (const path of [`/api/calendar/${id}.ics`, '/api/calendar/no-such-group.ics', '/api/calendar/a%2F..%2Fb.ics']) {
      expect((await fetch(`${BASE}${path}`)).status, path).toBe(404);
    }
  });
});
