// Small helpers shared by the project's scripts: run a command, make sure dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs a command in the repo root, streaming its output; throws on a non-zero exit. With
 * `group: true` the command leads its own process group, which is killed when it ends, so no
 * grandchild (an emulator, a browser) outlives it.
 */
export function run(cmd, args, options = {}) {
  const started = Date.now();
  const { group = false, ...spawnOptions } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      detached: group,
      ...spawnOptions,
      env: { ...process.env, ...spawnOptions.env },
    });
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    const onSignal = () => killGroup('SIGTERM');
    if (group) {
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (group) {
        killGroup('SIGKILL');
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve(Number(secs));
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`}) after ${secs}s`));
    });
  });
}

/**
 * Like `run`, but the command's output goes to `logFile` only. On failure the last lines of the
 * log are printed, so a failing stage shows what went wrong and a passing one stays quiet.
 */
export async function runLogged(name, cmd, args, logFile, options = {}) {
  const out = createWriteStream(logFile);
  await new Promise((resolve) => out.once('open', resolve));
  try {
    return await run(cmd, args, { ...options, stdio: ['ignore', out, out] });
  } catch (err) {
    const lines = readFileSync(logFile, 'utf8').split('\n');
    console.error(`\n--- ${name} failed; last ${Math.min(lines.length, 150)} lines of ${logFile}:\n`);
    console.error(lines.slice(-150).join('\n'));
    throw err;
  } finally {
    out.end();
  }
}

/** Installs npm dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing npm dependencies (npm ci)...');
  const res = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('npm ci failed');
}

export function heading(text) {
  console.log(`\n\x1b[1m== ${text}\x1b[0m`);
}
