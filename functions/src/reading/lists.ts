/**
 * Reading lists (docs/reading.md, "Lists"): a member's own (with its visibility, shared by its
 * link) and the library's staff lists (public, featured on the home page when staff say so).
 * Only these callables write them: the words (title, description, the note beside each book) are
 * moderated as a post's are, refused when unsafe or unsure (a list has no held state), and each
 * book must be in the catalogue.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { SERVER_TIME } from '../shared/documents/fields.js';
import type { ListDoc, ListKind } from '../shared/documents/reading.js';
import type { SaveListRequest } from '../shared/reading-schemas.js';
import { memberNameOf } from '../community/index.js';
import { AI_CALLABLE } from '../ai/index.js';
import { callable, type SignedInCaller } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { deleteAll } from '../lib/erasure.js';
import { books, lists } from '../lib/documents.js';
import { appError } from '../lib/errors.js';
import { moderateOrThrow } from '../moderation/index.js';

/** The list as stored, if the caller may change it: their own, or (staff) the library's. */
async function changeableList(kind: ListKind, listId: string, uid: string): Promise<ListDoc> {
  const list = (await lists().doc(docId(listId, 'listId')).get()).data();
  if (!list || list.kind !== kind || (kind === 'member' && list.uid !== uid)) {
    throw appError('not-found', { reason: 'not-found' });
  }
  return list;
}

/** Each book's title, or null when one of them is not in the catalogue. */
async function titlesInCatalogue(bookIds: string[]): Promise<Map<string, string> | null> {
  const ids = [...new Set(bookIds)];
  const titles = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 30) {
    const part = ids.slice(i, i + 30);
    const found = await books().where(FieldPath.documentId(), 'in', part).select('title').get();
    for (const d of found.docs) titles.set(d.id, d.data().title);
  }
  return titles.size === ids.length ? titles : null;
}

async function save(kind: ListKind, data: SaveListRequest, caller: SignedInCaller) {
  const existing = data.listId ? await changeableList(kind, data.listId, caller.uid) : null;
  const titles = await titlesInCatalogue(data.items.map((i) => i.bookId));
  if (!titles) throw appError('not-found', { reason: 'not-found' });
  const words = [data.title, data.description, ...data.items.map((i) => i.note)].filter(Boolean).join('\n\n');
  await moderateOrThrow(words);
  const ref = data.listId ? lists().doc(data.listId) : lists().doc();
  const list: ListDoc = {
    kind,
    uid: existing?.uid ?? caller.uid,
    // A staff list speaks for the library (the web names it so); a member's, under their name.
    authorName: kind === 'staff' ? '' : await memberNameOf(caller),
    title: data.title,
    description: data.description,
    visibility: kind === 'staff' ? 'public' : data.visibility,
    featured: kind === 'staff' && data.featured,
    // A book is on a list once: a second mention is dropped, the first keeps its place.
    items: data.items
      .filter((item, i, all) => all.findIndex((x) => x.bookId === item.bookId) === i)
      .map(({ bookId, note }) => ({ bookId, title: titles.get(bookId) ?? '', note })),
    createdAt: existing?.createdAt ?? SERVER_TIME,
    updatedAt: SERVER_TIME,
  };
  await ref.set(list);
  return { listId: ref.id };
}

export const saveList = callable('saveList', {
  rateLimit: 'reading',
  ...AI_CALLABLE,
  handler: (data, caller) => save('member', data, caller),
});

export const saveStaffList = callable('saveStaffList', {
  rateLimit: 'reading',
  ...AI_CALLABLE,
  handler: (data, caller) => save('staff', data, caller),
});

export const deleteList = callable('deleteList', {
  rateLimit: 'reading',
  handler: async ({ listId }, caller) => {
    const list = (await lists().doc(docId(listId, 'listId')).get()).data();
    const staff = caller.role === 'librarian' || caller.role === 'admin';
    const mayDelete = list && (list.kind === 'staff' ? staff : list.uid === caller.uid);
    if (!mayDelete) throw appError('not-found', { reason: 'not-found' });
    await lists().doc(listId).delete();
    return {};
  },
});

/** A member's own lists go with their account; staff lists are the library's and stay. */
export const eraseMemberLists = (store: Firestore, uid: string) =>
  deleteAll(lists(store).where('uid', '==', uid).where('kind', '==', 'member'));
