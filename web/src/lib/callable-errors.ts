/** Reads the structured details our callables attach to their errors (see @shared/api). */
import { FirebaseError } from 'firebase/app';
import type { ErrorDetails } from '@shared/api';

export function errorDetails(err: unknown): ErrorDetails | null {
  if (err instanceof FirebaseError && 'details' in err) {
    const details = (err as FirebaseError & { details?: unknown }).details;
    if (details && typeof details === 'object' && 'reason' in details) return details as ErrorDetails;
  }
  return null;
}

/** 'functions/permission-denied' -> 'permission-denied' */
export function errorCode(err: unknown): string | null {
  return err instanceof FirebaseError ? err.code.replace(/^[a-z]+\//, '') : null;
}
