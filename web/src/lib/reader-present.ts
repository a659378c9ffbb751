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
/**
 * A reader whose first sign is typing (a search box) gets their keys answered first: the code
 * waits for a pause in the typing (TYPING_PAUSE_MS without a key), or at most TYPING_MAX_MS, so a
 * module's evaluation (Auth alone is a long task on a phone) does not land between two keys.
 */
const TYPING_PAUSE_MS = 600;
const TYPING_MAX_MS = 3000;

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.matches('input, textarea, [contenteditable=""], [contenteditable="true"]');

function watch(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    // The mark says when and why (the event's type, or 'quiet'): the bench and tests read it.
    const mark = (cause: string) => {
      performance.mark('reader-present', { detail: cause });
      resolve();
    };
    const afterTyping = (cause: string) => {
      const start = performance.now();
      let lastKey = start;
      const onKey = () => (lastKey = performance.now());
      window.addEventListener('keydown', onKey, { capture: true, passive: true });
      const check = () => {
        const now = performance.now();
        if (now - lastKey < TYPING_PAUSE_MS && now - start < TYPING_MAX_MS) {
          window.setTimeout(check, TYPING_PAUSE_MS - (now - lastKey));
          return;
        }
        window.removeEventListener('keydown', onKey, true);
        mark(cause);
      };
      window.setTimeout(check, TYPING_PAUSE_MS);
    };
    const done = (event?: Event) => {
      for (const sign of SIGNS) window.removeEventListener(sign, done, true);
      window.clearTimeout(timer);
      if (event && isTextField(event.target)) afterTyping(event.type);
      else mark(event?.type ?? 'quiet');
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
