import { describe, expect, it } from 'vitest';
import { isReservedName } from './name-policy.js';

describe('isReservedName', () => {
  it.each([
    'dplAI',
    'DPLAI',
    'dpIAI', // capital i for l
    'dp1AI',
    'd p l A I',
    'd.p.l.A.I',
    'dpl\u200BAI', // zero-width space
    '\u202Edplai', // bidi override
    'ｄｐｌＡＩ', // fullwidth
    'dрlАI', // Cyrillic р and А
    'dplAI Official',
    'Real dplAI',
    'Library Staff',
    'Library',
    'Librarian',
    'Admin',
    'ADM1N',
    'The Moderator',
    'Staff',
    'AI Assistant',
  ])('refuses %j', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each([
    'Omar Khalid',
    'Staffan',
    'Libby',
    'Adminah',
    'Botha',
    'Modesty',
    'Systema',
    'Layla',
    'Dana',
    'Ali',
    'ليلى',
    '',
  ])('allows %j', (name) => {
    expect(isReservedName(name)).toBe(false);
  });
});
