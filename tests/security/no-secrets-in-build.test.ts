/**
 * The old site shipped its privileged database key and its AI key to every visitor. This proves
 * ours does not: it builds the web app with secrets planted in the build environment (as on a
 * developer machine or CI that also deploys functions) and scans every emitted file, then scans
 * web/dist, the build the Hosting emulator serves (made by `npm test` / with-emulators.sh).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanDir, scanText } from './secret-scan';

const root = new URL('../..', import.meta.url).pathname;
const PLANTED_KEY = `sk-proj-PLANTED${'x9'.repeat(20)}`;
// Fake key material for proving the scanner works, assembled at run time so this source file
// itself never looks like a committed secret to repository scanners.
const FAKE_SERVICE_ACCOUNT = JSON.stringify({ type: ['service', 'account'].join('_'), ['private' + '_key']: 'x' });
const FAKE_PEM = ['-----BEGIN', 'PRIVATE', 'KEY-----'].join(' ') + '\nMIIE';
const outDir = mkdtempSync(join(tmpdir(), 'library-dist-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('secret scan', () => {
  it.each([
    ['an OpenAI key', `const k="${PLANTED_KEY}"`],
    ['an OPENAI_API_KEY assignment', 'OPENAI_API_KEY=abcdefgh12345'],
    ['a service-account file', FAKE_SERVICE_ACCOUNT],
    ['a PEM key', FAKE_PEM],
  ])('recognises %s (so a leak would fail this test)', (_label, text) => {
    expect(scanText('sample.js', text).length).toBeGreaterThan(0);
  });

  it('leaves ordinary bundle text alone', () => {
    // "task-management-..." contains "sk-" followed by 20+ characters, like a key: it must not trip.
    const lookalike = ['task', 'management-dashboard-component'].join('-');
    expect(scanText('ok.js', `${lookalike} mask-image apiKey:"demo-api-key"`)).toEqual([]);
  });

  it('a production build made with server secrets in the environment contains none of them', () => {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: join(root, 'web'),
      env: {
        ...process.env,
        OPENAI_API_KEY: PLANTED_KEY,
        AI_BASE_URL: 'https://planted.example.org/v1',
        GOOGLE_APPLICATION_CREDENTIALS: '/planted/service-account.json',
      },
      stdio: 'pipe',
    });
    const { files, findings } = scanDir(outDir);
    expect(files).toBeGreaterThan(3);
    expect(findings).toEqual([]);
  }, 120_000);

  it('the served build (web/dist) contains no secret', () => {
    const dist = join(root, 'web', 'dist');
    expect(existsSync(join(dist, 'app.html')), 'web/dist is missing: run `npm run build` first').toBe(true);
    const { files, findings } = scanDir(dist);
    expect(files).toBeGreaterThan(3);
    expect(findings).toEqual([]);
  });
});
