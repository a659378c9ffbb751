import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { idSchema } from '../shared/schemas.js';
import { docId } from './doc-id.js';

/** Ids that exist: Firestore auto-ids, Auth (and Auth emulator) uids, seeded slugs and uids. */
const REAL = [
  'Xk3vQ9aZpL0mN2bR7tYc', // Firestore auto-id
  'XC49HGzCqJA7mToJi0HwJauk2nTI', // Auth emulator uid
  'dune',
  'the-left-hand-of-darkness',
  'structure-and-interpretation-of-computer-programs',
  'gen-12',
  'classics-circle',
  'demo-reader-2',
  'a'.repeat(128),
];

const HOSTILE = [
  'classics-circle/members/someone',
  '/',
  '..',
  '.',
  '../groups/x',
  '__x__',
  '',
  'a'.repeat(129),
  'café',
  'a\u2215b',
  'a%2Fb',
  '-leading-dash',
  '_leading-underscore',
  'with space',
  'a\u0000b',
];

describe('ids are single safe path segments', () => {
  it.each(REAL)('accepts the real id %s', (id) => {
    expect(idSchema.safeParse(id).success).toBe(true);
    expect(docId(id, 'groupId')).toBe(id);
  });

  it.each(HOSTILE)('refuses %j in the schema and in docId (invalid-argument)', (id) => {
    expect(idSchema.safeParse(id).success).toBe(false);
    expect(() => docId(id, 'groupId')).toThrow(HttpsError);
    try {
      docId(id, 'groupId');
    } catch (err) {
      expect((err as HttpsError).code).toBe('invalid-argument');
      expect((err as HttpsError).details).toMatchObject({ reason: 'validation', field: 'groupId' });
    }
  });
});
