/**
 * Generated bad payloads for every callable: wrong types, missing fields, huge strings, extra
 * fields and unicode edge cases (lone surrogates, RTL override, zero-width characters, emoji,
 * NUL). Every payload is checked against the callable's own zod schema before it is used, so the
 * drill only ever sends input the server must refuse: a payload the schema would accept could
 * legitimately write, and would prove nothing.
 */
import { CALLABLE_CONTRACTS, type CallableName } from '@shared/callables';
import { LIMITS } from '@shared/constants';

export type { CallableName };

/**
 * Every callable with a valid request to mutate (its ids point at nothing, so
 * even a payload that slipped through could not touch the demo data); the schema is the
 * contract's (@shared/callables). A callable added to the contract without a line here makes the
 * drill fail, so none goes untested.
 */
export const CALLABLE_TABLE: Record<CallableName, { valid: Record<string, unknown> }> = {
  whoAmI: { valid: {} },
  listUsers: { valid: {} },
  aiStatus: { valid: {} },
  setUserRole: { valid: { uid: 'some-user', role: 'librarian' } },
  createUser: {
    valid: { email: 'new@library.test', password: 'secret-123', role: 'reader' },
  },
  bookChat: { valid: { bookId: 'no-such-book', message: 'Hello' } },
  generateBookMetadata: {
    valid: { title: 'Dune', author: 'Frank Herbert' },
  },
  draftBookTranslation: { valid: { bookId: 'no-such-book', language: 'ar' } },
  // A CSV with its header only: no record, so nothing to write.
  previewCatalogueImport: { valid: { fileName: 'drill.csv', data: btoa('title,author\n') } },
  startCatalogueImport: { valid: { fileName: 'drill.csv', data: btoa('title,author\n') } },
  exportCatalogue: { valid: { format: 'csv' } },
  analyzeSearchQuery: { valid: { query: 'space opera' } },
  askLibrary: { valid: { question: 'something like Dune but shorter', language: 'en', bookId: 'no-such-book' } },
  createGroup: {
    valid: { name: 'Group', description: 'A group', currentBookId: '', nextMeeting: '' },
  },
  joinGroup: { valid: { groupId: 'classics-circle' } },
  leaveGroup: { valid: { groupId: 'classics-circle' } },
  updateGroup: {
    valid: { groupId: 'no-such-group', description: 'A group', currentBookId: '', nextMeeting: '' },
  },
  transferGroup: { valid: { groupId: 'no-such-group', toUid: 'some-user' } },
  closeGroup: { valid: { groupId: 'no-such-group' } },
  createDiscussion: { valid: { title: 'Title', content: 'Text' } },
  postReply: {
    valid: { discussionId: 'no-such-discussion', content: 'A reply' },
  },
  setClubSchedule: { valid: { groupId: 'no-such-group', milestones: [{ label: 'Part 1', dueOn: '' }] } },
  setReadingProgress: { valid: { groupId: 'no-such-group', milestone: 1, shareName: false } },
  retagPost: { valid: { target: { kind: 'discussion', discussionId: 'no-such-discussion' }, milestone: 1 } },
  openClubSpoilers: { valid: { groupId: 'no-such-group' } },
  rsvpMeeting: { valid: { groupId: 'no-such-group', answer: 'going' } },
  saveMeetingNotes: { valid: { groupId: 'no-such-group', meetingId: '2026-12-03T1800Z', notes: 'We met.' } },
  proposeClubPicks: { valid: { groupId: 'no-such-group', bookIds: ['dune', 'the-hobbit'] } },
  voteClubPick: { valid: { groupId: 'no-such-group', bookId: 'dune' } },
  closeClubPicks: { valid: { groupId: 'no-such-group' } },
  setCoHost: { valid: { groupId: 'no-such-group', uid: 'someone', host: true } },
  hostThread: { valid: { discussionId: 'no-such-discussion', pinned: true } },
  submitContactMessage: {
    valid: { name: 'Ada', email: 'ada@example.org', phone: '', subject: 'Hello', message: 'A message' },
  },
  // Only refused payloads are ever sent, so the drill's shared accounts are never deleted.
  deleteAccount: { valid: {} },
  exportMyData: { valid: { language: 'en' } },
  sendVerificationEmail: { valid: { language: 'en' } },
  requestPasswordReset: { valid: { email: 'nobody@example.org', language: 'en' } },
  requestEmailChange: { valid: { newEmail: 'new-address@example.org', language: 'ar' } },
  editPost: {
    valid: {
      target: { kind: 'reply', discussionId: 'no-such-discussion', replyId: 'no-such-reply' },
      content: 'Edited',
    },
  },
  deletePost: { valid: { target: { kind: 'discussion', discussionId: 'no-such-discussion' } } },
  reportContent: {
    valid: { target: { kind: 'discussion', discussionId: 'no-such-discussion' }, reason: 'spam', note: '' },
  },
  moderateItem: { valid: { itemId: 'no-such-item', action: 'dismiss', note: '' } },
  borrowDigital: { valid: { bookId: 'no-such-book', format: 'ebook' } },
  returnLoan: { valid: { loanId: 'no-such-loan' } },
  renewLoan: { valid: { loanId: 'no-such-loan' } },
  placeHold: { valid: { bookId: 'no-such-book', format: 'physical', pickupBranchId: 'main' } },
  cancelHold: { valid: { holdId: 'no-such-hold' } },
  setReadingHistory: { valid: { enabled: false } },
  checkOut: { valid: { barcode: 'no-such-copy', email: 'nobody@library.test' } },
  checkIn: { valid: { barcode: 'no-such-copy' } },
  getLibraryCard: { valid: {} },
  renewAll: { valid: {} },
  reportLost: { valid: { loanId: 'no-such-loan' } },
  setCopyState: { valid: { barcode: 'no-such-copy', state: 'damaged', note: '' } },
  changePickup: { valid: { holdId: 'no-such-hold', pickupBranchId: 'main' } },
  pauseHold: { valid: { holdId: 'no-such-hold', until: null } },
  setNotNeededAfter: { valid: { holdId: 'no-such-hold', day: null } },
  findMember: { valid: { query: 'nobody@test.library' } },
  searchMembers: { valid: { name: 'Nobody Here' } },
  replaceCard: { valid: { uid: 'no-such-member' } },
  sendCopy: { valid: { barcode: 'no-such-copy' } },
  receiveCopy: { valid: { barcode: 'no-such-copy', branchId: 'main' } },
  addCopy: {
    valid: { bookId: 'no-such-book', branchId: 'main', barcode: 'no-such-copy', shelfMark: 'FIC A' },
  },
  removeCopy: { valid: { barcode: 'no-such-copy' } },
  setLicences: { valid: { bookId: 'no-such-book', ebook: 1, audio: 0 } },
  rateBook: { valid: { bookId: 'no-such-book', halfStars: 8, visibility: 'public' } },
  setMemberPage: { valid: { enabled: false } },
  writeReview: { valid: { bookId: 'no-such-book', text: 'Good.', spoiler: false, visibility: 'public' } },
  deleteReview: { valid: { bookId: 'no-such-book' } },
  voteHelpful: { valid: { reviewId: 'no-such-review', helpful: true } },
  saveList: { valid: { title: 'Summer', description: '', visibility: 'public', featured: false, items: [] } },
  saveStaffList: { valid: { title: 'Staff picks', description: '', visibility: 'public', featured: true, items: [] } },
  deleteList: { valid: { listId: 'no-such-list' } },
  homeShelves: { valid: {} },
  readersAlsoEnjoyed: { valid: { bookId: 'no-such-book' } },
  notInterested: { valid: { bookId: 'no-such-book', undo: false } },
  importReading: {
    valid: {
      rows: [
        {
          bookId: '',
          title: 'No Such Book',
          author: 'Nobody',
          isbn: '',
          shelf: 'read',
          halfStars: 8,
          startedOn: '',
          finishedOn: '2024-01-02',
          timesRead: 1,
        },
      ],
      visibility: 'private',
    },
  },
};

export const UNICODE = {
  loneHighSurrogate: '\uD800',
  loneLowSurrogate: '\uDC00',
  rtlOverride: '\u202Eadmin',
  zeroWidth: '\u200B\u200C\u200D\u2060',
  bom: '\uFEFF',
  emoji: '📚👩🏽‍💻🏳️‍🌈',
  nul: 'a\u0000b',
  combining: 'e\u0301\u0301\u0301',
  control: '\u0007\u001b[31m',
} as const;

const HUGE = 'x'.repeat(Math.max(...Object.values(LIMITS)) * 20 + 1); // 200,001 characters
const WRONG_TYPES: unknown[] = [0, -1, 1e308, true, false, null, [], ['a'], {}, { nested: 'x' }, [null], 'x'.repeat(3)];

/** A small deterministic generator, so a failing payload can be reproduced. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Candidate bad payloads for one callable (some may be valid: the caller filters them out). */
function candidates(valid: Record<string, unknown>, random: () => number): unknown[] {
  const fields = Object.keys(valid);
  const out: unknown[] = [];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const unicode = Object.values(UNICODE);

  // Not an object at all.
  out.push('', 'hello', 42, true, [valid], [], UNICODE.emoji, UNICODE.loneHighSurrogate, HUGE);
  // Missing fields: each one, and all of them.
  for (const f of fields) {
    const { [f]: _dropped, ...rest } = valid;
    out.push(rest);
  }
  // Wrong types in each field.
  for (const f of fields) for (const wrong of WRONG_TYPES) out.push({ ...valid, [f]: wrong });
  // Huge strings, and strings one past the field's limit in unicode that still counts as text.
  for (const f of fields) {
    out.push({ ...valid, [f]: HUGE });
    out.push({ ...valid, [f]: pick(unicode).repeat(20_000) });
  }
  // Extra fields, with hostile and unicode names and values.
  for (const key of ['extra', 'role', 'isAssistant', 'createdBy', '__proto__', 'constructor', UNICODE.rtlOverride]) {
    out.push({ ...valid, [key]: pick(unicode) });
  }
  for (const u of unicode) out.push({ ...valid, [u]: u });
  // Unicode edge cases in every field, combined with something that makes the payload invalid:
  // an extra field, an array in place of the string, or a value made only of invisible characters.
  for (const f of fields) {
    for (const u of unicode) {
      out.push({ ...valid, [f]: u, [`x${u}`]: 1 });
      out.push({ ...valid, [f]: [u] });
    }
    out.push({ ...valid, [f]: `${UNICODE.bom}  ${UNICODE.bom}` }); // blank once trimmed
    out.push({ ...valid, [f]: '\u0000'.repeat(LIMITS.discussionContent + 1) }); // past every limit
  }
  // Random combinations.
  for (let i = 0; i < 40; i++) {
    const payload: Record<string, unknown> = { ...valid };
    for (const f of fields) if (random() < 0.5) payload[f] = random() < 0.5 ? pick(WRONG_TYPES) : pick(unicode);
    payload[`extra${i}${pick(unicode)}`] = pick([...WRONG_TYPES, ...unicode]);
    out.push(payload);
  }
  return out;
}

/**
 * The payload as the server receives it: the web SDK copies objects key by key, so an own
 * "__proto__" key becomes a prototype and disappears from the request (found by this drill).
 */
function asSent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSent);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = asSent(v);
  return JSON.parse(JSON.stringify(out));
}

/** At least `perCallable` payloads the callable's schema rejects, deterministic per callable. */
export function badPayloads(name: CallableName, perCallable: number): unknown[] {
  const { valid } = CALLABLE_TABLE[name];
  const schema = CALLABLE_CONTRACTS[name].input;
  const random = rng([...name].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const rejected = candidates(valid, random).filter((p) => !schema.safeParse(asSent(p)).success);
  if (rejected.length < perCallable) {
    throw new Error(`only ${rejected.length} invalid payloads for ${name}; the generator needs more cases`);
  }
  // Spread the choice over every kind of case rather than taking the first ones.
  const step = rejected.length / perCallable;
  return Array.from({ length: perCallable }, (_, i) => rejected[Math.floor(i * step)]);
}
