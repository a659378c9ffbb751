/** A write refused before it is sent, because the browser is offline (useMutation's guard). */
export class OfflineWriteError extends Error {
  constructor() {
    super('Offline: the write was not sent.');
    this.name = 'OfflineWriteError';
  }
}

/** The message key for a write refused offline, or null for any other failure. */
export const offlineMessageKey = (err: unknown): 'common:offline.writeRefused' | null =>
  err instanceof OfflineWriteError ? 'common:offline.writeRefused' : null;
