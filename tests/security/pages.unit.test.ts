/**
 * The page table (functions/src/shared/pages.ts) against the files that state the same things
 * without importing it: firebase.json's rewrites (a JSON file), the router's one literal import()
 * per screen (so Vite splits a chunk per screen), and each screen's own guard of its access.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEARCH_PATH } from '@shared/catalogue-search';
import { FIRST_SCREEN_ROOT, prerenderedPage } from '@shared/first-screen';
import { PAGE_IDS, PAGES, type Access } from '@shared/pages';

const require = createRequire(import.meta.url);
const { loadCJSON } = require('firebase-tools/lib/loadCJSON.js') as { loadCJSON: (path: string) => unknown };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Rewrite {
  source: string;
  function?: { functionId: string };
  destination?: string;
}
const { hosting } = loadCJSON(join(root, 'firebase.json')) as { hosting: { rewrites: Rewrite[] } };
const rewriteTo = (functionId: string) => hosting.rewrites.filter((r) => r.function?.functionId === functionId);

/** A page pattern as a Hosting glob: each `:param` is one path segment. */
const glob = (pattern: string) => pattern.replace(/:\w+/g, '*');
/** A path the pattern matches. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'x');

describe("firebase.json's rewrites and the page table", () => {
  it('send exactly the prerendered pages to the prerender function, in one rewrite', () => {
    const rewrites = rewriteTo('prerender');
    expect(rewrites).toHaveLength(1);
    const alternatives = /^\{(.*)\}$/.exec(rewrites[0]!.source)?.[1]?.split(',') ?? [rewrites[0]!.source];
    const prerendered = PAGE_IDS.filter((id) => PAGES[id].prerendered).map((id) => glob(PAGES[id].path));
    expect([...alternatives].sort()).toEqual([...prerendered].sort());
  });

  it("send the first screens' data to its function, when a page has a first screen", () => {
    const hasFirstScreen = PAGE_IDS.some((id) => 'firstScreen' in PAGES[id]);
    expect(rewriteTo('firstScreen').map((r) => r.source)).toEqual(hasFirstScreen ? [`${FIRST_SCREEN_ROOT}**`] : []);
  });

  it("send basic search's path to its function", () => {
    expect(rewriteTo('searchBooks').map((r) => r.source)).toEqual([SEARCH_PATH]);
  });

  it('answer every other path with the shell, last', () => {
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
  });
});

describe('prerenderedPage (the prerender function and the service worker) and the page table', () => {
  for (const id of PAGE_IDS.filter((i) => PAGES[i].path !== '*')) {
    const { path, prerendered } = PAGES[id];
    it(`${path}: ${prerendered ? `prerendered as "${id}"` : 'not prerendered'}`, () => {
      expect(prerenderedPage(sample(path))?.kind ?? null).toBe(prerendered ? id : null);
    });
  }
});

describe("the router's screens and the page table", () => {
  const router = read('web/src/app/router.tsx');
  for (const id of PAGE_IDS) {
    const { screen } = PAGES[id];
    it(`${id}: web/src/app/routes/${screen}.tsx, imported on its own`, () => {
      expect(existsSync(join(root, `web/src/app/routes/${screen}.tsx`))).toBe(true);
      expect(router).toContain(`${id}: () => import('./routes/${screen}')`);
    });
  }
});

/** How a screen turns away whom its access leaves out (the header hides the link as well). */
const GUARDS: Record<Exclude<Access, 'everyone'>, RegExp> = {
  member: /<Navigate to=\{paths\.login\}/,
  staff: /useStaffOnly\(\)|!canEditBooks\(user\.role\)\) return <Navigate/,
  admin: /!isAdmin\(user\.role\)\) return <Navigate/,
};

describe("each screen's guard and its page's access", () => {
  for (const id of PAGE_IDS) {
    const { screen, access } = PAGES[id];
    it(`${id} (${access})`, () => {
      const source = read(`web/src/app/routes/${screen}.tsx`);
      for (const [level, guard] of Object.entries(GUARDS)) {
        expect(guard.test(source), `${screen}.tsx guards as "${level}"`).toBe(level === access);
      }
    });
  }
});
