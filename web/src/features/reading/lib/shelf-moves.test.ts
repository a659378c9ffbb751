import { describe, expect, it } from 'vitest';
import type { ShelfChoice } from '@shared/documents/reading';
import { moveToShelf } from './shelf-moves';

const TODAY = '2026-11-28';
const entry = (o: Partial<ShelfChoice>): ShelfChoice => ({
  shelf: 'want',
  visibility: 'members',
  startedOn: '',
  finishedOn: '',
  timesRead: 0,
  progress: null,
  ...o,
});

describe('moveToShelf', () => {
  it('a first tap makes an entry with the member’s default visibility', () => {
    expect(moveToShelf(null, 'want', TODAY, 'public')).toEqual(entry({ visibility: 'public' }));
    expect(moveToShelf(null, 'reading', TODAY, 'private')).toEqual(
      entry({ shelf: 'reading', visibility: 'private', startedOn: TODAY }),
    );
  });
  it('Read finishes today and counts a read; reading it again starts a new read and counts another', () => {
    const reading = entry({ shelf: 'reading', startedOn: '2026-11-01', progress: { unit: 'pages', value: 80 } });
    const read = moveToShelf(reading, 'read', TODAY, 'private');
    expect(read).toEqual(entry({ shelf: 'read', startedOn: '2026-11-01', finishedOn: TODAY, timesRead: 1 }));
    const again = moveToShelf(read, 'reading', '2026-12-05', 'private');
    expect(again).toMatchObject({ shelf: 'reading', startedOn: '2026-12-05', finishedOn: '', timesRead: 1 });
    expect(moveToShelf(again, 'read', '2026-12-20', 'private')).toMatchObject({
      timesRead: 2,
      finishedOn: '2026-12-20',
    });
  });
  it('the same shelf again changes nothing; Did not finish keeps the progress; Want to read forgets the dates', () => {
    const reading = entry({ shelf: 'reading', startedOn: '2026-11-01', progress: { unit: 'percent', value: 30 } });
    expect(moveToShelf(reading, 'reading', TODAY, 'public')).toBe(reading);
    expect(moveToShelf(reading, 'dnf', TODAY, 'public')).toEqual({ ...reading, shelf: 'dnf' });
    expect(moveToShelf(reading, 'want', TODAY, 'public')).toEqual(entry({ visibility: 'members' }));
  });
  it('never writes a start after the finish (the rules refuse it)', () => {
    const odd = entry({ shelf: 'dnf', startedOn: '2026-12-31' });
    const read = moveToShelf(odd, 'read', TODAY, 'private');
    expect(read.startedOn).toBe('');
  });
});
