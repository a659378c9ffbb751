/**
 * What this device keeps of the signed-in member for offline use (their library card number), in
 * localStorage under one prefix, so signing out clears all of it (auth-provider.tsx). Storage may
 * be refused (a private window): then nothing is kept and reads answer null.
 */
const PREFIX = 'library.member.';

export const memberStorage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(PREFIX + key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(PREFIX + key, value);
    } catch {
      // Not kept: the next visit asks the server again.
    }
  },
  /** Everything kept for any member (at sign-out). */
  clear(): void {
    try {
      for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};
