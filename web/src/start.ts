/**
 * The page's first script, and its only one before the first paint: app.html names the app's entry
 * (main.tsx's chunk) in `data-entry`, and this starts it once the browser has painted the page
 * (vite.config.ts, `startAfterFirstPaint`; docs/performance.md). The server's markup, its
 * stylesheet and the first cover paint with a phone's bandwidth and main thread to themselves; the
 * app's 125 KB follow. A page no one sees yet (a background tab, a prerender) paints no frames, so
 * it starts at once. It imports nothing, so it stays a file of a few hundred bytes.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
const start = () => {
  if (entry) void import(/* @vite-ignore */ entry);
};
// A frame's callbacks run just before it paints; the task after them runs once it has.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
