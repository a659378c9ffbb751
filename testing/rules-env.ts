/**
 * A rules test environment on its own project id, so clearing it never touches the seeded demo
 * data the browser tests use. Contexts carry the role claim exactly as the Auth emulator would.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Role } from '@shared/roles';
import { emulatorHosts, splitHost } from './emulators';

export const RULES_PROJECT_ID = 'demo-rules';

export async function rulesEnv(): Promise<RulesTestEnvironment> {
  const { host, port } = splitHost(emulatorHosts().firestore);
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { host, port, rules: readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8') },
  });
}

export type Actor = 'visitor' | 'reader' | 'otherReader' | 'librarian' | 'admin';
export const ACTORS: Actor[] = ['visitor', 'reader', 'otherReader', 'librarian', 'admin'];

export const ACTOR_UID: Record<Exclude<Actor, 'visitor'>, string> = {
  reader: 'uid-reader',
  otherReader: 'uid-other-reader',
  librarian: 'uid-librarian',
  admin: 'uid-admin',
};

const ACTOR_ROLE: Record<Exclude<Actor, 'visitor'>, Role> = {
  reader: 'reader',
  otherReader: 'reader',
  librarian: 'librarian',
  admin: 'admin',
};

/** The Firestore client of one kind of visitor. */
export function dbAs(env: RulesTestEnvironment, actor: Actor) {
  if (actor === 'visitor') return env.unauthenticatedContext().firestore();
  const uid = ACTOR_UID[actor];
  return env.authenticatedContext(uid, { role: ACTOR_ROLE[actor], email: `${actor}@test.library` }).firestore();
}
