/**
 * Own your words, report, and the staff queue, against the emulators, written as the attacker
 * too: editing or deleting someone else's post (SDK and raw callable), one account reporting
 * again and again, a reader or an ex-librarian with a stale token at the queue, and a member
 * reading held or hidden text over REST.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { DAY_MS } from '@shared/constants';
import { moderationItemId } from '@shared/documents/moderation';
import { admin, signedInClient, closeAfter } from '../../testing/clients';
import { rawCall, restList, restRead } from '../../testing/attacker';
import { eventually } from '../../testing/eventually';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const track = closeAfter(afterEach);
const member = async (role: 'reader' | 'librarian' | 'admin' = 'reader') => track(await signedInClient(role));
const tokenOf = (c: Client) => c.auth.currentUser!.getIdToken();

const db = () => admin().db;
/** A member whose account is two days old: their reports count towards a hide (REPORT_WEIGHT). */
async function established() {
  const m = await member();
  await db()
    .doc(`${COLLECTIONS.profiles}/${m.uid}`)
    .update({ createdAt: new Date(Date.now() - 2 * DAY_MS) });
  return m;
}
const discussionPath = (id: string) => `${COLLECTIONS.discussions}/${id}`;
const replyPath = (d: string, r: string) => `${discussionPath(d)}/${COLLECTIONS.replies}/${r}`;
const itemPath = (id: string) => `${COLLECTIONS.moderationItems}/${id}`;
const read = async (path: string) => (await db().doc(path).get()).data();

async function discussionBy(author: Client, content = 'What are you reading this week?') {
  return (await author.call('createDiscussion', { title: `Thread ${Date.now()}`, content })).id;
}
async function replyBy(author: Client, discussionId: string, content = 'A kind reply.') {
  return (await author.call('postReply', { discussionId, content })).id;
}

describe('editPost: only the author, moderated again', () => {
  it('edits the own reply and marks it edited', async () => {
    const author = await member();
    const d = await discussionBy(author);
    const r = await replyBy(author, d);
    const target = { kind: 'reply', discussionId: d, replyId: r } as const;
    await expect(author.call('editPost', { target, content: 'A better reply.' })).resolves.toEqual({
      held: false,
    });
    const stored = await read(replyPath(d, r));
    expect(stored?.content).toBe('A better reply.');
    expect(stored?.editedAt).toBeTruthy();
  });

  it("refuses someone else's discussion and reply, by SDK and raw callable, and changes nothing", async () => {
    const author = await member();
    const attacker = await member();
    const d = await discussionBy(author);
    const r = await replyBy(author, d);
    const before = { discussion: await read(discussionPath(d)), reply: await read(replyPath(d, r)) };

    await expect(
      attacker.call('editPost', {
        target: { kind: 'reply', discussionId: d, replyId: r },
        content: 'Hijacked',
      }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied', details: { reason: 'not-author' } });
    const raw = await rawCall(
      'editPost',
      { target: { kind: 'discussion', discussionId: d }, title: 'Hijacked', content: 'Hijacked' },
      { token: await tokenOf(attacker) },
    );
    expect(raw.body.error?.status).toBe('PERMISSION_DENIED');
    // A forged author field is not part of the request: the schema refuses it outright.
    const forged = await rawCall(
      'editPost',
      { target: { kind: 'reply', discussionId: d, replyId: r }, content: 'Hijacked', createdBy: attacker.uid },
      { token: await tokenOf(attacker) },
    );
    expect(forged.body.error?.status).toBe('INVALID_ARGUMENT');

    expect(await read(discussionPath(d))).toEqual(before.discussion);
    expect(await read(replyPath(d, r))).toEqual(before.reply);
  });

  it('refuses an UNSAFE edit (the post keeps its text) and holds an unsure one', async () => {
    const author = await member();
    const d = await discussionBy(author);
    const target = { kind: 'discussion', discussionId: d } as const;
    await expect(
      author.call('editPost', { target, title: 'Fine title', content: 'You are all idiots.' }),
    ).rejects.toMatchObject({ details: { reason: 'moderation-unsafe' } });
    expect((await read(discussionPath(d)))?.content).toBe('What are you reading this week?');

    const unsure = { target, title: 'Crime novels', content: 'Novels about drugs and the people who sell them?' };
    await expect(author.call('editPost', unsure)).resolves.toEqual({ held: true });
    const stored = await read(discussionPath(d));
    expect(stored).toMatchObject({ status: 'held', title: '', content: '' });
    expect(await read(itemPath(moderationItemId(target)))).toMatchObject({
      open: true,
      heldByAi: true,
      // The offline moderator's own words, keyed so staff read them in their language.
      aiReasonKey: 'sensitive',
      targetStatus: 'held',
      title: unsure.title,
      content: unsure.content,
    });
    // Held: no further edits until staff have looked.
    await expect(author.call('editPost', { ...unsure, content: 'Changed again' })).rejects.toMatchObject({
      details: { reason: 'under-review' },
    });
  });
});

describe('deletePost', () => {
  it('deletes the own reply and keeps replyCount exact; refuses anyone else', async () => {
    const author = await member();
    const other = await member();
    const d = await discussionBy(author);
    const r1 = await replyBy(author, d);
    await replyBy(other, d);
    expect((await read(discussionPath(d)))?.replyCount).toBe(2);

    const target = { kind: 'reply', discussionId: d, replyId: r1 } as const;
    await expect(other.call('deletePost', { target })).rejects.toMatchObject({
      details: { reason: 'not-author' },
    });
    const raw = await rawCall('deletePost', { target }, { token: await tokenOf(other) });
    expect(raw.body.error?.status).toBe('PERMISSION_DENIED');
    expect((await db().doc(replyPath(d, r1)).get()).exists).toBe(true);

    await expect(author.call('deletePost', { target })).resolves.toEqual({ outcome: 'removed' });
    expect((await db().doc(replyPath(d, r1)).get()).exists).toBe(false);
    const replies = await db()
      .collection(`${discussionPath(d)}/${COLLECTIONS.replies}`)
      .get();
    expect((await read(discussionPath(d)))?.replyCount).toBe(replies.size);
    expect(replies.size).toBe(1);
    // Deleting again: it is gone, the count does not move twice.
    await expect(author.call('deletePost', { target })).rejects.toMatchObject({ code: 'functions/not-found' });
    expect((await read(discussionPath(d)))?.replyCount).toBe(1);
  });

  it('keeps a discussion others replied to as "deleted by its author"; removes one nobody else answered', async () => {
    const author = await member();
    const other = await member();
    const answered = await discussionBy(author);
    await replyBy(other, answered, 'I am reading Dune.');
    await expect(
      author.call('deletePost', { target: { kind: 'discussion', discussionId: answered } }),
    ).resolves.toEqual({ outcome: 'marked' });
    expect(await read(discussionPath(answered))).toMatchObject({ deletedByAuthor: true, title: '', content: '' });
    expect(
      (
        await db()
          .collection(`${discussionPath(answered)}/${COLLECTIONS.replies}`)
          .get()
      ).size,
    ).toBe(1);

    const lonely = await discussionBy(author);
    await replyBy(author, lonely, 'Bumping my own thread.');
    await expect(
      other.call('deletePost', { target: { kind: 'discussion', discussionId: lonely } }),
    ).rejects.toMatchObject({ details: { reason: 'not-author' } });
    await expect(author.call('deletePost', { target: { kind: 'discussion', discussionId: lonely } })).resolves.toEqual({
      outcome: 'removed',
    });
    expect((await db().doc(discussionPath(lonely)).get()).exists).toBe(false);
    expect(
      (
        await db()
          .collection(`${discussionPath(lonely)}/${COLLECTIONS.replies}`)
          .get()
      ).size,
    ).toBe(0);
  });

  it("never deletes another member's reply that lands while the author deletes the thread", async () => {
    const author = await member();
    const other = await member();
    const [authorToken, otherToken] = await Promise.all([tokenOf(author), tokenOf(other)]);
    // Both callables answer once first, so their workers are running and the race is the calls'.
    const warm = await discussionBy(author);
    await replyBy(author, warm);
    await rawCall('deletePost', { target: { kind: 'discussion', discussionId: warm } }, { token: authorToken });

    // The reply is sent 0-120 ms ahead of the deletion: whatever the order they land in, a reply
    // that was accepted is still there, in a thread that is kept.
    for (const lead of [0, 15, 30, 45, 60, 80, 100, 120]) {
      const d = await discussionBy(author);
      await replyBy(author, d, 'My own follow-up.');
      const reply = rawCall(
        'postReply',
        { discussionId: d, content: 'Wait, I have a thought!' },
        { token: otherToken },
      );
      await new Promise((r) => setTimeout(r, lead));
      const deletion = await rawCall(
        'deletePost',
        { target: { kind: 'discussion', discussionId: d } },
        { token: authorToken },
      );
      const answer = (await reply).body;
      const replyId = (answer.result as { id?: string } | undefined)?.id;
      if (replyId) {
        expect(deletion.body.result, `lead ${lead} ms`).toEqual({ outcome: 'marked' });
        expect(await read(replyPath(d, replyId)), `lead ${lead} ms`).toMatchObject({ createdBy: other.uid });
      } else {
        expect(answer.error, `lead ${lead} ms`).toMatchObject({ status: 'NOT_FOUND' });
        expect(deletion.body.result).toEqual({ outcome: 'removed' });
      }
    }
  }, 120_000);
});

describe('reportContent', () => {
  it('one account reporting again and again never hides a post; the answer is always the same', async () => {
    const author = await member();
    const pest = await member();
    const d = await discussionBy(author);
    const r = await replyBy(author, d, 'An honest opinion about the ending.');
    const target = { kind: 'reply', discussionId: d, replyId: r } as const;
    for (let i = 0; i < 5; i++)
      await expect(pest.call('reportContent', { target, reason: 'spam', note: `try ${i}` })).resolves.toEqual({
        received: true,
      });
    const raw = await rawCall(
      'reportContent',
      { target, reason: 'harassment', note: '' },
      { token: await tokenOf(pest) },
    );
    expect(raw.body.result).toEqual({ received: true });

    expect(await read(itemPath(moderationItemId(target)))).toMatchObject({ reportCount: 1, reasons: { spam: 1 } });
    expect(await read(replyPath(d, r))).toMatchObject({
      status: 'visible',
      content: 'An honest opinion about the ending.',
    });
  });

  it('three different established members hide it: the text leaves the public document, audited', async () => {
    const author = await member();
    const reporters = [await established(), await established(), await established()];
    const d = await discussionBy(author);
    const r = await replyBy(author, d, 'Some words three members disliked.');
    const target = { kind: 'reply', discussionId: d, replyId: r } as const;

    // Reporting one's own post counts for nothing.
    await author.call('reportContent', { target, reason: 'spam', note: '' });
    for (const [i, reporter] of reporters.entries()) {
      expect((await read(replyPath(d, r)))?.status).toBe('visible');
      await reporter.call('reportContent', { target, reason: i ? 'offensive' : 'spam', note: '' });
    }
    expect(await read(replyPath(d, r))).toMatchObject({ status: 'hidden', content: '' });
    const itemId = moderationItemId(target);
    expect(await read(itemPath(itemId))).toMatchObject({
      open: true,
      targetStatus: 'hidden',
      reportCount: 3,
      reasons: { spam: 1, offensive: 2 },
      content: 'Some words three members disliked.',
    });
    const audit = await db().collection(COLLECTIONS.auditLog).where('itemId', '==', itemId).get();
    expect(audit.docs.map((e) => e.get('action'))).toEqual(['content-auto-hidden']);

    // A member over REST gets the document without the words, and not the queue item.
    const token = await tokenOf(reporters[0]!);
    const rest = await restRead(replyPath(d, r), token);
    expect(rest.status).toBe(200);
    expect(rest.text.content).toBe('');
    expect(JSON.stringify(rest)).not.toContain('disliked');
    expect((await restRead(itemPath(itemId), token)).status).toBe(403);
    expect((await restRead(itemPath(itemId), await tokenOf(author))).status).toBe(403);
  });

  it('reports a group and a member name; an unknown target is not-found', async () => {
    const reporter = await member();
    const author = await member();
    await reporter.call('reportContent', {
      target: { kind: 'member', uid: author.uid },
      reason: 'offensive',
      note: '',
    });
    expect(await read(itemPath(`member_${author.uid}`))).toMatchObject({
      kind: 'member',
      memberUid: author.uid,
      reportCount: 1,
    });
    await expect(
      reporter.call('reportContent', {
        target: { kind: 'group', groupId: 'no-such-group' },
        reason: 'spam',
        note: '',
      }),
    ).rejects.toMatchObject({ code: 'functions/not-found' });
  });
});

describe('reports that count: new accounts, members and staff', () => {
  it('a burst of new accounts cannot hide a post; staff see each report, who filed it and that it counted nothing', async () => {
    const author = await member();
    const d = await discussionBy(author);
    const r = await replyBy(author, d, 'A fair opinion a brigade disliked.');
    const target = { kind: 'reply', discussionId: d, replyId: r } as const;
    const burst = await Promise.all([member(), member(), member(), member(), member()]);
    for (const fresh of burst) {
      const res = await rawCall(
        'reportContent',
        { target, reason: 'offensive', note: 'Hide it.' },
        { token: await tokenOf(fresh) },
      );
      expect(res.body.result).toEqual({ received: true });
    }
    expect(await read(replyPath(d, r))).toMatchObject({
      status: 'visible',
      content: 'A fair opinion a brigade disliked.',
    });
    const itemId = moderationItemId(target);
    expect(await read(itemPath(itemId))).toMatchObject({
      reportCount: 5,
      weightSinceReview: 0,
    });
    // Staff read every report with its reporter and trust; a member reads none of them.
    const librarian = await member('librarian');
    const reports = await restList(`${itemPath(itemId)}/${COLLECTIONS.reports}`, await tokenOf(librarian), 10);
    expect(reports.count).toBe(5);
    const stored = await db()
      .collection(`${itemPath(itemId)}/${COLLECTIONS.reports}`)
      .get();
    expect(stored.docs.map((x) => x.data())).toEqual(
      burst.map(() => expect.objectContaining({ trust: 'new', weight: 0, reporterName: expect.stringMatching(/\S/) })),
    );
    expect((await restList(`${itemPath(itemId)}/${COLLECTIONS.reports}`, await tokenOf(burst[0]!), 10)).status).toBe(
      403,
    );
  });

  it('three established members still hide it; one librarian hides it at once', async () => {
    const author = await member();
    const d = await discussionBy(author);
    const [r1, r2] = [await replyBy(author, d, 'First reply.'), await replyBy(author, d, 'Second reply.')];
    const first = { kind: 'reply', discussionId: d, replyId: r1 } as const;
    const [a, b, c] = [await established(), await established(), await established()];
    await a.call('reportContent', { target: first, reason: 'spam', note: '' });
    await b.call('reportContent', { target: first, reason: 'spam', note: '' });
    expect((await read(replyPath(d, r1)))?.status).toBe('visible');
    await c.call('reportContent', { target: first, reason: 'spam', note: '' });
    expect(await read(replyPath(d, r1))).toMatchObject({ status: 'hidden', content: '' });

    const second = { kind: 'reply', discussionId: d, replyId: r2 } as const;
    const librarian = await member('librarian');
    await librarian.call('reportContent', { target: second, reason: 'harassment', note: 'Seen at the desk.' });
    expect(await read(replyPath(d, r2))).toMatchObject({ status: 'hidden', content: '' });
    expect(await read(`${itemPath(moderationItemId(second))}/${COLLECTIONS.reports}/${librarian.uid}`)).toMatchObject({
      trust: 'staff',
      weight: 3,
    });
  });

  it('an ex-librarian whose token still says librarian reports as a new member, not as staff', async () => {
    const author = await member();
    const d = await discussionBy(author);
    const r = await replyBy(author, d, 'Words an ex-librarian disliked.');
    const target = { kind: 'reply', discussionId: d, replyId: r } as const;
    const boss = await member('admin');
    const ex = await member('librarian');
    const stale = await tokenOf(ex);
    await boss.call('setUserRole', { uid: ex.uid, role: 'reader' });
    await rawCall('reportContent', { target, reason: 'spam', note: '' }, { token: stale });
    expect((await read(replyPath(d, r)))?.status).toBe('visible');
    expect(await read(`${itemPath(moderationItemId(target))}/${COLLECTIONS.reports}/${ex.uid}`)).toMatchObject({
      trust: 'new',
      weight: 0,
    });
  });
});

describe('unsure moderation holds a post', () => {
  it('saves it held: others read no text over REST, the author reads their item, staff restore it', async () => {
    const author = await member();
    const other = await member();
    const librarian = await member('librarian');
    const words = { title: 'Gambling in novels', content: 'Which novels show gambling honestly?' };
    const created = await author.call('createDiscussion', words);
    expect(created.held).toBe(true);
    const path = discussionPath(created.id);
    const itemId = moderationItemId({ kind: 'discussion', discussionId: created.id });

    const seen = await restRead(path, await tokenOf(other));
    expect(seen.status).toBe(200);
    expect(seen.text).toMatchObject({ title: '', content: '', status: 'held' });
    expect(JSON.stringify(seen)).not.toMatch(/gambling/i);
    expect((await restRead(itemPath(itemId), await tokenOf(other))).status).toBe(403);
    // Its author may read the words awaiting review (rules: their own held item).
    const own = await restRead(itemPath(itemId), await tokenOf(author));
    expect(own.status).toBe(200);
    expect(own.text).toMatchObject(words);

    // A held reply summons nobody and is counted like any reply.
    const held = await author.call('postReply', {
      discussionId: created.id,
      content: '@dplAI more about drugs?',
    });
    expect(held).toMatchObject({ held: true, assistantRequested: false });

    await expect(
      librarian.call('moderateItem', { itemId, action: 'restore', note: 'Fine for a book club.' }),
    ).resolves.toEqual({
      status: 'visible',
    });
    expect(await read(path)).toMatchObject({ ...words, status: 'visible' });
    expect(await read(itemPath(itemId))).toMatchObject({
      open: false,
      resolution: 'restored',
      resolutionNote: 'Fine for a book club.',
    });
    // Restored: the author's read of the item ends with the hold.
    expect((await restRead(itemPath(itemId), await tokenOf(author))).status).toBe(403);
  });
});

describe('moderateItem and the queue: staff only', () => {
  async function reportedReply() {
    const author = await member();
    const reporter = await member();
    const d = await discussionBy(author);
    const r = await replyBy(author, d, 'Words under review.');
    const target = { kind: 'reply', discussionId: d, replyId: r } as const;
    await reporter.call('reportContent', { target, reason: 'spam', note: 'ad' });
    return { author, reporter, d, r, itemId: moderationItemId(target) };
  }

  it('refuses a reader by SDK, raw call and REST; the item and the post stay as they were', async () => {
    const { reporter, d, r, itemId } = await reportedReply();
    await expect(reporter.call('moderateItem', { itemId, action: 'hide', note: '' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    const token = await tokenOf(reporter);
    expect((await rawCall('moderateItem', { itemId, action: 'hide', note: '' }, { token })).body.error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await restList(COLLECTIONS.moderationItems, token, 10)).status).toBe(403);
    expect((await restRead(itemPath(itemId), token)).status).toBe(403);
    expect((await restList(`${itemPath(itemId)}/${COLLECTIONS.reports}`, token, 10)).status).toBe(403);
    expect(await read(replyPath(d, r))).toMatchObject({ status: 'visible', content: 'Words under review.' });
    expect((await read(itemPath(itemId)))?.open).toBe(true);
  });

  it('refuses an ex-librarian whose token still says librarian', async () => {
    const { d, r, itemId } = await reportedReply();
    const boss = await member('admin');
    const ex = await member('librarian');
    const stale = await tokenOf(ex);
    expect((await restList(COLLECTIONS.moderationItems, stale, 10)).status).toBe(200); // positive control
    await boss.call('setUserRole', { uid: ex.uid, role: 'reader' });
    expect(
      (await rawCall('moderateItem', { itemId, action: 'hide', note: '' }, { token: stale })).body.error?.status,
    ).toBe('PERMISSION_DENIED');
    expect((await restList(COLLECTIONS.moderationItems, stale, 10)).status).toBe(403);
    expect((await read(replyPath(d, r)))?.status).toBe('visible');
  });

  it('hide, restore and dismiss: the words move out and back, each action audited with its note', async () => {
    const { d, r, itemId } = await reportedReply();
    const librarian = await member('librarian');
    await expect(
      librarian.call('moderateItem', { itemId, action: 'dismiss', note: 'Nothing wrong.' }),
    ).resolves.toEqual({
      status: 'visible',
    });
    expect(await read(itemPath(itemId))).toMatchObject({ open: false, resolution: 'dismissed' });
    // Restoring a visible post does not apply.
    await expect(librarian.call('moderateItem', { itemId, action: 'restore', note: '' })).rejects.toMatchObject({
      details: { reason: 'action-not-applicable' },
    });

    await librarian.call('moderateItem', { itemId, action: 'hide', note: 'Advertising.' });
    expect(await read(replyPath(d, r))).toMatchObject({ status: 'hidden', content: '' });
    expect(await read(itemPath(itemId))).toMatchObject({ targetStatus: 'hidden', content: 'Words under review.' });
    await expect(librarian.call('moderateItem', { itemId, action: 'dismiss', note: '' })).rejects.toMatchObject({
      details: { reason: 'action-not-applicable' },
    });

    await librarian.call('moderateItem', { itemId, action: 'restore', note: 'On second thought.' });
    expect(await read(replyPath(d, r))).toMatchObject({ status: 'visible', content: 'Words under review.' });

    const audit = await db().collection(COLLECTIONS.auditLog).where('itemId', '==', itemId).get();
    const entries = audit.docs.map((e) => e.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
    expect(entries.map((e) => [e.action, e.note, e.actorUid])).toEqual([
      ['reports-dismissed', 'Nothing wrong.', librarian.uid],
      ['content-hidden', 'Advertising.', librarian.uid],
      ['content-restored', 'On second thought.', librarian.uid],
    ]);
  });
});

describe('a reading group moderation hid', () => {
  it('takes no discussion or edit, and its name leaves the discussions that copied it until restored', async () => {
    const creator = await member();
    const reporter = await member();
    const librarian = await member('librarian');
    const name = `Quiet Readers ${Date.now()}`;
    const groupId = (
      await creator.call('createGroup', {
        name,
        description: 'We read slowly.',
        currentBookId: '',
        nextMeeting: '',
      })
    ).id;
    const before = await creator.call('createDiscussion', {
      title: 'First meeting',
      content: 'Shall we start with Dune?',
      groupId,
    });
    const target = { kind: 'group', groupId } as const;
    await reporter.call('reportContent', { target, reason: 'offensive', note: '' });
    const itemId = moderationItemId(target);
    await librarian.call('moderateItem', { itemId, action: 'hide', note: 'Name breaks the rules.' });

    // Another member reading the old discussion over REST no longer finds the group's name.
    const readerToken = await tokenOf(reporter);
    const visitorRead = () => restRead(discussionPath(before.id), readerToken);
    await eventually(visitorRead, (r) => r.text.groupName === '', {
      what: "the discussion's copy of the name cleared",
    });
    expect(JSON.stringify(await visitorRead())).not.toContain(name);

    // The creator cannot post into it, nor edit it, by raw call; nothing changes.
    const token = await tokenOf(creator);
    const post = await rawCall(
      'createDiscussion',
      { title: 'Still here', content: 'Posting anyway.', groupId },
      { token },
    );
    expect(post.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'under-review' } });
    const edit = await rawCall(
      'updateGroup',
      { groupId, description: 'Brand new public words.', currentBookId: '', nextMeeting: '' },
      { token },
    );
    expect(edit.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'under-review' } });
    expect((await db().collection(COLLECTIONS.discussions).where('groupId', '==', groupId).get()).size).toBe(1);
    expect(await read(`${COLLECTIONS.groups}/${groupId}`)).toMatchObject({ status: 'hidden', description: '' });
    expect(await read(itemPath(itemId))).toMatchObject({ title: name, content: 'We read slowly.' });

    // Restored, the name is back on its discussions and the group takes posts again.
    await librarian.call('moderateItem', { itemId, action: 'restore', note: '' });
    await eventually(visitorRead, (r) => r.text.groupName === name, { what: "the discussion's copy of the name back" });
    await expect(
      creator.call('createDiscussion', { title: 'Back again', content: 'Next week?', groupId }),
    ).resolves.toMatchObject({ id: expect.any(String) });
  }, 60_000);
});
