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

/** Squashed forms (no spaces) that may not appear anywhere in a name, even inside a word. */
const RESERVED_INSIDE = [squash(ASSISTANT_NAME), 'dplai', 'chatgpt', 'openai'];

function squash(text: string): string {
  return matchForm(text).replace(/\s+/g, '');
}

const RESERVED_WORD_FORMS = new Set(RESERVED_WORDS.map((w) => matchForm(w)));
const RESERVED_INSIDE_FORMS = [...new Set(RESERVED_INSIDE.map(squash))];

/** True when the name poses as the assistant or as library staff. */
export function isReservedName(name: string): boolean {
  const form = matchForm(name);
  if (!form) return false;
  if (form.split(' ').some((word) => RESERVED_WORD_FORMS.has(word))) return true;
  const squashed = form.replace(/\s+/g, '');
  return RESERVED_INSIDE_FORMS.some((r) => squashed.includes(r));
}
