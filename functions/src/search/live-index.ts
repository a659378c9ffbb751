/**
 * The catalogue's in-memory index as each function instance keeps it (docs/search.md, "Where the
 * index lives"): built from bookSearch on first use, then kept in step by catching up, at most once
 * a second, on the changes since its last look (bookSearchChanges, written with each entry by the
 * indexBook trigger). So an edit is findable about a second after its entry is written. The search
 * endpoint and Ask the library each keep one per instance.
 */
import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { bookSearchChanges } from '../lib/documents.js';
import { COLLECTIONS } from '../shared/collections.js';
import { BOOK_CARD_FIELDS, bookCardSchema } from '../shared/documents/book.js';
import { readDocument } from '../shared/documents/fields.js';
import { SEARCH_CHANGE_TTL_MS } from '../shared/documents/search.js';
import { createCatalogueIndex, type CatalogueIndex } from './catalogue-index.js';

/** How stale an instance's index may be: an edit is findable within about this long. */
const CATCH_UP_EVERY_MS = 1_000;
/**
 * Each catch-up reads again the changes of this long before its last look: a write committed just
 * before a look can carry a slightly earlier time than writes already seen. Applying one twice is
 * harmless.
 */
const OVERLAP_MS = 5_000;
/** An instance that has not looked for this long builds again: older changes may be gone (TTL). */
const REBUILD_AFTER_MS = SEARCH_CHANGE_TTL_MS / 2;
/** Entries read per request while building the index. */
const BUILD_PAGE = 2_000;
interface Live {
  index: CatalogueIndex;
  /** The read time of the last look at the entries. */
  seenTo: Timestamp;
  /** When the last look started (this instance's clock). */
  lookedAt: number;
}
let live: Promise<Live> | null = null;
let catchingUp: Promise<void> | null = null;

const cardOf = (data: unknown) => readDocument(bookCardSchema, data);

async function build(): Promise<Live> {
  const index = createCatalogueIndex();
  const started = Date.now();
  let seenTo: Timestamp | null = null;
  let after: string | null = null;
  for (;;) {
    let page: Query = db
      .collection(COLLECTIONS.bookSearch)
      .select(...BOOK_CARD_FIELDS)
      .orderBy(FieldPath.documentId())
      .limit(BUILD_PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    seenTo ??= snap.readTime;
    for (const d of snap.docs) await index.put(d.id, cardOf(d.data()));
    if (snap.size < BUILD_PAGE) break;
    after = snap.docs.at(-1)!.id;
  }
  console.info(`search index built: ${index.size} books in ${Date.now() - started} ms`);
  return { index, seenTo: seenTo!, lookedAt: started };
}

/**
 * Applies the changes since the last look: reads the changed entries (card fields only) and drops
 * the removed books. Only what changed is read, however large the catalogue.
 */
async function catchUp(state: Live): Promise<void> {
  const since = Timestamp.fromMillis(state.seenTo.toMillis() - OVERLAP_MS);
  const changes = await bookSearchChanges().where('changedAt', '>', since).get();
  const changed = changes.docs.filter((d) => !d.data().removed).map((d) => db.doc(`${COLLECTIONS.bookSearch}/${d.id}`));
  const entries = changed.length ? await db.getAll(...changed, { fieldMask: [...BOOK_CARD_FIELDS] }) : [];
  for (const entry of entries) {
    if (entry.exists) await state.index.put(entry.id, cardOf(entry.data()));
    else await state.index.drop(entry.id);
  }
  for (const d of changes.docs) if (d.data().removed) await state.index.drop(d.id);
  state.seenTo = changes.readTime;
}

/**
 * The index, at most CATCH_UP_EVERY_MS behind the entries as they were when the request came:
 * a request that waited for a slow build (a cold start) catches up before it is answered.
 */
export async function catalogueIndex(): Promise<CatalogueIndex> {
  const arrived = Date.now();
  if (live && arrived - (await live).lookedAt > REBUILD_AFTER_MS) live = null;
  live ??= build().catch((err: unknown) => {
    live = null;
    throw err;
  });
  const state = await live;
  if (arrived - state.lookedAt >= CATCH_UP_EVERY_MS) {
    if (!catchingUp) {
      const started = Date.now();
      catchingUp = catchUp(state).finally(() => {
        state.lookedAt = started;
        catchingUp = null;
      });
    }
    await catchingUp;
  }
  return state.index;
}
