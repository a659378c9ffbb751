/** Demo reading groups and discussions (our own text). Keys refer to DEMO_ACCOUNTS and book slugs. */
import type { DEMO_ACCOUNTS } from './accounts.js';
import { DAY } from './clock.js';

type Account = keyof typeof DEMO_ACCOUNTS;
export const SEED_GROUPS = [
  {
    id: 'classics-circle',
    name: 'Classics Circle',
    description:
      'We read one classic a month and meet at the Al Rashidya branch to talk about why it still matters. New readers are always welcome.',
    bookSlug: 'pride-and-prejudice',
    nextMeetingDaysAhead: 9,
    createdBy: 'librarian',
    members: ['librarian', 'reader', 'reader2'],
  },
  {
    id: 'future-readers',
    name: 'Future Readers',
    description:
      'Science fiction and popular science, side by side. We pair a novel with a non-fiction book on the same idea.',
    bookSlug: 'dune',
    nextMeetingDaysAhead: 16,
    createdBy: 'reader',
    members: ['reader', 'admin'],
  },
  {
    id: 'history-at-hatta',
    name: 'History at Hatta',
    description: 'Slow, careful reading of history books, with a short talk from a guest at every second meeting.',
    bookSlug: null,
    nextMeetingDaysAhead: null,
    createdBy: 'admin',
    members: ['admin'],
  },
] as const;

/**
 * The demo book club (docs/community.md, "Virtual book clubs"): Classics Circle reads Pride and
 * Prejudice in three parts. Its members are at different places: the demo reader is in the first
 * volume (the ending's thread waits for them), the second reader has finished and shows it.
 */
export const SEED_CLUB = {
  groupId: 'classics-circle',
  schedule: [
    { label: 'Volume I (chapters 1-23)', dueDaysAhead: 2 },
    { label: 'Volume II (chapters 24-42)', dueDaysAhead: 5 },
    { label: 'Volume III (to the end)', dueDaysAhead: 8 },
  ],
  progress: [
    { by: 'reader', milestone: 1, shareName: false },
    { by: 'reader2', milestone: 3, shareName: true },
    { by: 'librarian', milestone: 3, shareName: true },
  ],
  /** The next meeting's place and who answered it (the demo reader has not yet). */
  meeting: { branch: 'al-rashidya', room: 'Community room, first floor' },
  rsvps: [
    { by: 'reader2', answer: 'going' },
    { by: 'librarian', answer: 'going' },
  ],
  /** The club's last meeting, before the seed's day: its page shows the host's notes. */
  lastMeeting: {
    daysAgo: 19,
    rsvpCounts: { going: 3, maybe: 1, notGoing: 0 },
    notesBy: 'librarian',
    notes:
      'We met in the community room to start Pride and Prejudice. The opening line began a long talk about money and marriage, then and now.\n\nNext time: Volume I, up to the ball at Netherfield. Bring a line you liked.',
  },
} as const satisfies {
  groupId: (typeof SEED_GROUPS)[number]['id'];
  schedule: ReadonlyArray<{ label: string; dueDaysAhead: number }>;
  progress: ReadonlyArray<{ by: Account; milestone: number; shareName: boolean }>;
  meeting: { branch: string; room: string };
  rsvps: ReadonlyArray<{ by: Account; answer: 'going' | 'maybe' | 'notGoing' }>;
  lastMeeting: { daysAgo: number; rsvpCounts: Record<string, number>; notesBy: Account; notes: string };
};

/**
 * A discussion with `group` was started in that reading group (its author is a member); in the
 * book club, `milestone` says how far into the book it (and each reply) reads.
 */
export const SEED_DISCUSSIONS: ReadonlyArray<{
  id: string;
  group?: (typeof SEED_GROUPS)[number]['id'];
  milestone?: number;
  title: string;
  content: string;
  createdBy: Account;
  replies: ReadonlyArray<{ by: Account | 'assistant'; content: string; milestone?: number }>;
}> = [
  {
    id: 'welcome',
    title: 'Welcome to the community!',
    content:
      'This is the place to talk about books with other members of the library. Introduce yourself and tell us what you are reading this week.',
    createdBy: 'admin',
    replies: [
      { by: 'reader', content: 'Hello everyone! I am halfway through Dune and loving the world building.' },
      { by: 'reader2', content: 'Hi! Just finished a mystery novel and looking for the next one.' },
      // Reported twice (SEED_MODERATION): waiting in the staff queue, still visible.
      { by: 'reader', content: 'Selling my old paperbacks cheap, message me for the price list!' },
    ],
  },
  {
    id: 'summer-reading',
    title: 'What should be on the summer reading list?',
    content:
      'The branches are preparing a summer list for teenagers. Which books would you add, and why? Classics and new titles are both welcome.',
    createdBy: 'librarian',
    replies: [
      { by: 'reader', content: 'The Hobbit, without a doubt. It was my first big book.' },
      { by: 'reader2', content: '@dplAI which books would suit a 14-year-old who enjoys mysteries?' },
      {
        by: 'assistant',
        content:
          'For a 14-year-old who enjoys mysteries, good picks from our collection include The Hound of the Baskervilles by Arthur Conan Doyle and And Then There Were None by Agatha Christie. Both are quick to get into and keep the reader guessing until the end.',
      },
    ],
  },
  {
    id: 'audiobooks',
    title: 'Audiobooks for the commute',
    content: 'I drive forty minutes each way. Which audiobooks from the library kept you company on the road?',
    createdBy: 'reader2',
    replies: [{ by: 'librarian', content: 'Try Sapiens in audio: the narration is excellent and chapters are short.' }],
  },
  {
    id: 'pride-first-chapters',
    group: 'classics-circle',
    milestone: 1,
    title: 'Pride and Prejudice: the first ten chapters',
    content:
      'Before we meet: what did you make of the opening line, and of Mr Darcy at the Meryton ball? First impressions only, we will change our minds later.',
    createdBy: 'librarian',
    replies: [
      { by: 'reader', content: 'The opening line is funnier than I remembered. Mrs Bennet steals every scene.' },
      { by: 'reader2', content: 'Darcy is unbearable so far, which I suspect is the point.' },
      {
        by: 'librarian',
        milestone: 2,
        content: 'Wait until Hunsford: his proposal in Volume II turns everything you think of him upside down.',
      },
    ],
  },
  {
    id: 'pride-the-ending',
    group: 'classics-circle',
    milestone: 3,
    title: 'Pemberley, Lydia and the ending',
    content:
      'Finished! Was Darcy paying off Wickham the moment you forgave him, or was it Pemberley? And did the last chapters earn the happy ending?',
    createdBy: 'reader2',
    replies: [
      { by: 'librarian', content: "For me it was the housekeeper at Pemberley: a servant's praise is hard to fake." },
    ],
  },
  {
    id: 'dune-and-ecology',
    group: 'future-readers',
    title: 'Dune and ecology: which non-fiction pairs best?',
    content:
      'Our next pairing: Dune with a book about deserts, water or climate. Suggestions from the catalogue welcome before the meeting.',
    createdBy: 'reader',
    replies: [{ by: 'admin', content: 'Cosmos is not about deserts, but its chapter on planets would fit nicely.' }],
  },
] as const;

/**
 * The moderation queue's demo: the reported reply above, and a discussion the offline moderator
 * was unsure about ("gambling" is one of its borderline words), held until staff review it.
 */
export const SEED_MODERATION = {
  reportedReply: {
    discussionId: 'welcome',
    replyId: 'r3',
    reports: [
      { by: 'reader2', reason: 'spam', note: 'Selling things is not what this forum is for.' },
      { by: 'librarian', reason: 'off-topic', note: '' },
    ],
  },
  heldDiscussion: {
    id: 'gambling-in-fiction',
    title: 'Novels about gambling',
    content: 'Which novels show gambling honestly? I liked The Gambler by Dostoevsky and want more like it.',
    createdBy: 'reader2',
    aiReason: 'The text touches a sensitive topic; a person should decide.',
    /** The offline moderator's words, so keyed like a live hold (community:moderationReasons). */
    aiReasonKey: 'sensitive',
  },
} as const;

/** When the club's last meeting was, on the demo's clock `epoch` (its page: /groups/classics-circle/meetings/…). */
export const lastClubMeetingAt = (epoch: number) =>
  new Date(epoch - SEED_CLUB.lastMeeting.daysAgo * DAY + 8 * 3_600_000);
