/**
 * Documents as JSON for the first-screen endpoints (shared/first-screen.ts): the schema's fields
 * only (nothing else a stored document might carry), times as ISO text; read back as tolerantly as
 * a stored document. Each area defines its codec beside its schema (book.ts, community.ts), so a
 * route that reads one area's wire takes no other area's schemas (route budgets, docs/performance.md).
 */
import type { z } from 'zod/mini';
import { readDocument } from './fields.js';

/** A document as sent: its id, and its time fields `K` as ISO text. */
export type Wire<T, K extends keyof T> = Omit<T, K> & { id: string } & { [P in K]: string | null };

const dateOf = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);

// No side effects, so a bundle drops the codecs nobody imports.
/* @__NO_SIDE_EFFECTS__ */
export function wireCodec<T extends object, K extends keyof T & string>(schema: z.ZodMiniType<T>, times: readonly K[]) {
  return {
    /** A stored document as sent. */
    toWire(id: string, doc: T): Wire<T, K> {
      const fields: Record<string, unknown> = { ...readDocument(schema, doc), id };
      for (const key of times) fields[key] = (fields[key] as Date | null)?.toISOString() ?? null;
      return fields as Wire<T, K>;
    },
    /** A received document, read as tolerantly as a stored one. */
    fromWire(raw: unknown): T & { id: string } {
      const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const stored: Record<string, unknown> = { ...fields };
      for (const key of times) stored[key] = dateOf(fields[key]);
      return { ...readDocument(schema, stored), id: typeof fields.id === 'string' ? fields.id : '' };
    },
  };
}
