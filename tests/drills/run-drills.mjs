// `npm run drills`: the reliability drills too slow for `npm test`, each with its own emulator
// session (taken in turn through the shared emulator lock), and one verdict line per drill.
//   restart       Firestore stopped and restarted under two open browser contexts (restart.ts)
//   ai-faults     every failure mode of the OpenAI stub in real UI flows (ai-faults.ts)
//   concurrency   30 members posting and joining at once, exact counts after (scripts/load-community.ts)
// The input drills (malformed-input.test.ts: payloads the schemas refuse; property-input.test.ts:
// schema-blind fast-check inputs for every callable) are part of `npm test`; they also run here.
// Pass --only=malformed,restart,ai-faults,concurrency to choose.
import { spawnSync } from 'node:child_process';

const DRILLS = {
  malformed: ['bash', ['scripts/with-emulators.sh', 'npx vitest run --project emulator tests/drills']],
  restart: ['bash', ['tests/drills/restart.sh']],
  'ai-faults': ['bash', ['tests/drills/ai-faults.sh']],
  // The Functions emulator starts a Node process per concurrent execution (up to 50 by default);
  // on a 2-core machine 30 at once starve each other into timeouts, so the drill caps it at 4,
  // as scripts/load-community.ts explains. The 30 members still call at once.
  concurrency: [
    'bash',
    ['scripts/with-emulators.sh', 'npx tsx scripts/load-community.ts --members=30 --replies=20'],
    { FUNCTIONS_EMULATOR_PARALLEL: '4' },
  ],
};

const only =
  process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',') ?? Object.keys(DRILLS);
const verdicts = [];
for (const name of only) {
  const [cmd, args, env] = DRILLS[name] ?? [];
  if (!cmd) throw new Error(`unknown drill ${name}; known: ${Object.keys(DRILLS).join(', ')}`);
  console.log(`\n== drill: ${name}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  verdicts.push({ name, passed: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n| Drill | Verdict | Time |\n|---|---|---|');
for (const v of verdicts) console.log(`| ${v.name} | ${v.passed ? 'pass' : 'FAIL'} | ${v.seconds} s |`);
process.exit(verdicts.every((v) => v.passed) ? 0 : 1);
