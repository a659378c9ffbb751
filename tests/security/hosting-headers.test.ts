/**
 * The response headers of the site as Hosting serves it (the Hosting emulator with the same
 * firebase.json that is deployed): the page, a server-rendered catalogue page (/books/dune), and a
 * hashed asset. Fetched as any outsider would, with plain HTTP requests. That the built app runs
 * under this policy without a single violation is e2e/csp.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CACHE_CONTROL } from '@shared/first-screen';
import { hashSource, inlineScripts } from '../../testing/page-scripts';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/** The policy as directive -> sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The only plain-http origins allowed: the local emulators the demo build talks to. */
const EMULATOR_ORIGINS = ['http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:5001'];

const pages: Record<string, Response> = {};
let asset: Response;

beforeAll(async () => {
  for (const path of ['/', '/books/dune', '/login', '/app.html', '/sw.js', '/manifest.en.webmanifest']) {
    pages[path] = await fetch(`${BASE}${path}`);
  }
  const html = await pages['/']!.clone().text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the page names no /assets/ script: is web/dist built?').toBeTruthy();
  asset = await fetch(`${BASE}${script}`);
});

/** The CSP source allowing the page's one inline script (web/app.html's language check), by its hash. */
async function inlineScriptSource(): Promise<string> {
  const scripts = inlineScripts(await (await fetch(`${BASE}/app.html`)).text());
  expect(scripts, 'app.html has one inline script').toHaveLength(1);
  return hashSource(scripts[0]!);
}

const everyResponse = () => [...Object.entries(pages), ['asset', asset] as const];

describe('Hosting security headers', () => {
  it('the page and a deep route are the app (the rewrite works)', async () => {
    for (const path of ['/', '/books/dune', '/login']) {
      expect(pages[path]!.status, path).toBe(200);
      expect(pages[path]!.headers.get('content-type'), path).toMatch(/text\/html/);
    }
    expect(asset.status).toBe(200);
  });

  it('an injected or foreign script -> only this origin’s script files and the one inline script written in app.html run: no other inline, no eval', async () => {
    // Editing that script changes its hash: put the new one in firebase.json and security-headers.ts.
    const ownInline = await inlineScriptSource();
    for (const [path, res] of everyResponse()) {
      const csp = parseCsp(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      expect(csp.get('script-src'), path).toEqual(["'self'", ownInline]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      // The service worker, from this origin only (sw.js, built by Workbox).
      expect(csp.get('worker-src'), path).toEqual(["'self'"]);
      expect(csp.get('frame-src'), path).toEqual(["'none'"]);
      const all = [...csp.values()].flat();
      expect(all, path).not.toContain("'unsafe-inline'");
      expect(all, path).not.toContain("'unsafe-eval'");
      expect(all, path).not.toContain('*');
    }
  });

  it('injected styles and images from plain http -> styles from this origin only, images over https', () => {
    const csp = parseCsp(pages['/']!.headers.get('content-security-policy'));
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'https:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
  });

  it('stolen data sent to another server -> connect-src names only Firebase over https (and the local emulators)', () => {
    const connect = parseCsp(pages['/']!.headers.get('content-security-policy')).get('connect-src') ?? [];
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://*.run.app',
      ]),
    );
    for (const source of connect) {
      if (source === "'self'" || EMULATOR_ORIGINS.includes(source)) continue;
      expect(source).toMatch(/^https:\/\/(\*|[a-z0-9-]+)\.(googleapis\.com|cloudfunctions\.net|run\.app)$/);
    }
  });

  it('the site framed by another page (clickjacking) -> frame-ancestors none and X-Frame-Options DENY', () => {
    for (const [path, res] of everyResponse()) {
      expect(parseCsp(res.headers.get('content-security-policy')).get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('a file served under a wrong type, a leaking referrer, a popup opener -> nosniff, strict referrer, COOP', () => {
    for (const [path, res] of everyResponse()) {
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it('injected code asking for camera, microphone, location, payment or USB -> Permissions-Policy denies them', () => {
    for (const [path, res] of everyResponse()) {
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
        expect(policy, `${path} ${feature}`).toMatch(new RegExp(`(^|,\\s*)${feature}=\\(\\)`));
      }
    }
  });

  it('a deploy -> the app shell and every SPA route are revalidated, never cached as immutable', () => {
    for (const path of ['/login', '/app.html']) {
      const cache = pages[path]!.headers.get('cache-control') ?? '';
      expect(cache, path).toBe('no-cache');
    }
    // A server-rendered page: browsers revalidate it every visit (max-age=0); only the CDN keeps it
    // a minute (a new Hosting release clears the CDN, so no page outlives its assets).
    for (const path of ['/', '/books/dune']) {
      expect(pages[path]!.headers.get('cache-control'), path).toBe(FIRST_SCREEN_CACHE_CONTROL);
    }
  });

  it('hashed assets keep their year-long immutable cache', () => {
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a deploy -> the service worker script is revalidated too, so browsers find the new version', () => {
    const sw = pages['/sw.js']!;
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('the web app manifest is served as a manifest', () => {
    expect(pages['/manifest.en.webmanifest']!.headers.get('content-type')).toMatch(/application\/manifest\+json/);
  });

  it('text is compressed for browsers that accept it', async () => {
    const res = await fetch(
      `${BASE}${/<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await pages['/']!.clone().text())![1]}`,
      {
        headers: { 'accept-encoding': 'gzip' },
      },
    );
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
