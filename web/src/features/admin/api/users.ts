/** The admin callables: every role change and account creation happens on the server. */
import { getDocs, limit, orderBy, query } from 'firebase/firestore';
import type { UserSummary } from '@shared/api';
import { profiles } from '@shared/documents/profile';
import { collectionRef } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';

/** One page of accounts (LIST_USERS_PAGE_SIZE): newest first, or matching an e-mail prefix. */
export const listUsers = callable('listUsers');
export const setUserRole = callable('setUserRole');
export const createUser = callable('createUser');

/**
 * The newest accounts as their profiles have them (the rules let an admin list profiles, up to
 * QUERY_CAPS): the table's first page straight from Firestore, shown while listUsers answers (a
 * cold function took 3.3 s on a first visit). listUsers' page replaces it (Auth's own list, with
 * accounts that have no profile yet, and the cursor for the next page).
 */
export async function newestProfiles(count: number): Promise<UserSummary[]> {
  const snap = await getDocs(query(collectionRef(profiles), orderBy('createdAt', 'desc'), limit(count)));
  return snap.docs.map((d) => {
    const profile = d.data();
    return {
      uid: d.id,
      email: profile.email,
      role: profile.role ?? 'reader',
      createdAt: profile.createdAt?.toISOString() ?? '',
    };
  });
}
