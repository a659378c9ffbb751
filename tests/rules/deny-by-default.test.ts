/**
 * Deny by default, walked over the collection registry (@shared/collections), so a collection added
 * there is covered here at once. A visitor's write is refused on every collection, with a payload
 * that is VALID for that collection (fixtures.ts, EXAMPLES), so the refusal can only come from who
 * is asking; where some actor may write the same payload, a positive control proves it really is
 * valid. A server-only collection is closed to every actor, admins included. And firestore.rules
 * has a block for every collection and none for a collection the registry does not know.
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRY } from '@shared/collections';
import { ACTORS, dbAs, rulesEnv } from '../../testing/rules-env';
import * as F from './fixtures';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv();
});
beforeEach(async () => {
  await env.clearFirestore();
  // The staff role mirrors, so a positive control by a librarian is judged on its data.
  await F.seed(env, {
    [F.profilePath('librarian')]: F.storedProfile('librarian'),
    [F.profilePath('admin')]: F.storedProfile('admin'),
    // The book a member's shelf entry names (the rules check it exists).
    [F.PATHS.shelvedBook]: F.storedBook(),
  });
});
afterAll(() => env.cleanup());

const collections = Object.values(REGISTRY).map((c) => ({ ...c, ...F.EXAMPLES[c.name as keyof typeof REGISTRY] }));
// Every collection the product uses, plus a path nobody planned for.
const targets = [...collections, { name: 'unplanned', path: F.PATHS.unplanned, payload: () => ({ note: 'x' }) }];

describe('deny by default', () => {
  it.each(Object.values(REGISTRY))("$name's example document is in $path", (c) => {
    const path = F.EXAMPLES[c.name as keyof typeof REGISTRY].path;
    expect(path).toMatch(new RegExp(`^${c.path.replace(/\{\w+\}/g, '[^/]+')}/[^/]+$`));
  });

  it.each(targets)('an unauthenticated write of a valid document to $path is refused', async ({ path, payload }) => {
    await assertFails(setDoc(doc(dbAs(env, 'visitor'), path), payload()));
  });

  it.each(collections.filter((t) => t.allowedActor))(
    'positive control: $allowedActor may write the same document to $path',
    async ({ path, payload, allowedActor }) => {
      await assertSucceeds(setDoc(doc(dbAs(env, allowedActor!), path), payload()));
    },
  );

  const serverOnly = collections.filter((c) => c.serverOnly);
  it.each(serverOnly.flatMap((c) => ACTORS.map((actor) => ({ ...c, actor }))))(
    '$name is server-only: $actor may neither read nor write $path',
    async ({ path, payload, actor }) => {
      await F.seed(env, { [path]: payload() });
      const db = dbAs(env, actor);
      await assertFails(getDoc(doc(db, path)));
      await assertFails(setDoc(doc(db, path), payload()));
    },
  );
});

describe('firestore.rules names every collection of the registry, and only those', () => {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const matched = new Set([...rules.matchAll(/match \/(\w+)\/\{/g)].map((m) => m[1]!));

  it.each(Object.values(REGISTRY))('$name has a match block', ({ name }) => {
    expect(matched).toContain(name);
  });
  it('no match block is for a collection the registry lacks', () => {
    matched.delete('databases');
    expect([...matched].filter((name) => !(name in REGISTRY))).toEqual([]);
  });
});
