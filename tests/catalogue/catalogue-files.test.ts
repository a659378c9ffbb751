/**
 * The catalogue import and export (functions/src/catalogue/import, export) through the real
 * callables and the Functions emulator's trigger: a preview writes nothing; a file mixing pymarc's
 * MARC-8 and UTF-8 records with broken ones imports every good record and reports every bad one;
 * importing it twice changes nothing; CSV copies land at their branches once; a job stopped between
 * a chunk's books and its copies goes on without duplicates; the export read back gives the same
 * books. As an attacker: members cannot preview, import, export or read a job. Everything it makes
 * is deleted afterwards, so the seeded catalogue's counts (opds, sitemap) hold for the next files.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each import runs in the background, a trigger step per chunk: minutes under a cold emulator.
const SLOW = { timeout: 240_000 };
import { COLLECTIONS as C } from '@shared/collections';
import { readImportFile } from '../../functions/src/catalogue/import/read-file';
import { matchKeysOf } from '../../functions/src/catalogue/import/match-keys';
import { MAX_IMPORT_WAKES, resumeStalledImports } from '../../functions/src/catalogue/import/import-job';
import { admin } from '../../testing/clients';
import { eventually } from '../../testing/eventually';
import { restGet } from '../../testing/attacker';
import { account, type Account } from '../../testing/lending';
import { removeImports } from '../../testing/catalogue-import';
import { storedBook, storedImportJob } from '../../testing/documents';
import { forAdmin } from '../../functions/src/lib/server-time';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/marc/${name}`, import.meta.url));
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

let librarian: Account;
let member: Account;
const jobs: string[] = [];

beforeAll(async () => {
  librarian = await account('librarian', 'Files', 'Librarian');
  member = await account();
});

async function runImport(fileName: string, bytes: Uint8Array | string) {
  const { jobId } = await librarian.call('startCatalogueImport', { fileName, data: b64(bytes) });
  jobs.push(jobId);
  const { db } = admin();
  return eventually(
    async () => (await db.doc(`${C.catalogueImports}/${jobId}`).get()).data()!,
    (job) => job?.status === 'done',
    { timeoutMs: 120_000, what: `import ${fileName}` },
  );
}

afterAll(() => removeImports(jobs), 240_000);

/** pymarc's good records (MARC-8 and UTF-8), then its file of broken records among good ones. */
const MIXED = Buffer.concat([
  fixture('marc8.dat'),
  fixture('test.dat'),
  fixture('utf8_with_leader_flag.dat'),
  fixture('bad_records.mrc'),
]);

describe('importing MARC', () => {
  it('previews without writing, then imports every good record and reports every bad one', SLOW, async () => {
    const local = await readImportFile(new Uint8Array(MIXED));
    const good = local.drafts.length;
    expect(good).toBeGreaterThan(5);
    expect(local.problems.filter((p) => p.code === 'unreadable').length).toBeGreaterThan(0);

    const preview = await librarian.call('previewCatalogueImport', { fileName: 'mixed.mrc', data: b64(MIXED) });
    expect(preview.format).toBe('iso2709');
    expect(preview.importable).toBe(good);
    expect(preview.drafts.length).toBeGreaterThan(0);
    const { db } = admin();
    const firstKey = matchKeysOf(local.drafts[0]!).at(-1)!;
    expect((await db.doc(`${C.catalogueKeys}/${firstKey}`).get()).exists, 'a preview writes nothing').toBe(false);

    const job = await runImport('mixed.mrc', MIXED);
    expect(job).toMatchObject({ created: good, updated: 0, skipped: 0, records: local.records });
    expect(job.refused).toBe(local.refused);
    expect(job.problemCount).toBe(local.problems.length);
    // Each good record is a book, with its search entry like any other.
    for (const draft of local.drafts) {
      const key = (await db.doc(`${C.catalogueKeys}/${matchKeysOf(draft)[0]}`).get()).data();
      const book = (await db.doc(`${C.books}/${key!.bookId}`).get()).data();
      expect(book, draft.title).toMatchObject({ title: draft.title, author: draft.author, language: draft.language });
    }
    const someId = (await db.doc(`${C.catalogueKeys}/${matchKeysOf(local.drafts[0]!)[0]}`).get()).data()!.bookId;
    await eventually(async () => (await db.doc(`${C.bookSearch}/${someId}`).get()).exists, Boolean, {
      what: 'the search entry',
    });

    // The same file again: every record found, nothing changed.
    const again = await runImport('mixed-again.mrc', MIXED);
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: good });
  });
});

const CSV = [
  'title,author,author_sort,isbn,language,tags,formats,copies',
  'Import Test Atlas,Gerard Mercator,"Mercator, Gerard",9780306406157,en,maps|atlases,physical,main:IMPTEST-1:912 MER|hatta:IMPTEST-2:912 MER',
  'أطلس الاختبار,محمد الإدريسي,"الإدريسي, محمد",,ar,خرائط,physical|ebook,al-twar:IMPTEST-3:912',
  ',No Title,,,,,,',
  'Import Test Atlas,Gerard Mercator,,9780306406157,en,,,',
].join('\n');

describe('importing CSV with copies', () => {
  it('adds the copies at their branches once, and a second import adds none', SLOW, async () => {
    const job = await runImport('atlas.csv', CSV);
    expect(job).toMatchObject({ format: 'csv', created: 2, refused: 2, copiesAdded: 3 });
    const { db } = admin();
    const copy = (await db.doc(`${C.copies}/IMPTEST-2`).get()).data();
    expect(copy).toMatchObject({ branchId: 'hatta', shelfMark: '912 MER', state: 'shelf' });
    const atlas = (await db.doc(`${C.books}/${copy!.bookId}`).get()).data();
    expect(atlas).toMatchObject({ title: 'Import Test Atlas', author: 'Gerard Mercator' });
    const again = await runImport('atlas-again.csv', CSV);
    expect(again).toMatchObject({ created: 0, skipped: 2, copiesAdded: 0 });
  });

  it('goes on after a stop between a chunk’s books and its copies, adding nothing twice', SLOW, async () => {
    // A job as a killed instance leaves it: the chunk's books written, one of its two copies added.
    const { db } = admin();
    const file = await readImportFile(
      new TextEncoder().encode(
        'title,author,copies\nResume Test,Wanda Writer,main:IMPRESUME-1:R|al-safa:IMPRESUME-2:R\n',
      ),
    );
    const first = await runImport('resume.csv', 'title,author,copies\nResume Test,Wanda Writer,main:IMPRESUME-1:R\n');
    expect(first.copiesAdded).toBe(1);
    const bookId = (await db.doc(`${C.catalogueKeys}/${matchKeysOf(file.drafts[0]!).at(-1)}`).get()).data()!.bookId;
    const jobRef = db.collection(C.catalogueImports).doc();
    jobs.push(jobRef.id);
    await jobRef
      .collection('chunks')
      .doc('0')
      .set({ drafts: file.drafts, bookIds: [bookId] });
    const stopped = { ...first, fileName: 'resume.csv', status: 'running', phase: 'copies', cursor: 0, chunks: 1 };
    await jobRef.set({ ...stopped, created: 1, copiesAdded: 0 });
    const done = await eventually(
      async () => (await jobRef.get()).data()!,
      (j) => j.status === 'done',
      { timeoutMs: 60_000, what: 'the resumed job' },
    );
    expect(done).toMatchObject({ created: 1, copiesAdded: 1, cursor: 1 });
    const copies = await db.collection(C.copies).where('bookId', '==', bookId).get();
    expect(copies.docs.map((d) => d.id).sort()).toEqual(['IMPRESUME-1', 'IMPRESUME-2']);
  });
});

describe('importing over a librarian’s edits', () => {
  it('changes what nobody edited since the last import, and keeps what a librarian changed', SLOW, async () => {
    const { db } = admin();
    const csv = (description: string, tags: string) =>
      `title,author,description,tags\nMerge Test Herbal,Hilde Gardner,${description},${tags}\n`;
    await runImport('herbal.csv', csv('First words.', 'botany'));
    const bookId = (await db.collection(C.books).where('title', '==', 'Merge Test Herbal').get()).docs[0]!.id;
    // A librarian corrects the description on the edit page.
    await db.doc(`${C.books}/${bookId}`).update({ description: 'A librarian’s words.' });

    const again = await runImport('herbal-2.csv', csv('Second words.', 'botany|gardens'));
    expect(again).toMatchObject({ created: 0, updated: 1, keptEdits: 1 });
    expect((await db.doc(`${C.books}/${bookId}`).get()).data()).toMatchObject({
      description: 'A librarian’s words.',
      tags: ['botany', 'gardens'],
    });
    // The same file once more: nothing to change, the edit still kept.
    const third = await runImport('herbal-3.csv', csv('Second words.', 'botany|gardens'));
    expect(third).toMatchObject({ updated: 0, skipped: 1, keptEdits: 1 });
  });

  it('fills only the empty fields of a book added by hand', SLOW, async () => {
    const { db } = admin();
    const ref = db.collection(C.books).doc();
    await ref.set(
      forAdmin(
        storedBook({
          title: 'Merge Test Almanac',
          titleLower: 'merge test almanac',
          author: 'Otto Hand',
          description: '',
          tags: ['weather'],
        }),
      ),
    );
    try {
      const job = await runImport(
        'almanac.csv',
        'title,author,description,tags\nMerge Test Almanac,Otto Hand,From the file.,farming\n',
      );
      expect(job).toMatchObject({ created: 0, updated: 1, keptEdits: 1 });
      expect((await ref.get()).data()).toMatchObject({ description: 'From the file.', tags: ['weather'] });
    } finally {
      await ref.delete();
      // Counting tests (OPDS, sitemaps) need its search entry gone too: the trigger takes it.
      await eventually(
        () => db.doc(`${C.bookSearch}/${ref.id}`).get(),
        (entry) => !entry.exists,
        { timeoutMs: 60_000, what: 'the hand-added book leaving search' },
      );
    }
  });
});

describe('a job that cannot go on', () => {
  it('is woken a few times, then marked failed and left alone', SLOW, async () => {
    const db = admin().db;
    // A running job whose chunk is gone: every step throws, as a chunk the store refuses would.
    const jobRef = db.collection(C.catalogueImports).doc();
    jobs.push(jobRef.id);
    const long = new Date(Date.now() - 60 * 60_000);
    await jobRef.set({
      ...storedImportJob(librarian.uid),
      fileName: 'lost.mrc',
      startedAt: long,
      heartbeatAt: long,
    });
    // The schedule's clock, moved on past each wake's heartbeat.
    const later = () => Date.now() + 10 * 60_000;
    for (let wake = 1; wake <= MAX_IMPORT_WAKES; wake++) {
      await resumeStalledImports(later());
      expect((await jobRef.get()).data()).toMatchObject({ status: 'running', wakes: wake, cursor: 0 });
    }
    await resumeStalledImports(later());
    const failed = (await jobRef.get()).data()!;
    expect(failed).toMatchObject({ status: 'failed', wakes: MAX_IMPORT_WAKES, cursor: 0 });
    expect(failed.finishedAt).toBeTruthy();
    // A failed job is not woken again.
    await resumeStalledImports(later());
    expect((await jobRef.get()).data()).toMatchObject({ status: 'failed', wakes: MAX_IMPORT_WAKES });
  });
});

describe('exporting', () => {
  it('gives back the catalogue: every book read again from MARCXML, ISO 2709 and CSV says the same', SLOW, async () => {
    const { db } = admin();
    const books = await db.collection(C.books).get();
    for (const format of ['marcxml', 'iso2709', 'csv'] as const) {
      const parts: Buffer[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await librarian.call('exportCatalogue', { format, ...(after ? { after } : {}) });
        parts.push(Buffer.from(page.part, 'base64'));
        if (!page.next) break;
        after = page.next;
      }
      const read = await readImportFile(new Uint8Array(Buffer.concat(parts)));
      expect(read.format, format).toBe(format);
      expect(read.refused, format).toBe(0);
      expect(read.drafts.length, format).toBe(books.size);
      const byTitle = new Map(read.drafts.map((d) => [`${d.title}\n${d.author}`, d]));
      for (const doc of books.docs) {
        const book = doc.data();
        const draft = byTitle.get(`${book.title}\n${book.author}`);
        expect(draft, `${format}: ${book.title}`).toBeDefined();
        expect({ ...draft, formats: [...draft!.formats].sort() }, `${format}: ${book.title}`).toMatchObject({
          description: book.description,
          tags: book.tags,
          formats: [...book.formats].sort(),
          language: book.language ?? 'en',
        });
      }
    }
  });
});

describe('as an attacker', () => {
  it('a member can neither preview, import nor export, nor read a job', SLOW, async () => {
    for (const name of ['previewCatalogueImport', 'startCatalogueImport'] as const) {
      await expect(member.call(name, { fileName: 'x.csv', data: b64(CSV) })).rejects.toMatchObject({
        status: 'PERMISSION_DENIED',
      });
    }
    await expect(member.call('exportCatalogue', { format: 'csv' })).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect(jobs.length).toBeGreaterThan(0);
    expect(await restGet(`${C.catalogueImports}/${jobs[0]}`, member.token)).toBe(403);
    expect(await restGet(`${C.catalogueImports}/${jobs[0]}`, librarian.token)).toBe(200);
  });
});
