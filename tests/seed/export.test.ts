/**
 * emulator-data/ (what npm start and the tests import) is exactly what today's seed writes at
 * SEED_EPOCH: the seed is written into one project of the Firestore emulator, the export imported
 * into another (the emulator's :import endpoint), and every document of both compared. A change to
 * scripts/seed without `npm run seed:export` fails here. The shared demo-library project is not
 * read (other tests write there). Auth has no dates: its export is checked against DEMO_ACCOUNTS.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { SEED_EPOCH, seedFirestore } from '../../scripts/seed/index';
import { emulatorHosts } from '../../testing/emulators';

const EXPORT = fileURLToPath(new URL('../../emulator-data/', import.meta.url));
const run = Date.now();
const apps: App[] = [];
afterAll(() => Promise.all(apps.map((a) => deleteApp(a))));

function project(id: string): Firestore {
  const app = initializeApp({ projectId: id }, id);
  apps.push(app);
  return getFirestore(app);
}

/** Every document of the project, path -> data, found by walking its collections. */
async function everyDocument(db: Firestore): Promise<Map<string, unknown>> {
  const docs = new Map<string, unknown>();
  async function walk(refs: DocumentReference[]) {
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) docs.set(ref.path, snap.data());
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  }
  for (const collection of await db.listCollections()) await walk(await collection.listDocuments());
  return docs;
}

describe('emulator-data/', () => {
  it("is exactly the seed's Firestore documents at SEED_EPOCH", { timeout: 180_000 }, async () => {
    const written = project(`seed-written-${run}`);
    await seedFirestore(SEED_EPOCH, written);

    const importedId = `seed-exported-${run}`;
    const res = await fetch(`http://${emulatorHosts().firestore}/emulator/v1/projects/${importedId}:import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${importedId}/databases/(default)`,
        export_directory: `${EXPORT}firestore_export/firestore_export.overall_export_metadata`,
      }),
    });
    expect(res.status, await res.text()).toBe(200);

    const expected = await everyDocument(written);
    const exported = await everyDocument(project(importedId));
    expect(expected.size).toBeGreaterThan(500);
    expect([...exported.keys()].sort(), 'the same documents (npm run seed:export?)').toEqual(
      [...expected.keys()].sort(),
    );
    for (const [path, data] of expected) expect(exported.get(path), `${path} (npm run seed:export?)`).toEqual(data);
  });

  it('holds the demo accounts in Auth, with their roles and passwords', () => {
    const { users } = JSON.parse(readFileSync(`${EXPORT}auth_export/accounts.json`, 'utf8')) as {
      users: Array<Record<string, string | boolean>>;
    };
    const accounts = Object.values(DEMO_ACCOUNTS);
    expect(users.map((u) => u.localId).sort()).toEqual(accounts.map((a) => a.uid).sort());
    for (const a of accounts) {
      const user = users.find((u) => u.localId === a.uid)!;
      expect(user).toMatchObject({ email: a.email, displayName: a.firstName, emailVerified: true });
      expect(JSON.parse(String(user.customAttributes))).toEqual({ role: a.role });
      expect(String(user.passwordHash)).toContain(`:password=${a.password}`);
    }
  });
});
