/**
 * Emulator tests never skip: if the emulators are not running, the whole run fails here with a
 * message saying how to start them.
 */
import { emulatorHosts } from './emulators';

export default async function requireEmulators() {
  const hosts = emulatorHosts();
  for (const [name, host] of Object.entries(hosts)) {
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
    } catch (err) {
      throw new Error(
        `The ${name} emulator is not reachable at ${host} (${String(err)}). ` +
          'Run the emulator tests through `npm test` (which starts the emulators), or inside ' +
          '`bash scripts/firebase.sh emulators:exec --only auth,firestore,functions "npx vitest run --project emulator"`.',
      );
    }
  }
}
