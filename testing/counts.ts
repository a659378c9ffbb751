import { COLLECTIONS } from '@shared/collections';
import { admin } from './clients';

/**
 * Document counts of every collection name at any depth (top level and every subcollection by its
 * id) and the number of Auth users: "nothing was written anywhere" is the same counts before and
 * after an attack.
 */
export async function documentCounts(): Promise<Record<string, number>> {
  const { db, auth } = admin();
  const counts: Record<string, number> = {};
  for (const name of new Set(Object.values(COLLECTIONS))) {
    counts[name] = (await db.collectionGroup(name).count().get()).data().count;
  }
  let users = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  counts['auth users'] = users;
  return counts;
}
