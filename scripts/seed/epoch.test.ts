import { describe, expect, it } from 'vitest';
import { SEED_EPOCH, epochFor, seedDocuments } from './index.js';

const DAY = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** The fields that hold a day of the seed's clock ('YYYY-MM-DD': a shelf entry's start and finish, a club milestone's due day). */
const DAY_FIELDS = new Set(['startedOn', 'finishedOn', 'dueOn']);

/**
 * The document with every date (Date, ISO string, day, or a number under a summary's `due`: due
 * dates kept as milliseconds) replaced by its distance from `epoch`.
 */
function relative(value: unknown, epoch: number, ms = false): unknown {
  if (ms && typeof value === 'number') return { at: value - epoch };
  if (value instanceof Date) return { at: value.getTime() - epoch };
  if (typeof value === 'string' && ISO.test(value)) return { at: Date.parse(value) - epoch };
  if (Array.isArray(value)) return value.map((v) => relative(v, epoch, ms));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        DAY_FIELDS.has(k) && typeof v === 'string' && v
          ? { day: Date.parse(v) - epoch }
          : relative(v, epoch, ms || k === 'due'),
      ]),
    );
  return value;
}

/** A path with a meeting record's id (its time, community/meetings.ts) written as its distance from `epoch`. */
const relativePath = (path: string, epoch: number) =>
  path.replace(
    /\/meetings\/(\d{4}-\d{2}-\d{2}T\d{2})(\d{2})Z$/,
    (_, hour: string, minute: string) => `/meetings/@${Date.parse(`${hour}:${minute}:00Z`) - epoch}`,
  );

describe('the seed’s clock', () => {
  it('is SEED_EPOCH moved on by whole days, never after now, the same all day', () => {
    expect(epochFor(new Date(SEED_EPOCH))).toBe(SEED_EPOCH);
    expect(epochFor(new Date('2026-11-26T08:59:59Z'))).toBe(Date.parse('2026-11-25T09:00:00Z'));
    expect(epochFor(new Date('2026-11-26T09:00:00Z'))).toBe(Date.parse('2026-11-26T09:00:00Z'));
    expect(epochFor(new Date('2026-11-26T23:59:59Z'))).toBe(Date.parse('2026-11-26T09:00:00Z'));
  });

  it('dates every document from the epoch and nothing else (no real clock)', () => {
    const later = SEED_EPOCH + 25 * DAY;
    const at = seedDocuments(SEED_EPOCH);
    const moved = seedDocuments(later);
    const movedAt = new Map([...moved].map(([path, data]) => [relativePath(path, later), data]));
    expect([...movedAt.keys()]).toEqual([...at.keys()].map((path) => relativePath(path, SEED_EPOCH)));
    for (const [path, data] of at) {
      expect(relative(movedAt.get(relativePath(path, SEED_EPOCH)), later), path).toEqual(relative(data, SEED_EPOCH));
    }
    // And the dates did move: a group's next meeting is 25 days later.
    expect(moved.get('groups/classics-circle')).not.toEqual(at.get('groups/classics-circle'));
  });
});
