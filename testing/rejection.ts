import { expect } from 'vitest';

/**
 * The rejection of a call, with the code and details the web app reads. Nothing of the test's
 * OpenAI key or the stub provider's own error text may reach the browser in it.
 */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ code: string; details?: Record<string, unknown> }> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the call should have failed').not.toBeNull();
  const { code, details, message } = err as { code: string; details?: Record<string, unknown>; message: string };
  expect(JSON.stringify({ message, details })).not.toMatch(/test-stub-key|stub error|stub_error/);
  return { code, details };
}
