import type { z } from 'zod/mini';

/**
 * A reader of one field of a first screen's JSON (withFirstScreen's `read`), checked with its
 * schema: the value, null when the server says there is none, undefined when the answer has no
 * usable value (the live listener then decides). Not in first-screen.ts: only panels loaded on
 * demand use it, and that module ships with every page.
 */
export function firstScreenField<T>(key: string, schema: z.ZodMiniType<T>) {
  return (json: unknown): T | null | undefined => {
    if (!json || typeof json !== 'object' || !(key in json)) return undefined;
    const raw = (json as Record<string, unknown>)[key];
    if (raw === null) return null;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
}
