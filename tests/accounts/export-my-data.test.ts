/**
 * Download my data (the exportMyData callable, functions/src/accounts/export-my-data.ts) against the
 * emulators, as the member and as an attacker: the archive unzips to my-data.json with the member's
 * loans, holds, posts, shelves, reviews, notices and e-mails, and to CSVs worded in the language asked
 * for; another member's data never appears in it, even where the two meet (a reply in the member's
 * thread, a co-host of their group, a report on their post, a helpful vote on the other's review);
 * a visitor, a bad language and an extra field are refused; the limit holds.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS as C } from '@shared/collections';
import { readingItemId } from '@shared/documents/reading';
import {
  AT,
  storedChat,
  storedContact,
  storedDiscussion,
  storedGroup,
  storedHistoryEntry,
  storedHold,
  storedLoan,
  storedMail,
  storedMember,
  storedNotice,
  storedReply,
  storedReport,
  storedReportedItem,
  storedReview,
  storedShelfEntry,
  storedRating,
  storedList,
} from '../../testing/documents';
import { forAdmin } from '../../testing/sdk';
import { admin, closeAfter, signedInClient } from '../../testing/clients';
import { rawCall } from '../../testing/attacker';

const track = closeAfter(afterAll);
type Client = Awaited<ReturnType<typeof signedInClient>>;
const member = async () => track(await signedInClient('reader'));
const errorOf = (r: Awaited<ReturnType<typeof rawCall>>) => r.body.error as { status: string; details?: unknown };
const set = (path: string, data: object) => admin().db.doc(path).set(forAdmin(data));

const unzipBytes = (zipBase64: string) => unzipSync(new Uint8Array(Buffer.from(zipBase64, 'base64')));
/** The archive a call answered, unzipped: file name -> text (a byte order mark is dropped). */
function unzip(zipBase64: string): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipBytes(zipBase64)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}
/** UTF-8's byte order mark, which spreadsheet apps need to read Arabic. */
const BOM = [0xef, 0xbb, 0xbf];
const headerOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(',');

/**
 * A member with something in every place the library keeps (their reading history on), and
 * another member whose data touches theirs: a reply in their thread, a co-host of their group, a
 * report on their post, a review they found helpful; plus that member's own hold, post and e-mail.
 */
async function twoMembers(mine: Client, theirs: Client) {
  const me = mine.uid;
  const other = theirs.uid;
  const tag = me.slice(0, 8);
  const ids = {
    loan: `exp-loan-${tag}`,
    hold: `exp-hold-${tag}`,
    discussion: `exp-disc-${tag}`,
    group: `exp-group-${tag}`,
    card: `2900${Date.now()}`.slice(0, 14),
    otherHold: `exp-other-hold-${tag}`,
    otherDiscussion: `exp-other-disc-${tag}`,
    otherReply: `exp-other-reply-${tag}`,
  };
  const secret = {
    reply: `Their reply, not yours ${tag}`,
    discussion: `Their own thread ${tag}`,
    review: `Their review words ${tag}`,
    reporter: `Reporter ${tag}`,
    mail: `Their e-mail ${tag}`,
  };
  await Promise.all([
    set(`${C.profiles}/${me}`, {
      email: mine.email,
      createdAt: AT,
      firstName: 'Layla',
      lastName: 'Haddad',
      avatarUrl: '',
      dateOfBirth: '',
      fieldOfStudy: 'History',
      interests: ['Poetry'],
      keepReadingHistory: true,
      cardNumber: ids.card,
    }),
    set(`${C.cards}/${ids.card}`, { uid: me, issuedAt: AT }),
    set(`${C.loans}/${ids.loan}`, storedLoan(me)),
    set(`${C.holds}/${ids.hold}`, storedHold(me)),
    set(`${C.notices}/dueSoon_${ids.loan}`, storedNotice(me)),
    set(`${C.profiles}/${me}/${C.history}/h-${tag}`, storedHistoryEntry()),
    set(`${C.mail}/exp-mail-${tag}`, storedMail(me)),
    set(`${C.profiles}/${me}/${C.bookChats}/b1`, storedChat()),
    set(`${C.contactMessages}/exp-contact-${tag}`, { ...storedContact(), uid: me }),
    set(`${C.shelfEntries}/${readingItemId(me, 'b1')}`, storedShelfEntry(me, 'b1', 'private')),
    set(`${C.ratings}/${readingItemId(me, 'b1')}`, storedRating(me, 'b1', 'public')),
    set(`${C.reviews}/${readingItemId(me, 'b1')}`, storedReview(me, 'b1', 'public', { text: `My review ${tag}` })),
    set(`${C.lists}/exp-list-${tag}`, storedList(me, 'members')),
    // My thread, with their reply in it; my group, with them as a member and co-host.
    set(`${C.discussions}/${ids.discussion}`, storedDiscussion(me, { title: `My thread ${tag}` })),
    set(
      `${C.discussions}/${ids.discussion}/${C.replies}/${ids.otherReply}`,
      storedReply(other, { content: secret.reply }),
    ),
    set(`${C.groups}/${ids.group}`, storedGroup(me, { memberCount: 2, hosts: [other] })),
    set(`${C.groups}/${ids.group}/${C.members}/${me}`, storedMember(me)),
    set(`${C.groups}/${ids.group}/${C.members}/${other}`, storedMember(other)),
    // Their thread, with my reply in it.
    set(`${C.discussions}/${ids.otherDiscussion}`, storedDiscussion(other, { title: secret.discussion })),
    set(
      `${C.discussions}/${ids.otherDiscussion}/${C.replies}/exp-my-reply-${tag}`,
      storedReply(me, { content: `My reply ${tag}` }),
    ),
    // They reported my post; I found their review helpful.
    set(`${C.moderationItems}/discussion_${ids.discussion}`, storedReportedItem(me, { discussionId: ids.discussion })),
    set(`${C.moderationItems}/discussion_${ids.discussion}/${C.reports}/${other}`, {
      ...storedReport(),
      reporterName: secret.reporter,
    }),
    set(`${C.reviews}/${readingItemId(other, 'b1')}`, storedReview(other, 'b1', 'public', { text: secret.review })),
    set(`${C.reviews}/${readingItemId(other, 'b1')}/${C.helpfulVotes}/${me}`, { uid: me, votedAt: AT }),
    // Their own lending and mail.
    set(`${C.holds}/${ids.otherHold}`, storedHold(other)),
    set(`${C.mail}/exp-other-mail-${tag}`, {
      ...storedMail(other),
      to: theirs.email,
      message: { subject: secret.mail, text: '', html: '' },
    }),
  ]);
  return { ids, secret };
}

describe('exportMyData', () => {
  it("holds the member's own data, in their language, and nothing of another member's", async () => {
    const mine = await member();
    const theirs = await member();
    const { ids, secret } = await twoMembers(mine, theirs);

    const answer = await mine.call('exportMyData', { language: 'en' });
    expect(answer.fileName).toMatch(/^library-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzip(answer.zipBase64);
    for (const name of ['README.txt', 'my-data.json', 'profile.csv', 'loans.csv', 'holds.csv', 'posts.csv'])
      expect(Object.keys(files)).toContain(name);
    for (const name of ['reading-history.csv', 'shelves.csv', 'reviews.csv', 'notices.csv', 'emails.csv'])
      expect(Object.keys(files)).toContain(name);

    const data = JSON.parse(files['my-data.json']!) as Record<string, unknown> & {
      [k: string]: Array<Record<string, unknown>>;
    };
    expect(data).toMatchObject({
      language: 'en',
      account: { uid: mine.uid, email: mine.email },
      profile: { firstName: 'Layla', lastName: 'Haddad', interests: ['Poetry'] },
      libraryCard: { number: ids.card },
      readingHistoryOn: true,
      truncated: [],
    });
    expect(typeof data.exportedAt).toBe('string');
    expect(new Date(data.exportedAt as unknown as string).toISOString()).toBe(data.exportedAt);
    const idsOf = (kind: string) => data[kind]!.map((d) => d.id);
    expect(idsOf('loans')).toEqual([ids.loan]);
    expect(idsOf('holds')).toEqual([ids.hold]);
    expect(idsOf('notices')).toEqual([`dueSoon_${ids.loan}`]);
    expect(idsOf('discussions')).toEqual([ids.discussion]);
    // Where the member's reply sits: the public thread's id, not its words.
    expect(data.replies!.map((r) => [r.discussionId, r.content])).toEqual([
      [ids.otherDiscussion, expect.stringMatching(/^My reply /)],
    ]);
    expect(idsOf('groupsStarted')).toEqual([ids.group]);
    expect(data.groupMemberships!.map((m) => m.groupId)).toEqual([ids.group]);
    expect(data.readingHistory).toHaveLength(1);
    expect(data.shelves).toHaveLength(1);
    expect(data.ratings).toHaveLength(1);
    expect(data.reviews!.map((r) => r.text)).toEqual([expect.stringMatching(/^My review /)]);
    expect(data.lists).toHaveLength(1);
    // The planted e-mail, and any the triggers queued for the member meanwhile (the due-soon
    // notice's own, for one): every one is theirs.
    expect(idsOf('emails')).toContain(`exp-mail-${mine.uid.slice(0, 8)}`);
    const theirMail = await admin().db.collection(C.mail).where('uid', '==', mine.uid).get();
    expect(theirMail.docs.map((d) => d.id)).toEqual(expect.arrayContaining(idsOf('emails')));
    expect(data.bookChats).toHaveLength(1);
    expect(data.contactMessages).toHaveLength(1);
    expect(data.helpfulVotes).toEqual([{ bookId: 'b1', votedAt: AT.toISOString() }]);
    expect(data.postsUnderReview!.map((p) => p.id)).toEqual([`discussion_${ids.discussion}`]);
    // Timestamps are ISO strings.
    expect(data.loans![0]!.borrowedAt).toBe(AT.toISOString());
    expect(headerOf(files['loans.csv']!)).toEqual([
      'Title',
      'Book id',
      'Format',
      'Branch',
      'Borrowed',
      'Due',
      'Renewals',
      'State',
    ]);
    for (const [name, bytes] of Object.entries(unzipBytes(answer.zipBase64)))
      if (name.endsWith('.csv')) expect([...bytes.slice(0, 3)], name).toEqual(BOM);

    // The attacker's view: nothing of the other member, wherever it met the member's data.
    const everything = Object.values(files).join('\n');
    for (const foreign of [theirs.uid, theirs.email, ids.otherHold, ids.otherReply, ...Object.values(secret)])
      expect(everything, foreign).not.toContain(foreign);
  });

  it('words the CSVs in Arabic when asked', async () => {
    const mine = await member();
    const theirs = await member();
    await twoMembers(mine, theirs);
    const files = unzip((await mine.call('exportMyData', { language: 'ar' })).zipBase64);
    expect(JSON.parse(files['my-data.json']!)).toMatchObject({ language: 'ar', loans: [expect.any(Object)] });
    expect(headerOf(files['loans.csv']!)).toEqual([
      'العنوان',
      'معرّف الكتاب',
      'الشكل',
      'الفرع',
      'تاريخ الاستعارة',
      'موعد الإرجاع',
      'مرات التجديد',
      'الحالة',
    ]);
    expect(files['loans.csv']).toContain('المقر الرئيسي');
    expect(headerOf(files['holds.csv']!)[0]).toBe('العنوان');
    expect(files['holds.csv']).toContain('في قائمة الانتظار');
    expect(headerOf(files['posts.csv']!)).toContain('النص');
    expect(files['shelves.csv']).toContain('قرأته');
    expect(files['profile.csv']).toContain('الشعر');
    expect(files['README.txt']).toContain('بياناتك لدى المكتبة');
    for (const [name, text] of Object.entries(files).filter(([n]) => n.endsWith('.csv')))
      expect(headerOf(text).join(' '), name).not.toMatch(/[A-Za-z]/);
  });

  it('leaves reading history out while it is off, refuses visitors and bad input, and holds its limit', async () => {
    const mine = await member();
    const token = await mine.auth.currentUser!.getIdToken();
    // A history entry left behind while history is off is not the member's reading history.
    await set(`${C.profiles}/${mine.uid}/${C.history}/stray`, storedHistoryEntry());

    expect(errorOf(await rawCall('exportMyData', { language: 'en' })).status).toBe('UNAUTHENTICATED');
    for (const payload of [{ language: 'fr' }, {}, null, { language: 'en', uid: 'someone-else' }]) {
      expect(errorOf(await rawCall('exportMyData', payload, { token })), JSON.stringify(payload)).toMatchObject({
        status: 'INVALID_ARGUMENT',
        details: { reason: 'validation' },
      });
    }

    const first = unzip((await mine.call('exportMyData', { language: 'en' })).zipBase64);
    expect(JSON.parse(first['my-data.json']!)).toMatchObject({ readingHistoryOn: false, readingHistory: [] });
    expect(Object.keys(first)).not.toContain('reading-history.csv');
    await mine.call('exportMyData', { language: 'ar' });
    await mine.call('exportMyData', { language: 'en' });
    await expect(mine.call('exportMyData', { language: 'en' })).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
      details: { reason: 'rate-limited' },
    });
  });
});
