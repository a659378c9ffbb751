/**
 * Emulator tests never skip: if the emulators are not running, the whole run fails here with a
 * message saying how to start them.
 */
import { emulatorHosts } from './emulators';
import { INBOX_URL } from './mailbox';

export default async function requireEmulators() {
  const hosts = emulatorHosts();
  for (const [name, host] of Object.entries(hosts)) {
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    } catch (err) {
      throw new Error(
        `The ${name} emulator is not reachable at ${host} (${String(err)}). ` +
          'Run the emulator tests through `npm test` (which starts the emulators), or inside ' +
          '`bash scripts/with-emulators.sh "npx vitest run --project emulator"`.',
      );
    }
  }
  try {
    await fetch(`${INBOX_URL}/email`, { signal: AbortSignal.timeout(3000) });
  } catch (err) {
    throw new Error(
      `The local mail server is not reachable at ${INBOX_URL} (${String(err)}). ` +
        'scripts/with-emulators.sh starts it (scripts/mail-server.mjs).',
    );
  }
}
