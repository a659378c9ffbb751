import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isOnline } from '@/lib/pwa/status';
import { OfflineWriteError } from './offline';

export interface Mutation<A extends unknown[], R> {
  /** Runs the write; resolves with its result, or rejects with its error (also kept in `error`). */
  run: (...args: A) => Promise<R>;
  /** A write is in flight. */
  busy: boolean;
  /** The last run's error; cleared when the next run starts. */
  error: unknown;
}

/**
 * The one busy/error convention for writes (callables and Firestore writes). `label` names the
 * write in the console when it fails (spec section 8: failures are logged). Offline, a write is
 * refused before it is sent (OfflineWriteError, shown as `common:offline.writeRefused`): nothing is
 * queued silently to be sent later, perhaps after the tab is closed.
 */
export function useMutation<A extends unknown[], R>(
  label: string,
  write: (...args: A) => Promise<R>,
  /** Runs with the result while still busy, so a screen never shows a gap between two phases. */
  onSuccess?: (result: R) => void,
): Mutation<A, R> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const latest = useRef({ write, onSuccess });
  useLayoutEffect(() => {
    latest.current = { write, onSuccess };
  });
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      setError(undefined);
      try {
        if (!isOnline()) throw new OfflineWriteError();
        const result = await latest.current.write(...args);
        latest.current.onSuccess?.(result);
        return result;
      } catch (err) {
        console.error(`${label} failed`, err);
        setError(err);
        throw err;
      } finally {
        setBusy(false);
      }
    },
    [label],
  );
  return { run, busy, error };
}
