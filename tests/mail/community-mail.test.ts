/**
 * The community's e-mails (issue 30), against the emulators and the local mail server: a
 * moderator's hide or restore reaches the post's author with the note and where to go next; a
 * reading group's members hear the day before it meets, once per meeting, unless they turned it off.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { DAY_MS } from '@shared/constants';
import { remindMeetings } from '../../functions/src/community/meeting-reminders';
import { admin, closeAfter, signedInClient } from '../../testing/clients';
import { storedGroup, storedMember } from '../../testing/documents';
import { quietFor } from '../../testing/eventually';
import { uniqueId } from '../../testing/ids';
import { account } from '../../testing/lending';
import { mailTo, siteLinkIn, waitForMail } from '../../testing/mailbox';
import { forAdmin } from '../../testing/sdk';

// remindMeetings runs here, in this process, as under the Functions emulator (its link key and the
// local site's address).
process.env.FUNCTIONS_EMULATOR = 'true';
const track = closeAfter(afterAll);

describe('community e-mails', () => {
  it("a moderator's restore and hide reach the author, with the note; a hidden post points to where a review is asked", async () => {
    const author = track(await signedInClient('reader'));
    const librarian = await account('librarian');
    const { id } = await author.call('createDiscussion', {
      title: `Quiet corners ${Date.now()}`,
      content: 'Where do you like to read in the library?',
    });
    // A librarian's report hides it at once, for review.
    await librarian.call('reportContent', {
      target: { kind: 'discussion', discussionId: id },
      reason: 'spam',
      note: '',
    });
    const itemId = `discussion_${id}`;

    await librarian.call('moderateItem', { itemId, action: 'restore', note: 'A fair question.' });
    const [restored] = await waitForMail(author.email);
    expect(restored!.subject).toMatch(/visible again/);
    expect(restored!.text).toContain('A fair question.');
    expect(siteLinkIn(restored!, `/discussions/${id}`)).toBeDefined();
    expect(restored!.headers['list-unsubscribe']).toContain('k=postRestored');

    await librarian.call('moderateItem', { itemId, action: 'hide', note: 'Off-topic advertising.' });
    const both = await waitForMail(author.email, { count: 2 });
    const hidden = both.find((m) => /hid your post/.test(m.subject))!;
    expect(hidden.text).toContain('Off-topic advertising.');
    expect(siteLinkIn(hidden, '/contact')).toBeDefined();

    // Restored again without a note: the e-mail says none was given.
    await librarian.call('moderateItem', { itemId, action: 'restore', note: '' });
    const all = await waitForMail(author.email, { count: 3 });
    expect(all.at(-1)!.text).toContain('none given');
    await quietFor(1500);
    expect(await mailTo(author.email)).toHaveLength(3);
  });

  it("a group's members hear the day before it meets, once per meeting, unless they turned it off", async () => {
    const { db } = admin();
    const keen = await account('reader', 'Keen', 'Reader');
    const quiet = await account('reader', 'Quiet', 'Reader');
    await db.doc(`${C.profiles}/${quiet.uid}`).update({ emailOff: ['meetingTomorrow'] });
    const now = new Date();
    const groupId = uniqueId('meets');
    const laterId = uniqueId('later');
    const meeting = new Date(now.getTime() + 20 * 3_600_000);
    await db
      .doc(`${C.groups}/${groupId}`)
      .set(forAdmin(storedGroup(keen.uid, { name: 'Night Owls', nextMeeting: meeting })));
    await db
      .doc(`${C.groups}/${laterId}`)
      .set(forAdmin(storedGroup(keen.uid, { name: 'Far Off', nextMeeting: new Date(now.getTime() + 2 * DAY_MS) })));
    for (const g of [groupId, laterId])
      for (const m of [keen, quiet])
        await db.doc(`${C.groups}/${g}/${C.members}/${m.uid}`).set(forAdmin(storedMember(m.uid)));

    await remindMeetings(now);
    const [mail] = await waitForMail(keen.email);
    expect(mail!.subject).toBe('Night Owls meets tomorrow');
    expect(siteLinkIn(mail!, `/groups/${groupId}`)).toBeDefined();

    // Run again (the next half hour): nobody is told twice; the far-off group's day has not come.
    await remindMeetings(new Date(now.getTime() + 30 * 60_000));
    await quietFor(2000);
    expect(await mailTo(keen.email)).toHaveLength(1);
    expect(await mailTo(quiet.email)).toEqual([]);

    // The meeting moves: that is a new reminder.
    const moved = new Date(meeting.getTime() + 3_600_000);
    await db.doc(`${C.groups}/${groupId}`).update({ nextMeeting: moved });
    await remindMeetings(new Date(now.getTime() + 60 * 60_000));
    await waitForMail(keen.email, { count: 2 });
    await db.doc(`${C.groups}/${groupId}`).delete();
    await db.doc(`${C.groups}/${laterId}`).delete();
  });
});
