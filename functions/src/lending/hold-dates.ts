import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { holds } from '../lib/documents.js';
import { holdDayAllowed, libraryDayStart } from '../shared/library-day.js';
import { MSG } from '../shared/schemas.js';
import { appError } from '../lib/errors.js';
import { assertHoldToCome, runCirculation } from './circulation.js';

/** A day outside its window (from today or tomorrow to a year ahead), refused as the schema refuses. */
function assertDay(day: string | null, fromDays: 0 | 1, field: string, messageKey: string): void {
  if (day !== null && !holdDayAllowed(day, new Date(), fromDays))
    throw appError('invalid-argument', { reason: 'validation', field, messageKey });
}

/**
 * Pause a hold until a day (My Library), or resume it (until null). Paused, it keeps its place in
 * the queue and a copy or licence passes it by: one already pulled for it goes to the next member,
 * one on its way travels on for the next. Resumed, a copy on a shelf or a free licence comes to the
 * first hold that wants one, as if just returned. The circulation sweep resumes holds whose day has come.
 */
export const pauseHold = callable('pauseHold', {
  rateLimit: 'lending',
  handler: async ({ holdId, until }, caller) => {
    assertDay(until, 1, 'until', MSG.pauseUntil);
    const ref = holds().doc(docId(holdId, 'holdId'));
    return runCirculation(
      db,
      async (c) => {
        const hold = await c.own(ref, caller.uid);
        assertHoldToCome(hold);
        const pausedUntil = until ? libraryDayStart(until) : null;
        c.update(ref, { pausedUntil });
        if (!pausedUntil) await c.offerFreeUnit(hold.doc.bookId, hold.doc.format);
        else if (hold.doc.state === 'transit' || hold.doc.barcode) await c.releaseCopy(hold);
        return { done: true as const };
      },
      { title: ref },
    );
  },
});

/**
 * "Not needed after" a day (My Library), or no such day (null): once the day ends the hold expires
 * (the sweep, or the next copy that would have gone to it) and the member gets a holdExpired notice.
 */
export const setNotNeededAfter = callable('setNotNeededAfter', {
  rateLimit: 'lending',
  handler: async ({ holdId, day }, caller) => {
    assertDay(day, 0, 'day', MSG.notNeededAfter);
    const ref = holds().doc(docId(holdId, 'holdId'));
    return runCirculation(
      db,
      async (c) => {
        assertHoldToCome(await c.own(ref, caller.uid));
        c.update(ref, { notNeededAfter: day ? libraryDayStart(day) : null });
        return { done: true as const };
      },
      { title: ref },
    );
  },
});
