/**
 * The building blocks of the stored document schemas (one file per area beside this one).
 *
 * Reading is tolerant: a missing or malformed field reads as its default, so a bad document can
 * never break a screen or a callable. Writing goes through each area's builders, which put
 * SERVER_TIME where the server's clock belongs; each SDK's converter (functions/src/lib/
 * documents.ts, web/src/lib/firebase/documents.ts) turns it into that SDK's serverTimestamp().
 * No Firebase SDK here: this folder is shared by the web app, the functions, tests and scripts.
 */
import { z } from 'zod/mini';

/**
 * "The server's time of this write" in a builder's payload. Typed as the Date it reads back as; an
 * invalid Date, so a payload written without a converter fails instead of storing a wrong time.
 */
export const SERVER_TIME: Date = new Date(Number.NaN);

/**
 * The payload with SERVER_TIME replaced by `serverTime()`, also inside plain nested objects (a
 * book's translations carry their own edit time); Dates, arrays and SDK values are left alone.
 */
export function withServerTimes(data: object, serverTime: () => unknown): Record<string, unknown> {
  const replace = (v: unknown): unknown =>
    v === SERVER_TIME
      ? serverTime()
      : v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype
        ? withServerTimes(v, serverTime)
        : v;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, replace(v)]));
}

/** A stored Timestamp (either SDK's: anything with toDate()) or Date as a Date; null when absent or pending. */
export const time = z.transform((v: unknown): Date | null => {
  if (v instanceof Date) return v;
  const toDate = (v as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(v) as Date) : null;
});
export const text = z.catch(z.string(), '');
export const nullableText = z.catch(z.nullable(z.string()), null);
export const count = z.catch(z.int().check(z.minimum(0)), 0);
export const strings = z.catch(z.array(z.string()), []);
export const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);

/** A stored document as read: the tolerant schema's output (`data ?? {}`: a deleted document reads empty). */
export const readDocument = <T>(schema: z.ZodMiniType<T>, data: unknown): T => schema.parse(data ?? {});
