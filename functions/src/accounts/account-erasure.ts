/**
 * What deleting an account erases (the deleteAccount callable; docs/security.md, "Deleting an
 * account"). One eraser per domain that keeps data about a member, written in that domain and
 * listed here; each is idempotent, so a deletion that failed half-way can simply run again, and so
 * can a call that was already running when the account closed (accounts/late-calls.ts). A domain
 * that stores private data about a member adds its eraser to ACCOUNT_ERASERS.
 *
 * The order is: close the account (closeAccount: the closedAccounts marker, Auth disabled, refresh
 * tokens revoked), so nothing new lands; erase (eraseAccount); then delete the Auth user.
 */
import { newClosedAccount } from '../shared/documents/account.js';
import { adminAuth, db } from '../lib/admin.js';
import { closedAccounts, profiles } from '../lib/documents.js';
import type { AccountEraser } from '../lib/erasure.js';
import { contactMessagesEraser, membershipsEraser, postsEraser } from '../community/index.js';
import { lendingEraser } from '../lending/index.js';
import { mailEraser } from '../mail/index.js';
import { moderationEraser } from '../moderation/index.js';
import { readingEraser } from '../reading/index.js';

export type { AccountEraser } from '../lib/erasure.js';

/** The profile and everything under it: the private book chats (profiles/{uid}/bookChats). */
const profileEraser: AccountEraser = { name: 'profile', erase: (uid) => db.recursiveDelete(profiles().doc(uid)) };

/**
 * Every place a member's data lives, by its eraser's name, in the order the erasers run. Download
 * my data (accounts/export-my-data.ts) reads the same places: its table is keyed by
 * MemberDataPlace, so a place added here without its reader there fails typecheck.
 */
const ERASERS_BY_PLACE = {
  profile: profileEraser,
  memberships: membershipsEraser, // community
  posts: postsEraser, // community
  moderation: moderationEraser, // moderation
  lending: lendingEraser, // lending
  reading: readingEraser, // reading
  'contact-messages': contactMessagesEraser, // community
  mail: mailEraser, // mail: last, so nothing queued for the account outlives it
} satisfies Record<string, AccountEraser>;
export type MemberDataPlace = keyof typeof ERASERS_BY_PLACE;

/** Every domain's eraser, in the order they run. */
export const ACCOUNT_ERASERS: readonly AccountEraser[] = Object.values(ERASERS_BY_PLACE);

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
