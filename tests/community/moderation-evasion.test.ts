/**
 * Attacks on moderation by encoding (emulator, offline provider): a member calls the community
 * callables directly with insults hidden by fullwidth letters, zero-width characters, bidi
 * controls, look-alike letters, leet and spaced-out letters. Each must be refused as
 * moderation-unsafe with nothing written; ordinary text that merely looks close passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import type { GroupInput } from '@shared/schemas';
import { admin, signedInClient } from '../../testing/clients';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const { db } = admin();
let attacker: Client;
let discussionId: string;

beforeAll(async () => {
  attacker = await signedInClient('reader');
  discussionId = (
    await attacker.call('createDiscussion', {
      title: `Evasion target ${Date.now()}`,
      content: 'A discussion the attacker replies to.',
    })
  ).id;
});
afterAll(async () => {
  await attacker?.close();
});

const HIDDEN_INSULTS: Array<[string, string]> = [
  ['fullwidth letters', 'You are an ｉｄｉｏｔ'],
  ['zero-width spaces', 'You are an i\u200Bd\u200Bi\u200Bo\u200Bt'],
  ['soft hyphens and word joiners', 'You are an id\u00ADi\u2060ot'],
  ['bidi controls', 'You are an \u202Aid\u202Ciot\u2066\u2069'],
  ['Cyrillic look-alikes', 'You are an іԁіоt'],
  ['Greek look-alikes', 'You are a ѕtυpιd reader'],
  ['leet', 'You are an 1d10t'],
  ['spaced letters', 'You are an i d i o t'],
  ['dotted letters', 'f.u.c.k this book'],
  ['dashed letters', 'what a s-h-i-t ending'],
  ['leet symbols', 'what $h!t'],
  ['nothing (Arabic)', 'اخرس يا حمار، أنت لا تفهم شيئًا'],
  ['Arabic diacritics', 'أَنْتَ غَبِيٌّ'],
  ['Arabic tatweel', 'أنت غبـــي جدًا'],
];

const unsafe = { code: 'functions/failed-precondition', details: { reason: 'moderation-unsafe' } };
const repliesOf = (id: string) => db.collection(COLLECTIONS.discussions).doc(id).collection(COLLECTIONS.replies);
const discussionsBy = async (uid: string) =>
  (await db.collection(COLLECTIONS.discussions).where('createdBy', '==', uid).get()).size;
const groupsBy = async (uid: string) =>
  (await db.collection(COLLECTIONS.groups).where('createdBy', '==', uid).get()).size;

describe('a reply hiding an insult -> moderation-unsafe, nothing written', () => {
  for (const [trick, content] of HIDDEN_INSULTS) {
    it(`reply with an insult hidden by ${trick} -> refused`, async () => {
      await expect(attacker.call('postReply', { discussionId, content })).rejects.toMatchObject(unsafe);
    });
  }

  it('none of them was stored, and replyCount did not move', async () => {
    expect((await repliesOf(discussionId).get()).size).toBe(0);
    expect((await db.collection(COLLECTIONS.discussions).doc(discussionId).get()).get('replyCount')).toBe(0);
  });
});

describe('a discussion or a group hiding an insult -> moderation-unsafe, nothing written', () => {
  it('discussion title with fullwidth and zero-width letters, content with Cyrillic look-alikes -> refused', async () => {
    const member = await signedInClient('reader');
    try {
      for (const input of [
        { title: 'Only ｉｄ\u200Bｉｏｔｓ read this', content: 'Fine text.' },
        { title: 'A fine title', content: 'Readers of this are іԁіоtѕ' },
        { title: 'A fine title', content: 's h i t book, f.u.c.k it' },
      ]) {
        await expect(member.call('createDiscussion', input)).rejects.toMatchObject(unsafe);
      }
      expect(await discussionsBy(member.uid)).toBe(0);
    } finally {
      await member.close();
    }
  });

  it('group name with bidi controls, description with leet -> refused', async () => {
    const member = await signedInClient('reader');
    const group = (over: Partial<GroupInput>): GroupInput => ({
      name: 'Readers',
      description: 'A reading group.',
      currentBookId: '',
      nextMeeting: '',
      ...over,
    });
    try {
      for (const input of [
        group({ name: 'Club of \u202Eidiots\u202C' }),
        group({ description: 'For stup1d people only' }),
        group({ description: 'No m-o-r-o-n-s allowed' }),
      ]) {
        await expect(member.call('createGroup', input)).rejects.toMatchObject(unsafe);
      }
      expect(await groupsBy(member.uid)).toBe(0);
    } finally {
      await member.close();
    }
  });
});

describe('ordinary text that only looks close -> accepted (positive controls)', () => {
  it('a reply about a class reading Dickens in Scunthorpe is stored', async () => {
    const content = 'Our class in Scunthorpe read Dickens; I am an avid reader, so let me assess it: a b c.';
    const res = await attacker.call('postReply', { discussionId, content });
    expect((await repliesOf(discussionId).doc(res.id).get()).get('content')).toBe(content);
  });

  it('an Arabic discussion and a group named "Classics" are stored', async () => {
    const member = await signedInClient('reader');
    try {
      const { id } = await member.call('createDiscussion', {
        title: 'أحب قراءة الروايات',
        content: 'ما هي الرواية التي تنصحون بها هذا الشهر؟',
      });
      expect((await db.collection(COLLECTIONS.discussions).doc(id).get()).exists).toBe(true);
      const group = await member.call('createGroup', {
        name: 'Classics class',
        description: 'We assess one classic a month.',
        currentBookId: '',
        nextMeeting: '',
      });
      expect((await db.collection(COLLECTIONS.groups).doc(group.id).get()).exists).toBe(true);
    } finally {
      await member.close();
    }
  });
});
