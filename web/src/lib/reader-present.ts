/**
 * The moment code a visitor needs only to act can load: the reader's first sign of presence (a
 * pointer, a key, a touch, a scroll, a focus) or, failing any, the first idle moment after
 * QUIET_MS. The live listeners behind a first screen and, for a signed-out visitor, Auth wait for
 * it, so their download, parse and first answer stay out of a slow phone's first seconds, when
 * the reader is still reading what the server sent (issue 28). The first screen is itself at most
 * a minute old (its s-maxage), so a few seconds more before the live listener changes little.
 */
const QUIET_MS = 5000;
const SIGNS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

function watch(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    // The mark says when and why (the event's type, or 'quiet'): the bench and tests read it.
    const done = (event?: Event) => {
      for (const sign of SIGNS) window.removeEventListener(sign, done, true);
      window.clearTimeout(timer);
      performance.mark('reader-present', { detail: event?.type ?? 'quiet' });
      resolve();
    };
    for (const sign of SIGNS) window.addEventListener(sign, done, { capture: true, passive: true });
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const timer = window.setTimeout(() => idle(() => done(), { timeout: 2000 }), QUIET_MS);
  });
}

// Watched from the entry's first run, so a sign given before any screen asks is not missed.
const present = watch();

/** Resolves once the reader has shown up (or the page has been quiet for a while). */
export const readerPresent = (): Promise<void> => present;
