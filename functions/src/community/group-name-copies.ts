/**
 * Discussions started in a reading group carry a copy of its name (groupName), so a list needs no
 * second read. A group's name changes only through moderation: hidden or held it is '' (its words
 * wait in the moderation item), restored it is back. This trigger keeps the copies in step, so a
 * hidden group's name is not left public on its discussions.
 *
 * It copies the group's name as it is NOW, read afresh, not the event's snapshot: events may arrive
 * out of order or twice, and every run then converges on the latest name. Writes that leave the
 * name alone (joins, leaves, edits of the description) return after comparing two strings.
 */
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { db } from '../lib/admin.js';
import { discussions, groups } from '../lib/documents.js';

/** Discussions per batch: well under Firestore's 500 writes per commit. */
const BATCH = 200;

export const copyGroupName = onDocumentWritten(`${COLLECTIONS.groups}/{groupId}`, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (before?.name === after?.name) return;
  const groupId = event.params.groupId;
  const name = (await groups().doc(groupId).get()).data()?.name ?? '';
  // Paged by id (one equality filter, no composite index); only the copies that differ are written.
  let lastSeen: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = discussions().where('groupId', '==', groupId).orderBy(FieldPath.documentId()).limit(BATCH);
    if (lastSeen) query = query.startAfter(lastSeen);
    const page = await query.get();
    const batch = db.batch();
    const stale = page.docs.filter((d) => d.data().groupName !== name);
    for (const d of stale) batch.update(d.ref, { groupName: name });
    if (stale.length) await batch.commit();
    if (page.size < BATCH) return;
    lastSeen = page.docs[page.docs.length - 1];
  }
});
