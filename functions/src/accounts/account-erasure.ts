/**
 * What deleting an account erases (the deleteAccount callable; docs/security.md, "Deleting an
 * account"). One eraser per feature that keeps data about a member; each is idempotent, so a
 * deletion that failed half-way can simply run again, and so can a call that was already running
 * when the account closed (lib/callable.ts). A feature that stores private data about a member adds
 * its eraser here.
 *
 * The order is: close the account (closeAccount: the closedAccounts marker, Auth disabled, refresh
 * tokens revoked), so nothing new lands; erase (eraseAccount); then delete the Auth user.
 */
import type { Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { FORMER_MEMBER_GROUP, FORMER_MEMBER_POST } from '../shared/documents/community.js';
import { moderationItemId } from '../shared/documents/moderation.js';
import { newClosedAccount } from '../shared/documents/account.js';
import { adminAuth, db } from '../lib/admin.js';
import { closedAccounts, contactMessages, discussions, groups, moderationItems, profiles } from '../lib/documents.js';
import { eraseLendingData } from '../lending/lending-erasure.js';
import { removeMembership } from '../community/membership.js';

export interface AccountEraser {
  /** Names the eraser in logs when it fails. */
  name: string;
  erase: (uid: string) => Promise<void>;
}

/** Documents per batch: well under Firestore's 500 writes per commit. */
const BATCH = 200;

/**
 * Applies `update` to every document `query` finds, a batch at a time. The update must take each
 * document out of the query (e.g. clear the field it matches on), or this would never end.
 */
async function updateAll(query: Query, update: Record<string, unknown>): Promise<void> {
  for (;;) {
    const page = await query.limit(BATCH).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.update(doc.ref, update);
    await batch.commit();
  }
}

export const ACCOUNT_ERASERS: readonly AccountEraser[] = [
  {
    // The profile and everything under it: the private book chats (profiles/{uid}/bookChats).
    name: 'profile',
    erase: (uid) => db.recursiveDelete(profiles().doc(uid)),
  },
  {
    // Each membership leaves its group as leaveGroup does, keeping memberCount exact.
    name: 'memberships',
    erase: async (uid) => {
      const found = await db.collectionGroup(COLLECTIONS.members).where('uid', '==', uid).get();
      for (const doc of found.docs) {
        const groupId = doc.ref.parent.parent?.id;
        if (groupId) await removeMembership(groupId, uid);
      }
    },
  },
  {
    // Public posts stay for the conversations they belong to, as "Former member".
    name: 'posts',
    erase: async (uid) => {
      await updateAll(discussions().where('createdBy', '==', uid), FORMER_MEMBER_POST);
      await updateAll(db.collectionGroup(COLLECTIONS.replies).where('createdBy', '==', uid), FORMER_MEMBER_POST);
      await updateAll(groups().where('createdBy', '==', uid), FORMER_MEMBER_GROUP);
    },
  },
  {
    // The queue keeps the words staff are reviewing, as a Former member's like the posts; an item
    // about the member's own name goes with the name. Reports the member filed stay: their ids are a
    // uid that no longer resolves to anyone.
    name: 'moderation',
    erase: async (uid) => {
      await updateAll(moderationItems().where('authorUid', '==', uid), { authorUid: null, authorName: '' });
      await db.recursiveDelete(moderationItems().doc(moderationItemId({ kind: 'member', uid })));
    },
  },
  {
    // Holds cancelled (their copies passed on), notices and reading history deleted; loans still
    // out stay with the uid, because the library is owed those books (lending/lending-erasure.ts).
    name: 'lending',
    erase: (uid) => eraseLendingData(db, uid),
  },
  {
    // Messages written to the library stay with the library, no longer linked to the account.
    name: 'contact-messages',
    erase: (uid) => updateAll(contactMessages().where('uid', '==', uid), { uid: null }),
  },
];

/** Runs every eraser for the account, in order; the first failure is logged by name and thrown. */
export async function eraseAccount(uid: string, onFailure: (eraser: string, err: unknown) => void): Promise<void> {
  for (const eraser of ACCOUNT_ERASERS) {
    try {
      await eraser.erase(uid);
    } catch (err) {
      onFailure(eraser.name, err);
      throw err;
    }
  }
}

/**
 * Stops the account before anything is erased: the marker first (the rules refuse the uid's own
 * writes from then on, and running calls see it when they end), then Auth: disabled, so every
 * callable refuses it (lib/callable.ts looks the account up), and its refresh tokens revoked, so no
 * new ID token is issued.
 */
export async function closeAccount(uid: string): Promise<void> {
  await closedAccounts().doc(uid).set(newClosedAccount(new Date()));
  await adminAuth.updateUser(uid, { disabled: true });
  await adminAuth.revokeRefreshTokens(uid);
}

/** Undoes closeAccount when erasing failed: the member can sign in and try again. */
export async function reopenAccount(uid: string): Promise<void> {
  await adminAuth.updateUser(uid, { disabled: false });
  await closedAccounts().doc(uid).delete();
}

/** The account asked to be deleted (its marker exists). */
export const isClosedAccount = async (uid: string): Promise<boolean> => (await closedAccounts().doc(uid).get()).exists;
