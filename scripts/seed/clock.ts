/** The demo's clock: pure, so the browser tests can name what the seed dated (a meeting's page). */

/** The export's clock (emulator-data/ is the seed written at this instant), so it is stable. */
export const SEED_EPOCH = Date.parse('2026-11-01T09:00:00Z');
export const DAY = 86_400_000;

/**
 * The demo's clock on the day of `now`: SEED_EPOCH moved on by whole days, the last such instant
 * not after `now` (so nothing the seed dates in the past lands in the future), the same all day.
 */
export function epochFor(now: Date): number {
  return SEED_EPOCH + Math.floor((now.getTime() - SEED_EPOCH) / DAY) * DAY;
}
