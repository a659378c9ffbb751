import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { holds } from '../lib/documents.js';
import { holdDayAllowed, libraryDayStart } from '../shared/library-day.js';
import { MSG } from '../shared/schemas.js';
import { appError } from '../lib/errors.js';
import type { Entry, Circulation } from './circulation.js';
import { refused, runCirculation } from './circulation.js';
import type { HoldDoc } from '../shared/documents/lending.js';

/** A day outside its window (from today or tomorrow to a year ahead), refused as the schema refuses. */
function assertDay(day: string | null, fromDays: 0 | 1, field: string, messageKey: string): void {
  if (day !== null && !holdDayAllowed(day, new Date(), fromDays))
    throw appError('invalid-argument', { reason: 'validation', field, messageKey });
}

/** The caller's hold that is still to come (waiting or on its way): a ready one waits to be collected. */
async function openHold(c: Circulation, holdId: string, uid: string): Promise<Entry<HoldDoc>> {
  const hold = await c.own(holds(db).doc(holdId), uid);
  if (hold.doc.state === 'ready') throw refused('hold-ready');
  if (hold.doc.state !== 'waiting' && hold.doc.state !== 'transit') throw refused('already-closed');
  return hold;
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
        const hold = await openHold(c, ref.id, caller.uid);
        const pausedUntil = until ? libraryDayStart(until) : null;
        c.update(ref, { pausedUntil });
        const changed = { ...hold, doc: { ...hold.doc, pausedUntil } };
        if (!pausedUntil) await c.offerFreeUnit(hold.doc.bookId, hold.doc.format);
        else if (hold.doc.state === 'transit' || hold.doc.barcode) await c.releaseCopy(changed);
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
        await openHold(c, ref.id, caller.uid);
        c.update(ref, { notNeededAfter: day ? libraryDayStart(day) : null });
        return { done: true as const };
      },
      { title: ref },
    );
  },
});
