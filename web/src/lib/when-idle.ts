/** Runs `work` in an idle moment of its own (a task after the current one where idle callbacks are missing). */
export function whenIdle(work: () => void): void {
  if (typeof window === 'undefined') return;
  (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1)))(() => work());
}
