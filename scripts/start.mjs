// `npm start`: the whole site on the local emulators with the demo data.
//   installs dependencies if needed -> builds functions and web -> starts the Auth, Firestore,
//   Functions and Hosting emulators with emulator-data/ imported (and recompiles functions on
//   change) and the local mail server (scripts/mail-server.mjs) -> dates the demo data from today
//   (scripts/seed-today.ts) -> prints the URL, the inbox and the demo accounts. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { ensureDependencies, heading, root, run } from './lib/run.mjs';
import { readFileSync } from 'node:fs';
import { MAIL_PORTS } from './lib/mail-ports.mjs';

const DEMO_ACCOUNTS = JSON.parse(readFileSync(new URL('./seed/demo-accounts.json', import.meta.url), 'utf8'));
const SITE_URL = 'http://127.0.0.1:5000';
const children = [];

function startGroup(cmd, args) {
  // detached: each child leads its own process group, so one signal reaches all its descendants.
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', detached: true, env: process.env });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`\n${cmd} ${args[0] ?? ''} exited (${code}); stopping.`);
      void stop(1);
    }
  });
  return child;
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators...');
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 15_000;
  while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

try {
  ensureDependencies();
  heading('Building functions and web app');
  await run('npm', ['run', 'build', '--silent']);
  heading('Starting the emulators');
  startGroup('bash', [
    'scripts/firebase.sh',
    'emulators:start',
    '--project=demo-library',
    '--only=auth,firestore,functions,hosting',
    '--import=emulator-data',
  ]);
  startGroup('npm', ['run', 'build:watch', '-w', 'functions', '--silent']);
  // The local mail server: the site's e-mails (notices, account links) land in its inbox.
  startGroup('node', ['scripts/mail-server.mjs']);
  if (!(await waitFor(`${SITE_URL}/books`, 180_000))) throw new Error('The site did not come up within 3 minutes.');
  await waitFor('http://127.0.0.1:5001/', 60_000);
  // emulator-data/ is the seed at a fixed date: move its dates to today (meetings ahead, loans due).
  await run('npx', ['tsx', 'scripts/seed-today.ts'], {
    env: {
      GCLOUD_PROJECT: 'demo-library',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_EMULATOR_HUB: '127.0.0.1:4400',
    },
  });
  heading('The library is running');
  console.log(`  Site:  ${SITE_URL}`);
  console.log(
    `  Inbox: http://127.0.0.1:${MAIL_PORTS.web}  (every e-mail the site sends, e.g. verification and hold ready)`,
  );
  console.log('  Demo accounts (local emulators only), with their library card numbers:');
  for (const a of Object.values(DEMO_ACCOUNTS))
    console.log(`    ${a.role.padEnd(10)} ${a.email.padEnd(26)} ${a.password.padEnd(22)} card ${a.card}`);
  console.log('  The AI assistant runs offline unless functions/.secret.local sets OPENAI_API_KEY.');
  console.log('  Press Ctrl-C to stop.');
} catch (err) {
  console.error(`\n\x1b[31m${err.message}\x1b[0m`);
  await stop(1);
}
