/**
 * Waiting in tests without fixed sleeps. `eventually` polls until a condition holds (a trigger
 * wrote its document, an index caught up) and fails with the last value seen; `quietFor` is the
 * one deliberate pause, for asserting that something does NOT happen (a duplicate delivery).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 250, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what} did not hold within ${timeoutMs} ms; last value: ${describe(value)}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Lets `ms` pass, so that an event that should not come would have arrived by now. */
export function quietFor(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value);
  } catch {
    return String(value);
  }
}
