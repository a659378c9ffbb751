/**
 * A group's next meeting against the emulators (docs/community.md, "Meetings"): RSVPs counted
 * exactly, one per member and only their own (an attacker over REST writes none and reads no one
 * else's), answers to a moved meeting starting again, and the calendar file served through Hosting
 * and read by a well-kept calendar library at the meeting's exact instant.
 */
import ICAL from 'ical.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
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

describe('rsvpMeeting', () => {
  it('counts each member once, moves their count when they change their mind, and drops it when they leave', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const id = await groupMeeting(owner, inDays(3), a, b);
    await a.call('rsvpMeeting', { groupId: id, answer: 'going' });
    await a.call('rsvpMeeting', { groupId: id, answer: 'going' });
    await b.call('rsvpMeeting', { groupId: id, answer: 'going' });
    expect(await counts(id)).toEqual({ going: 2 });
    await a.call('rsvpMeeting', { groupId: id, answer: 'maybe' });
    expect(await counts(id)).toEqual({ going: 1, maybe: 1 });
    await b.call('leaveGroup', { groupId: id });
    expect(await counts(id)).toEqual({ going: 0, maybe: 1 });
    expect((await db.doc(`${C.groups}/${id}/${C.rsvps}/${b.uid}`).get()).exists).toBe(false);
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
    expect(event!.description).toContain(`/groups/${id}`);
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
