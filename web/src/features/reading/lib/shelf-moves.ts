import { newShelfChoice, type Shelf, type ShelfChoice, type Visibility } from '@shared/documents/reading';

/**
 * The reader's own calendar day ('YYYY-MM-DD'): "I finished it today" means their today, wherever
 * they read (the library's day is for its desks and due dates, shared/library-day.ts).
 */
export const readerToday = (now = new Date()) =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * The entry after one tap on a shelf, as a reader expects (docs/reading.md): Reading starts today
 * (a re-read when the book was Read), Read finishes today and counts one more read, Want to read
 * forgets the dates of a read not begun, Did not finish keeps where they stopped. The same shelf
 * again changes nothing. `today` is 'YYYY-MM-DD'.
 */
export function moveToShelf(
  entry: ShelfChoice | null,
  shelf: Shelf,
  today: string,
  visibility: Visibility,
): ShelfChoice {
  if (entry?.shelf === shelf) return entry;
  const was: ShelfChoice = entry ?? newShelfChoice({ shelf, visibility });
  switch (shelf) {
    case 'want':
      return { ...was, shelf, startedOn: '', finishedOn: '', progress: null };
    case 'reading':
      return {
        ...was,
        shelf,
        startedOn: was.shelf === 'read' || !was.startedOn ? today : was.startedOn,
        finishedOn: '',
        progress: was.shelf === 'dnf' ? was.progress : null,
      };
    case 'read':
      return {
        ...was,
        shelf,
        startedOn: was.startedOn && was.startedOn <= today ? was.startedOn : '',
        finishedOn: today,
        timesRead: Math.min(was.timesRead + 1, 999),
        progress: null,
      };
    case 'dnf':
      return { ...was, shelf, finishedOn: '' };
  }
}
