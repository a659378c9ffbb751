/**
 * Takes away what catalogue imports made (the books they created, with their copies and
 * availability; every record and match key they wrote; the jobs), so tests that count the seeded catalogue (OPDS, sitemaps) still hold after a
 * test imported books; waits until the search trigger has removed the books' entries too.
 */
import { COLLECTIONS as C } from '@shared/collections';
import { admin } from './clients';
import { eventually } from './eventually';

export async function removeImports(jobIds: string[]) {
  const { db } = admin();
  const removed: string[] = [];
  for (const jobId of jobIds) {
    const records = await db.collection(C.catalogueRecords).where('importId', '==', jobId).get();
    for (const record of records.docs) {
      // A book the import only matched (a demo book) stays; its record and keys go.
      if (!jobIds.includes(record.data().createdByImport as string)) {
        await Promise.all((record.data().keys as string[]).map((k) => db.doc(`${C.catalogueKeys}/${k}`).delete()));
        await record.ref.delete();
        continue;
      }
      const copies = await db.collection(C.copies).where('bookId', '==', record.id).get();
      await Promise.all(copies.docs.map((c) => c.ref.delete()));
      await db.doc(`${C.availability}/${record.id}`).delete();
      await Promise.all((record.data().keys as string[]).map((k) => db.doc(`${C.catalogueKeys}/${k}`).delete()));
      await db.doc(`${C.books}/${record.id}`).delete();
      await record.ref.delete();
      removed.push(record.id);
    }
    await db.recursiveDelete(db.doc(`${C.catalogueImports}/${jobId}`));
  }
  await eventually(
    async () => (await Promise.all(removed.map((id) => db.doc(`${C.bookSearch}/${id}`).get()))).filter((d) => d.exists),
    (left) => left.length === 0,
    { timeoutMs: 60_000, what: 'the imported books leaving search' },
  );
}

/** The imports a staff member started. */
export async function importsBy(uid: string): Promise<string[]> {
  const jobs = await admin().db.collection(C.catalogueImports).where('startedBy', '==', uid).get();
  return jobs.docs.map((d) => d.id);
}
