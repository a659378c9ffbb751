// Configures the Functions emulator for the ai-stub session: a test key in functions/.secret.local
// (the emulator's override for secrets) and the stub's base URL in functions/.env.local (its
// override for parameters), so the callables use the real OpenAI client against
// testing/openai-stub.ts. A developer's own files are set aside and restored afterwards.
//   node scripts/ai-stub-env.mjs write | remove
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/run.mjs';

export const AI_STUB_PORT = process.env.AI_STUB_PORT ?? '4610';
const dir = join(root, 'functions');
const files = {
  '.secret.local': 'OPENAI_API_KEY=test-stub-key\n',
  // A short timeout keeps the timeout test quick; the stub answers everything else at once.
  '.env.local': `AI_MODEL=stub-model\nAI_BASE_URL=http://127.0.0.1:${AI_STUB_PORT}/v1\nAI_TIMEOUT_MS=1000\n`,
};
const backup = (name) => join(dir, `${name}.before-ai-stub`);

export function writeAiStubEnv() {
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    if (existsSync(path) && !existsSync(backup(name))) renameSync(path, backup(name));
    writeFileSync(path, content);
  }
}

export function removeAiStubEnv() {
  for (const name of Object.keys(files)) {
    rmSync(join(dir, name), { force: true });
    if (existsSync(backup(name))) renameSync(backup(name), join(dir, name));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'write') writeAiStubEnv();
  else if (command === 'remove') removeAiStubEnv();
  else {
    console.error('usage: node scripts/ai-stub-env.mjs write | remove');
    process.exit(2);
  }
}
