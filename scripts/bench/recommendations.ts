/**
 * Issue 32's recommendation benchmark (`npm run bench -- --only=recommendations`):
 * - quality, in-process: the engine over the demo catalogue and 400 synthetic member histories
 *   (./recommendations-quality.ts documents the generator and the leave-one-out evaluation);
 * - "For you" first paint, as the home page gets it: the homeShelves round trip for a signed-in
 *   member (rated books, interests), from a web SDK client in Node, after those 400 histories are
 *   written to the emulator as shared ratings, so every call builds its co-reader counts from them
 *   (the demo project keeps no sources between calls: RECOMMEND_SOURCES_SECONDS=0). Two warm-up
 *   calls are not counted. The synthetic ratings are removed afterwards.
 */
import { readFileSync } from 'node:fs';
import { COLLECTIONS } from '@shared/collections';
import { readingItemId } from '@shared/documents/reading';
import { admin, signedInClient } from '../../testing/clients.js';
import { forAdmin } from '../../testing/sdk.js';
import {
  benchRecommendationQuality,
  catalogueOf,
  syntheticHistories,
  type SeedBookLike,
} from './recommendations-quality.js';
import { now, summarize, type Summary } from './stats.js';

const MEMBERS = 400;
const WARMUP = 2;

export async function benchRecommendations(samples: number) {
  const books = JSON.parse(readFileSync(new URL('../seed/books.json', import.meta.url), 'utf8')) as SeedBookLike[];
  const quality = benchRecommendationQuality(books, { members: MEMBERS });

  const { db } = admin();
  const histories = syntheticHistories(catalogueOf(books), MEMBERS, 1);
  const paths: string[] = [];
  let batch = db.batch();
  let pending = 0;
  for (const [i, member] of histories.entries()) {
    const uid = `bench-reader-${i}`;
    for (const item of member.signals.items) {
      if (item.halfStars === null) continue;
      const path = `${COLLECTIONS.ratings}/${readingItemId(uid, item.bookId)}`;
      paths.push(path);
      batch.set(
        db.doc(path),
        forAdmin({ uid, bookId: item.bookId, halfStars: item.halfStars, visibility: 'public', updatedAt: new Date() }),
      );
      if (++pending === 400) {
        await batch.commit();
        batch = db.batch();
        pending = 0;
      }
    }
  }
  await batch.commit();

  const member = await signedInClient('reader');
  let forYou: Summary;
  let cards = 0;
  try {
    await db.doc(`${COLLECTIONS.profiles}/${member.uid}`).update({ interests: ['Science Fiction', 'History'] });
    for (const bookId of ['dune', 'beloved', 'the-hobbit']) {
      await member.call('rateBook', { bookId, halfStars: 9, visibility: 'private' });
    }
    const times: number[] = [];
    for (let i = 0; i < samples + WARMUP; i++) {
      const start = now();
      const answer = await member.call('homeShelves', {});
      if (i >= WARMUP) times.push(now() - start);
      cards = answer.forYou?.length ?? 0;
    }
    forYou = summarize(times);
  } finally {
    await member.close();
    for (let i = 0; i < paths.length; i += 400) {
      const remove = db.batch();
      for (const path of paths.slice(i, i + 400)) remove.delete(db.doc(path));
      await remove.commit();
    }
  }
  return { quality, forYou, cards, sharedRatings: paths.length };
}
