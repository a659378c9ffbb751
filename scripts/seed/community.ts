/** Demo reading groups and discussions (our own text). Keys refer to DEMO_ACCOUNTS and book slugs. */
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

export const SEED_DISCUSSIONS = [
  {
    id: 'welcome',
    title: 'Welcome to the community!',
    content:
      'This is the place to talk about books with other members of the library. Introduce yourself and tell us what you are reading this week.',
    createdBy: 'admin',
    replies: [
      { by: 'reader', content: 'Hello everyone! I am halfway through Dune and loving the world building.' },
      { by: 'reader2', content: 'Hi! Just finished a mystery novel and looking for the next one.' },
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
] as const;
