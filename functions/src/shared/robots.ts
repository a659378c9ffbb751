/**
 * robots.txt, written into the web build by web/vite.config.ts: every public page may be crawled;
 * members' and staff pages (a crawler would see only a sign-in) and the data endpoints may not,
 * so a crawler's time goes to the books. From the page table, so a new private page is covered.
 */
import { PAGES } from './pages.js';

export function robotsTxt(): string {
  const closed = Object.values(PAGES)
    .filter((page) => page.access !== 'everyone')
    .map((page) => page.path.replace(/\/:.*$/, '/'));
  const disallowed = [...new Set([...closed, '/api/'])].sort();
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), ''].join('\n');
}
