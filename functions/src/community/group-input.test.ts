import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { groupInputSchema } from '../shared/schemas.js';

const withMeeting = (nextMeeting: unknown) =>
  groupInputSchema.safeParse({ name: 'Readers', description: 'A group', currentBookId: '', nextMeeting });

describe('groupInputSchema.nextMeeting', () => {
  const accepted = [
    '',
    '2026-12-01T18:30', // datetime-local, as the form validates it
    '2026-12-01T18:30:05',
    '2030-05-04T18:30:00.000Z', // the instant the form sends
    '2000-01-01T00:00+14:00',
    '2028-02-29T10:00',
    '9999-12-31T23:59:59.999Z',
  ];
  it.each(accepted)('accepts %j, and a Firestore Timestamp holds it', (value) => {
    expect(withMeeting(value).success).toBe(true);
    if (value) expect(() => Timestamp.fromDate(new Date(value))).not.toThrow();
  });

  const refused = [
    '+275760-09-13T00:00:00.000Z', // Date.parse takes it; Timestamp.fromDate threw -> internal
    '+099999-01-01', // the property drill's counterexample
    '0000-01-01',
    '0000-01-01T00:00',
    '1999-12-31T23:59',
    '9999-12-31T23:59-14:00', // year 10000 in UTC
    '2026-02-31T10:00', // Date.parse rolls it over to March
    '2027-02-29T10:00',
    '2026-13-01T00:00',
    '2026-12-01T24:00',
    '2026-12-01T18:30+24:00',
    '2026-12-01',
    '2026-12-01 18:30',
    'Sat, 13 Sep 2026 00:00:00 GMT',
  ];
  it.each(refused)('refuses %j with validation.date', (value) => {
    const result = withMeeting(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.date');
  });
});
