/**
 * What the app-wide notices show (app/layout/app-notices.tsx): whether the browser is offline, and
 * whether a new version of the site is waiting (set by ./register.ts). React-free, tiny: it ships
 * in the entry.
 */
import { useSyncExternalStore } from 'react';

interface PwaStatus {
  online: boolean;
  /** Set when a new service worker is installed and waiting: calling it activates it and reloads. */
  applyUpdate: (() => void) | null;
}

let status: PwaStatus = { online: typeof navigator === 'undefined' ? true : navigator.onLine, applyUpdate: null };
const listeners = new Set<() => void>();

function set(next: Partial<PwaStatus>) {
  status = { ...status, ...next };
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ online: true }));
  window.addEventListener('offline', () => set({ online: false }));
}

export const offerUpdate = (applyUpdate: () => void) => set({ applyUpdate });
export const isOnline = () => status.online && (typeof navigator === 'undefined' || navigator.onLine);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const usePwaStatus = () => useSyncExternalStore(subscribe, () => status);
