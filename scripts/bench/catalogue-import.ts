/**
 * The catalogue import at scale (issue 34): N MARC records (default 10,000; ISO 2709, UTF-8, one
 * in ten with a copy) imported through the real callables and the Functions emulator's trigger.
 * Prints and writes (docs/bench/<time>-catalogue-import.json): the preview's and the start's round
 * trips, the job's time to done, how many distinct progress updates a listener saw, the documents
 * written and read (counted from the job's shape: every record's book, catalogue record and keys;
 * each chunk's key reads), then the same file again (everything found, nothing written).
 * Local numbers: the emulator scans collections and runs every search trigger on two cores.
 *   bash scripts/with-emulators.sh "npx tsx scripts/bench/catalogue-import.ts [records]"
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { COLLECTIONS as C } from '@shared/collections';
import { IMPORT_CHUNK } from '@shared/catalogue-import';
import { admin } from '../../testing/clients.js';
import { account } from '../../testing/lending.js';
import { writeIso2709 } from '../../functions/src/catalogue/marc/write-marc.js';
import { readImportFile } from '../../functions/src/catalogue/import/read-file.js';
import { matchKeysOf } from '../../functions/src/catalogue/import/match-keys.js';
import type { MarcData } from '../../functions/src/catalogue/marc/marc-data.js';

const RECORDS = Number(process.argv[2] ?? 10_000);
const BRANCHES = ['main', 'hatta', 'al-twar', 'al-safa'];

/** A plausible record: ISBN (valid check digit), author, title, subjects, summary; some copies. */
function record(i: number): MarcData {
  const body = `978000${String(i).padStart(6, '0')}`;
  const sum = [...body].reduce((s, d, k) => s + Number(d) * (k % 2 ? 3 : 1), 0);
  const isbn = `${body}${(10 - (sum % 10)) % 10}`;
  const sub = (code: string, value: string) => ({ code, value });
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: `bench${i}` },
      { tag: '003', value: 'BENCH' },
      { tag: '008', value: `261128s2026    xx            000 1 ${i % 7 === 0 ? 'ara' : 'eng'} d` },
      { tag: '020', ind1: ' ', ind2: ' ', subfields: [sub('a', isbn)] },
      { tag: '100', ind1: '1', ind2: ' ', subfields: [sub('a', `Author${i % 997}, Pat,`), sub('d', '1950-')] },
      { tag: '245', ind1: '1', ind2: '0', subfields: [sub('a', `Bench book ${i} :`), sub('b', 'a study /')] },
      { tag: '520', ind1: ' ', ind2: ' ', subfields: [sub('a', `A summary of bench book ${i}. `.repeat(8).trim())] },
      { tag: '650', ind1: ' ', ind2: '0', subfields: [sub('a', `Subject ${i % 50}.`)] },
      { tag: '650', ind1: ' ', ind2: '0', subfields: [sub('a', 'Benchmarks.')] },
      ...(i % 10 === 0
        ? [{ tag: '952', ind1: ' ', ind2: ' ', subfields: [sub('a', BRANCHES[i % 4]!), sub('p', `BENCH${i}`)] }]
        : []),
    ],
  };
}

async function main() {
  const file = writeIso2709(Array.from({ length: RECORDS }, (_, i) => record(i)));
  const data = Buffer.from(file).toString('base64');
  const librarian = await account('librarian', 'Bench', 'Librarian');
  const { db } = admin();

  const t = performance.now();
  const preview = await librarian.call('previewCatalogueImport', { fileName: 'bench.mrc', data });
  const previewMs = performance.now() - t;

  const runOnce = async (fileName: string) => {
    const started = performance.now();
    const { jobId } = await librarian.call('startCatalogueImport', { fileName, data });
    const startMs = performance.now() - started;
    const updates = new Set<string>();
    const job = await new Promise<FirebaseFirestore.DocumentData>((resolve, reject) => {
      const stop = db.doc(`${C.catalogueImports}/${jobId}`).onSnapshot((snap) => {
        const j = snap.data();
        if (!j) return;
        updates.add(`${j.cursor}:${j.phase}`);
        if (j.status === 'done') {
          stop();
          resolve(j);
        }
      }, reject);
    });
    return {
      jobId,
      startMs: Math.round(startMs),
      totalMs: Math.round(performance.now() - started),
      updates: updates.size,
      job,
    };
  };

  const first = await runOnce('bench.mrc');
  const again = await runOnce('bench-again.mrc');

  const drafts = (await readImportFile(file)).drafts;
  const keys = drafts.reduce((n, d) => n + matchKeysOf(d).length, 0);
  const chunks = Math.ceil(drafts.length / IMPORT_CHUNK);
  const copies = drafts.reduce((n, d) => n + d.holdings.length, 0);
  const result = {
    machine: 'local emulators (hidane 0.6.0), 2 cores',
    records: RECORDS,
    fileBytes: file.length,
    previewMs: Math.round(previewMs),
    first: {
      startMs: first.startMs,
      totalMs: first.totalMs,
      recordsPerSecond: Math.round((RECORDS / first.totalMs) * 1000),
      progressUpdatesSeen: first.updates,
      created: first.job.created,
      copiesAdded: first.job.copiesAdded,
      // Per record: the book, its catalogue record, its keys; per chunk: the chunk's drafts, its
      // bookIds and two job updates (books, copies); per copy: the copy and the availability.
      writes: drafts.length * 2 + keys + chunks * 4 + copies * 2,
      // Per chunk: the job twice, the chunk, its keys (one getAll), the title query for unkeyed ones.
      reads: chunks * 3 + keys,
    },
    again: {
      totalMs: again.totalMs,
      created: again.job.created,
      updated: again.job.updated,
      skipped: again.job.skipped,
      copiesAdded: again.job.copiesAdded,
    },
    preview: { importable: preview.importable, refused: preview.refused },
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync('docs/bench', { recursive: true });
  writeFileSync(
    `docs/bench/${new Date().toISOString().replace(/[:.]/g, '-')}-catalogue-import.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
  process.exit(0);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
