/**
 * The catalogue import (docs/libraries.md "Catalogue import and export"): staff preview a file
 * (nothing written), then start a job that runs in the background, a chunk at a time.
 *
 * Each chunk is one transaction that writes its books, their catalogue records and match keys, and
 * moves the job on: a chunk is all written or not at all, so a killed instance leaves nothing
 * half-written, and the job's cursor says where to go on. The job document's own writes trigger
 * the next step; resumeImports wakes a job whose last step is older than STALE_MS (a restart, a
 * crash). Copies come after their chunk's books, one circulation transaction each, and a copy
 * whose barcode exists is not added again, so a repeated step adds nothing twice. A record that
 * matches a book (by ISBN-13, control number, then title and author) updates it, keeping what a
 * librarian edited since (mergeInto), or is skipped when nothing would change: importing a file
 * twice changes nothing.
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  IMPORT_CHUNK,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_PROBLEMS,
  type ImportDraft,
} from '../../shared/catalogue-import.js';
import { COLLECTIONS } from '../../shared/collections.js';
import { newBook, type BookDoc } from '../../shared/documents/book.js';
import type { ImportedFields, ImportJobDoc } from '../../shared/documents/catalogue-import.js';
import { SERVER_TIME } from '../../shared/documents/fields.js';
import { bookInputSchema, type BookInput } from '../../shared/schemas.js';
import { db } from '../../lib/admin.js';
import { callable } from '../../lib/callable.js';
import { books, catalogueImports, catalogueKeys, catalogueRecords, importChunks } from '../../lib/documents.js';
import { invalidField } from '../../lib/errors.js';
import { importCopy } from '../../lending/index.js';
import { matchKeysOf, newBookIdOf, titleAuthorKey } from './match-keys.js';
import { previewOf, readImportFile } from './read-file.js';

/** A running job whose last step is older than this is resumed. */
const STALE_MS = 2 * 60_000;
/**
 * Wakes in a row without a step going through before the job is marked failed: a restart needs
 * one, a passing outage a few; a chunk that throws every time (a bug, a record the store refuses)
 * would otherwise be retried every 5 minutes for ever.
 */
export const MAX_IMPORT_WAKES = 3;
/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

function fileBytes(data: string): Uint8Array {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0 || bytes.length > IMPORT_MAX_BYTES) throw invalidField('data');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** What the file will become, before anything is written. */
export const previewCatalogueImport = callable('previewCatalogueImport', {
  rateLimit: 'catalogueFiles',
  options: { memory: '1GiB', timeoutSeconds: 120 },
  handler: async ({ data }) => previewOf(await readImportFile(fileBytes(data))),
});

/** Reads the file again, stores its drafts in chunks and starts the job. */
export const startCatalogueImport = callable('startCatalogueImport', {
  rateLimit: 'catalogueFiles',
  options: { memory: '1GiB', timeoutSeconds: 300 },
  handler: async ({ fileName, data }, caller) => {
    const file = await readImportFile(fileBytes(data));
    const jobRef = catalogueImports().doc();
    const chunkCount = Math.ceil(file.drafts.length / IMPORT_CHUNK);
    // Chunks first: the job's creation starts the work, which reads them.
    for (let first = 0; first < chunkCount; first += 100) {
      const batch = db.batch();
      for (let n = first; n < Math.min(chunkCount, first + 100); n++) {
        const drafts = file.drafts.slice(n * IMPORT_CHUNK, (n + 1) * IMPORT_CHUNK);
        batch.set(importChunks(jobRef.id).doc(String(n)), { drafts, bookIds: [] });
      }
      await batch.commit();
    }
    const job: ImportJobDoc = {
      fileName,
      format: file.format,
      status: chunkCount === 0 ? 'done' : 'running',
      phase: 'books',
      records: file.records,
      importable: file.drafts.length,
      chunks: chunkCount,
      cursor: 0,
      created: 0,
      updated: 0,
      skipped: 0,
      refused: file.refused,
      copiesAdded: 0,
      keptEdits: 0,
      problems: file.problems.slice(0, IMPORT_MAX_PROBLEMS),
      problemCount: file.problems.length,
      startedBy: caller.uid,
      startedAt: SERVER_TIME,
      heartbeatAt: SERVER_TIME,
      wakes: 0,
      finishedAt: chunkCount === 0 ? SERVER_TIME : null,
    };
    await jobRef.set(job);
    return { jobId: jobRef.id };
  },
});

/** The book's fields a record sets (the form's, as the staff form would write them). */
function bookInputOf(draft: ImportDraft): BookInput | null {
  const parsed = bookInputSchema.safeParse({
    title: draft.title,
    author: draft.author,
    description: draft.description,
    coverUrl: draft.coverUrl,
    formats: draft.formats,
    tags: draft.tags,
    moods: [],
    available: true,
    aiGenerated: false,
  });
  return parsed.success ? parsed.data : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isEmpty = (v: unknown) => v === '' || (Array.isArray(v) && v.length === 0);

/** The fields as a record says them, kept beside the book for the next import's merge. */
const importedOf = (input: BookInput, draft: ImportDraft): ImportedFields => ({
  title: input.title,
  author: input.author,
  description: input.description,
  coverUrl: input.coverUrl,
  tags: input.tags,
  language: draft.language,
});

/**
 * What a record changes in the book it matched: a three-way merge on the fields an import says
 * (`imported`). A field changes when the record says something new and the book still says what
 * the last import said (nobody edited it since); a field a librarian edited is kept (`kept`). A
 * book the import never wrote (added by hand) only has its empty fields filled. Formats only grow.
 * `changes` is null when the book stays as it is.
 */
function mergeInto(book: BookDoc, input: BookInput, draft: ImportDraft, base: ImportedFields | null) {
  const imported = importedOf(input, draft);
  const changes: Record<string, unknown> = {};
  let kept = false;
  for (const [key, value] of Object.entries(imported) as Array<[keyof ImportedFields, unknown]>) {
    const now = book[key];
    if (isEmpty(value) || same(now, value)) continue;
    if (base ? same(now, base[key]) : isEmpty(now)) changes[key] = value;
    else kept = true;
  }
  if (typeof changes.title === 'string') changes.titleLower = changes.title.toLowerCase();
  const formats = [...new Set([...book.formats, ...input.formats])];
  if (!same(formats, book.formats)) changes.formats = formats;
  const changed = Object.keys(changes).length > 0;
  return {
    changes: changed ? { ...changes, updatedAt: FieldValue.serverTimestamp() } : null,
    kept,
    imported,
  };
}

/** Books already in the catalogue with one of these titles: the match for records with no key yet. */
async function booksTitled(tx: Transaction, drafts: ImportDraft[]) {
  const titles = [...new Set(drafts.map((d) => d.title.toLowerCase()))];
  const found = new Map<string, string>();
  for (let i = 0; i < titles.length; i += IN_LIMIT) {
    const snap = await tx.get(books().where('titleLower', 'in', titles.slice(i, i + IN_LIMIT)));
    for (const doc of snap.docs) found.set(titleAuthorKey(doc.data().title, doc.data().author), doc.id);
  }
  return found;
}

type Outcome = 'created' | 'updated' | 'skipped' | 'refused';

/** Step 1 of a chunk: its books, records and keys, and the job moved on, in one transaction. */
async function writeChunkBooks(jobRef: DocumentReference, cursor: number) {
  const chunkRef = importChunks(jobRef.id).doc(String(cursor));
  await db.runTransaction(async (tx) => {
    const job = (await tx.get(catalogueImports().doc(jobRef.id))).data();
    if (!job || job.status !== 'running' || job.cursor !== cursor || job.phase !== 'books') return;
    const { drafts } = (await tx.get(chunkRef)).data() ?? { drafts: [] };
    const keysOf = drafts.map(matchKeysOf);
    const keyRefs = [...new Set(keysOf.flat())].map((k) => catalogueKeys().doc(k));
    const keySnaps = keyRefs.length ? await tx.getAll(...keyRefs) : [];
    const known = new Map(keySnaps.filter((s) => s.exists).map((s) => [s.id, s.data()!.bookId]));
    const unkeyed = drafts.filter((_, i) => !keysOf[i]!.some((k) => known.has(k)));
    const titled = unkeyed.length ? await booksTitled(tx, unkeyed) : new Map<string, string>();
    const matchOf = (i: number) =>
      keysOf[i]!.map((k) => known.get(k)).find(Boolean) ??
      titled.get(titleAuthorKey(drafts[i]!.title, drafts[i]!.author)) ??
      null;
    const matched = drafts.map((_, i) => matchOf(i));
    const matchedIds = [...new Set(matched.filter((id): id is string => id !== null))];
    const bookSnaps = matchedIds.length ? await tx.getAll(...matchedIds.map((id) => books().doc(id))) : [];
    const existing = new Map(bookSnaps.filter((s) => s.exists).map((s) => [s.id, s.data()!]));
    const recordSnaps = matchedIds.length ? await tx.getAll(...matchedIds.map((id) => catalogueRecords().doc(id))) : [];
    const lastImported = new Map(recordSnaps.map((s) => [s.id, s.data()?.imported ?? null]));

    const counts: Record<Outcome, number> = { created: 0, updated: 0, skipped: 0, refused: 0 };
    let keptEdits = 0;
    const bookIds: string[] = [];
    drafts.forEach((draft, i) => {
      const input = bookInputOf(draft);
      const keys = keysOf[i]!;
      const found = matched[i] ? existing.get(matched[i]!) : undefined;
      if (!input) {
        counts.refused++;
        bookIds.push('');
        return;
      }
      const bookId = found ? matched[i]! : newBookIdOf(keys);
      bookIds.push(bookId);
      const newKeys = keys.filter((k) => known.get(k) !== bookId);
      let imported: ImportedFields;
      if (found) {
        const merged = mergeInto(found, input, draft, lastImported.get(bookId) ?? null);
        if (merged.changes) tx.update(books().doc(bookId), merged.changes);
        counts[merged.changes ? 'updated' : 'skipped']++;
        if (merged.kept) keptEdits++;
        if (!merged.changes && newKeys.length === 0) return;
        imported = merged.imported;
      } else {
        tx.set(books().doc(bookId), { ...newBook(input), language: draft.language });
        counts.created++;
        imported = importedOf(input, draft);
      }
      // arrayUnion: a book several files describe keeps every ISBN and key they brought.
      tx.set(
        catalogueRecords().doc(bookId),
        {
          ...(draft.isbns.length ? { isbns: FieldValue.arrayUnion(...draft.isbns) } : {}),
          controlNumber: draft.controlNumber,
          authorSort: draft.authorSort,
          contributors: draft.contributors,
          imported,
          keys: FieldValue.arrayUnion(...keys),
          importId: jobRef.id,
          ...(found ? {} : { createdByImport: jobRef.id }),
          updatedAt: FieldValue.serverTimestamp(),
        } as never,
        { merge: true },
      );
      for (const key of newKeys) tx.set(catalogueKeys().doc(key), { bookId });
    });
    const hasCopies = drafts.some((d, i) => d.holdings.length > 0 && bookIds[i]);
    tx.update(chunkRef, { bookIds });
    tx.update(jobRef, {
      created: FieldValue.increment(counts.created),
      updated: FieldValue.increment(counts.updated),
      skipped: FieldValue.increment(counts.skipped),
      refused: FieldValue.increment(counts.refused),
      keptEdits: FieldValue.increment(keptEdits),
      ...(hasCopies ? { phase: 'copies' } : { cursor: cursor + 1 }),
      heartbeatAt: FieldValue.serverTimestamp(),
      wakes: 0,
    });
  });
}

/** Step 2 of a chunk: its copies, each on its own (existing barcodes skipped), then the next chunk. */
async function addChunkCopies(jobRef: DocumentReference, cursor: number) {
  const chunk = (await importChunks(jobRef.id).doc(String(cursor)).get()).data();
  let added = 0;
  for (const [i, draft] of (chunk?.drafts ?? []).entries()) {
    const bookId = chunk!.bookIds[i];
    if (!bookId) continue;
    for (const holding of draft.holdings) {
      if ((await importCopy(bookId, holding)) === 'added') added++;
    }
  }
  await db.runTransaction(async (tx) => {
    const job = (await tx.get(catalogueImports().doc(jobRef.id))).data();
    if (!job || job.cursor !== cursor || job.phase !== 'copies') return;
    tx.update(jobRef, {
      copiesAdded: FieldValue.increment(added),
      phase: 'books',
      cursor: cursor + 1,
      heartbeatAt: FieldValue.serverTimestamp(),
      wakes: 0,
    });
  });
}

/** One step of a running job; the job's own write starts the next. */
export async function stepImport(jobId: string) {
  const jobRef = catalogueImports().doc(jobId);
  const job = (await jobRef.get()).data();
  if (!job || job.status !== 'running') return;
  if (job.cursor >= job.chunks) {
    await jobRef.update({ status: 'done', finishedAt: FieldValue.serverTimestamp() });
    return;
  }
  if (job.phase === 'books') await writeChunkBooks(jobRef, job.cursor);
  else await addChunkCopies(jobRef, job.cursor);
}

export const runCatalogueImport = onDocumentWritten(
  { document: `${COLLECTIONS.catalogueImports}/{jobId}`, timeoutSeconds: 300, memory: '512MiB' },
  async (event) => {
    const after = event.data?.after.data() as { status?: string } | undefined;
    if (after?.status === 'running') await stepImport(event.params.jobId);
  },
);

/**
 * Wakes a job that stopped (its instance killed, the server restarted) where its cursor is; one
 * woken MAX_IMPORT_WAKES times without a step going through is marked failed instead.
 */
export async function resumeStalledImports(now = Date.now()) {
  const stale = await catalogueImports()
    .where('status', '==', 'running')
    .where('heartbeatAt', '<', new Date(now - STALE_MS))
    .limit(20)
    .get();
  const cutoff = now - STALE_MS;
  await Promise.all(
    stale.docs.map((d) =>
      // In a transaction: a step that went through since the query is not undone or failed.
      db.runTransaction(async (tx) => {
        const job = (await tx.get(d.ref)).data();
        if (!job || job.status !== 'running' || (job.heartbeatAt?.getTime() ?? 0) >= cutoff) return;
        tx.update(
          d.ref,
          job.wakes >= MAX_IMPORT_WAKES
            ? { status: 'failed', finishedAt: FieldValue.serverTimestamp() }
            : { heartbeatAt: FieldValue.serverTimestamp(), wakes: job.wakes + 1 },
        );
      }),
    ),
  );
  return stale.size;
}

export const resumeImports = onSchedule('every 5 minutes', async () => {
  await resumeStalledImports();
});
