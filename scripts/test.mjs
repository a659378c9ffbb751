// `npm test`: every check the project has, in order, failing fast.
//   1. lint, format, typecheck    2. unit tests    3. build functions and web
//   4. under the emulators (Auth, Firestore, Functions, Hosting) with the demo data imported:
//      emulator tests (rules, callables, triggers), then the browser tests in Debian's Chromium.
//   5. the AI callables under a second emulator session whose functions use the OpenAI stub.
// Pass --skip-static or --only=<unit|emulator|e2e> to run a part.
import { existsSync } from 'node:fs';
import { ensureDependencies, heading, root, run } from './lib/run.mjs';
import { removeAiStubEnv, writeAiStubEnv } from './ai-stub-env.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const want = (part) => !only || only.split(',').includes(part);
const timings = {};

async function step(name, fn) {
  heading(name);
  const started = Date.now();
  await fn();
  timings[name] = ((Date.now() - started) / 1000).toFixed(1);
}

try {
  ensureDependencies();
  if (want('static') && !args.includes('--skip-static')) {
    await step('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
    await step('format', () => run('npx', ['prettier', '--check', '.', '--log-level=warn']));
    await step('typecheck', () => run('npm', ['run', 'typecheck', '--silent']));
  }
  if (want('unit')) await step('unit tests', () => run('npx', ['vitest', 'run', '--project', 'unit']));
  if (want('emulator') || want('e2e')) {
    if (want('e2e') && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
      throw new Error(
        "Chromium is missing: install Debian's chromium package (apt-get install chromium), or run .ci/run.",
      );
    }
    await step('build', () => run('npm', ['run', 'build', '--silent']));
    const inner = [
      want('emulator') ? 'npx vitest run --project emulator' : null,
      want('e2e') ? 'npx playwright test' : null,
    ]
      .filter(Boolean)
      .join(' && ');
    await step('emulator + browser tests', () =>
      run(
        'bash',
        [
          'scripts/firebase.sh',
          'emulators:exec',
          '--project=demo-library',
          '--only=auth,firestore,functions,hosting',
          '--import=emulator-data',
          inner,
        ],
        { group: true },
      ),
    );
  }
  if (want('emulator')) {
    // A second session whose functions talk to the local OpenAI stub (see scripts/ai-stub-env.mjs).
    await step('AI callables against the OpenAI stub', async () => {
      writeAiStubEnv();
      try {
        await run(
          'bash',
          [
            'scripts/firebase.sh',
            'emulators:exec',
            '--project=demo-library',
            '--only=auth,firestore,functions',
            'npx vitest run --project ai-stub',
          ],
          { group: true },
        );
      } finally {
        removeAiStubEnv();
      }
    });
  }
  heading('timings (s)');
  for (const [name, secs] of Object.entries(timings)) console.log(`${name.padEnd(28)} ${secs}`);
  console.log(`\nAll checks passed (${root}).`);
} catch (err) {
  console.error(`\n\x1b[31m${err.message}\x1b[0m`);
  process.exit(1);
}
