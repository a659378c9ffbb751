/**
 * Debian's Chromium through Playwright, with the flags of playwright.config.ts, plus an in-page
 * probe that timestamps the moment the DOM first matches: the benchmarks measure "rendered", not
 * "Playwright noticed".
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../playwright.config.js';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Resolves once React has taken over the page (createRoot or hydrateRoot has attached it to #root).
 * A server-rendered page (functions/src/http/prerender.ts) shows its content before its scripts
 * run; until then its buttons do nothing (its search forms still work, as plain GET forms). After
 * this, an event on markup React has not hydrated yet is replayed once it has.
 */
export async function appAlive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export interface Match {
  /** CSS selector of the element whose text is checked. */
  selector: string;
  /** The text it must contain (or equal, with exact). */
  text: string;
  exact?: boolean;
  /** Optionally only inside an element matching this selector that contains scopeText. */
  scope?: string;
  scopeText?: string;
}

/**
 * Resolves with the wall-clock time (performance.timeOrigin + now(), comparable with Node's) at
 * which the page's DOM first matches; watches mutations, so it costs nothing between changes.
 */
export function whenRendered(page: Page, match: Match, timeoutMs = 15_000): Promise<number> {
  // A string, not a function: tsx would wrap the inner functions in a helper the page lacks.
  return page.evaluate(`(${WHEN_RENDERED})(${JSON.stringify(match)}, ${timeoutMs})`) as Promise<number>;
}

/**
 * The same probe, installed before the page's first byte is parsed, for the page's next navigation:
 * the time is when the match entered the DOM however it got there (the server's HTML, a cached
 * copy, or the app). whenRendered() called once the page is already showing it would return the
 * time it was called. Returns the reader of that time.
 */
export async function whenRenderedFromStart(page: Page, match: Match, timeoutMs = 15_000) {
  await page.addInitScript(`window.__whenRendered = (${WHEN_RENDERED})(${JSON.stringify(match)}, ${timeoutMs})`);
  return () => page.evaluate('window.__whenRendered') as Promise<number>;
}

const WHEN_RENDERED = `(match, timeoutMs) => new Promise((resolve, reject) => {
  const matches = () => {
    const scopes = match.scope
      ? Array.from(document.querySelectorAll(match.scope)).filter((s) => (s.textContent || '').includes(match.scopeText || ''))
      : [document];
    return scopes.some((s) =>
      Array.from(s.querySelectorAll(match.selector)).some((el) => {
        const text = (el.textContent || '').trim();
        return match.exact ? text === match.text : text.includes(match.text);
      }),
    );
  };
  if (matches()) return resolve(performance.timeOrigin + performance.now());
  const observer = new MutationObserver(() => {
    if (!matches()) return;
    observer.disconnect();
    clearTimeout(timer);
    resolve(performance.timeOrigin + performance.now());
  });
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('not rendered within ' + timeoutMs + ' ms: ' + JSON.stringify(match)));
  }, timeoutMs);
  // The document, not its body: from an init script (whenRenderedFromStart) there is no body yet.
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})`;
