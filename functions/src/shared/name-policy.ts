/**
 * Which display names members may not use: the assistant's name and names that pose as the
 * library's staff. Checked on the match form of shared/text-normalize.ts, so look-alike letters,
 * invisible characters, leet and spaced-out letters ("d p l A I", "dpIAI" with a capital i,
 * Cyrillic "а") do not get around it. The server (community/member-name.ts) decides; the profile forms
 * use the same check to say so at once. Whether a name is offensive is the moderator's call.
 */
import { ASSISTANT_NAME } from './constants.js';
import { matchForm } from './text-normalize.js';

/** Words (in match form) that no member's name may contain as a word. */
const RESERVED_WORDS = [
  'staff',
  'librarian',
  'librarians',
  'library',
  'admin',
  'administrator',
  'moderator',
  'mod',
  'official',
  'assistant',
  'system',
  'bot',
];

/** Names that may not appear anywhere in a name, even inside a word (compared squashed: no spaces). */
const RESERVED_INSIDE = [ASSISTANT_NAME, 'dplai', 'chatgpt', 'openai'];

function squash(text: string): string {
  return matchForm(text).replace(/\s+/g, '');
}

// Made on the first check, not when the module loads: schemas.ts imports this into every page that
// validates a document, and matching forms costs a phone's CPU about 30 ms (docs/performance.md).
let reserved: { words: Set<string>; inside: string[] } | undefined;
const reservedForms = () =>
  (reserved ??= {
    words: new Set(RESERVED_WORDS.map((w) => matchForm(w))),
    inside: [...new Set(RESERVED_INSIDE.map(squash))],
  });

/** True when the name poses as the assistant or as library staff. */
export function isReservedName(name: string): boolean {
  const form = matchForm(name);
  if (!form) return false;
  const { words, inside } = reservedForms();
  if (form.split(' ').some((word) => words.has(word))) return true;
  const squashed = form.replace(/\s+/g, '');
  return inside.some((r) => squashed.includes(r));
}
