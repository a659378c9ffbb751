// `npm test`: every check the project has, in order, failing fast.
//   1. lint, format, typecheck    2. unit tests    3. build functions and web
//   4. under the emulators (scripts/with-emulators.sh: Auth, Firestore, Functions, Hosting, demo
//      data imported): emulator tests (rules, callables, triggers), then the browser tests in
//      Debian's Chromium.
//   5. the AI callables under a second emulator session whose functions use the OpenAI stub.
// Each stage's output (emulator and function logs included) goes to artifacts/logs/<stage>.log;
// the terminal gets one line per stage, and a failing stage's log tail.
// Pass --skip-static or --only=<static|unit|emulator|e2e> to run a part.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, root, runLogged } from './lib/run.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const want = (part) => !only || only.split(',').includes(part);
const logDir = join(root, 'artifacts', 'logs');
const reports = join(root, 'artifacts', 'reports');
const counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

/** Adds the counts of a vitest or Playwright JSON report, if the stage wrote one. */
function count(report) {
  if (!existsSync(report)) return '';
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const stats = r.stats
    ? // Playwright: a flaky test passed on its retry.
      { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }
    : { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  for (const k of Object.keys(counts)) counts[k] += stats[k] ?? 0;
  const flaky = r.stats?.flaky ? `, ${r.stats.flaky} flaky` : '';
  return `${stats.passed} passed, ${stats.failed} failed${flaky}`;
}

async function stage(name, cmd, cmdArgs, { env, reportFiles = [] } = {}) {
  for (const f of reportFiles) rmSync(f, { force: true });
  const log = join(logDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  let secs;
  const summaries = [];
  try {
    secs = await runLogged(name, cmd, cmdArgs, log, { env, group: true });
  } finally {
    // Counted even when the stage fails, so the closing line says how many failed.
    summaries.push(...reportFiles.map(count).filter(Boolean));
  }
  const summary = summaries.join('; ');
  console.log(`  ok  ${name.padEnd(30)} ${String(secs).padStart(6)} s  ${summary}`);
}

const vitestJson = (name) => join(reports, `${name}.json`);
const vitest = (project) =>
  `npx vitest run --project ${project} --reporter=dot --reporter=json --outputFile.json=${vitestJson(project)}`;

try {
  mkdirSync(logDir, { recursive: true });
  mkdirSync(reports, { recursive: true });
  ensureDependencies();
  console.log(`npm test: one line per stage; logs in ${logDir}`);
  if (want('static') && !args.includes('--skip-static')) {
    await stage('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
    await stage('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
    await stage('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  }
  if (want('unit')) {
    await stage('unit tests', 'bash', ['-c', vitest('unit')], { reportFiles: [vitestJson('unit')] });
  }
  if (want('emulator') || want('e2e')) {
    if (want('e2e') && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
      throw new Error(
        "Chromium is missing: install Debian's chromium package (apt-get install chromium), or run .ci/run.",
      );
    }
    const playwrightJson = join(reports, 'e2e.json');
    const inner = [
      // with-emulators.sh has just built the web app: every route within its JS budget.
      'npx tsx scripts/bench/bundle.ts --check',
      want('emulator') ? vitest('emulator') : null,
      want('e2e') ? `PLAYWRIGHT_JSON_OUTPUT_NAME=${playwrightJson} npx playwright test --reporter=list,json` : null,
    ]
      .filter(Boolean)
      .join(' && ');
    await stage('emulator + browser tests', 'bash', ['scripts/with-emulators.sh', inner], {
      reportFiles: [vitestJson('emulator'), playwrightJson],
    });
  }
  if (want('emulator')) {
    // A second session whose functions talk to the local OpenAI stub (see scripts/ai-stub-env.mjs).
    await stage('AI callables (OpenAI stub)', 'bash', ['scripts/with-emulators.sh', vitest('ai-stub')], {
      env: { AI_STUB: '1', EMULATORS: 'auth,firestore,functions' },
      reportFiles: [vitestJson('ai-stub')],
    });
  }
  console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
} catch (err) {
  console.error(`\n\x1b[31m${err.message}\x1b[0m`);
  console.log(`${counts.passed} passed, ${Math.max(1, counts.failed)} failed, ${counts.skipped} skipped`);
  process.exit(1);
}
