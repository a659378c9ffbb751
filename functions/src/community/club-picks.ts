/**
 * Club picks (docs/community.md, "Club picks"): the creator proposes up to MAX_PICKS catalogue
 * books, each member votes once, and closing the vote makes the winner the club's current book,
 * whose reading starts again from the default schedule.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { NEW_CLUB_BOOK, winningPick } from '../shared/documents/community.js';
import { SERVER_TIME } from '../shared/documents/fields.js';
import { db } from '../lib/admin.js';
import { callable } from '../lib/callable.js';
import { docId } from '../lib/doc-id.js';
import { books, groups, pickVotes } from '../lib/documents.js';
import { appError, invalidField } from '../lib/errors.js';
import { clearClubProgress } from './clubs.js';
import { asMember, groupToEdit } from './groups.js';

/** The creator opens a new round with these books (their titles copied); earlier votes stop counting. */
export const proposeClubPicks = callable('proposeClubPicks', {
  rateLimit: 'community',
  handler: async ({ groupId, bookIds }, caller) => {
    const ref = groups().doc(docId(groupId, 'groupId'));
    await db.runTransaction(async (tx) => {
      const group = await groupToEdit(tx, groupId, caller.uid);
      const found = await tx.getAll(...bookIds.map((id) => books().doc(id)));
      const picks = found.map((snap, i) => {
        const book = snap.data();
        if (!book) {
          throw invalidField(`bookIds.${i}`);
        }
        return { bookId: snap.id, title: book.title };
      });
      tx.update(ref, { picks, pickVotes: {}, picksRound: group.picksRound + 1, picksOpen: true });
    });
    return { id: groupId };
  },
});

/** A member's one vote in the open round (a second is refused: already-voted). */
export const voteClubPick = callable('voteClubPick', {
  rateLimit: 'community',
  handler: async ({ groupId, bookId }, caller) => {
    const groupRef = groups().doc(docId(groupId, 'groupId'));
    const voteRef = pickVotes(groupId).doc(caller.uid);
    await db.runTransaction(async (tx) => {
      const { group, own: before } = await asMember(tx, groupId, caller.uid, voteRef);
      if (!group.picksOpen) throw appError('failed-precondition', { reason: 'no-open-vote' });
      if (!group.picks.some((p) => p.bookId === bookId)) {
        throw invalidField('bookId');
      }
      if (before?.round === group.picksRound) throw appError('failed-precondition', { reason: 'already-voted' });
      tx.set(voteRef, { uid: caller.uid, bookId, round: group.picksRound, votedAt: SERVER_TIME });
      tx.update(groupRef, { [`pickVotes.${bookId}`]: FieldValue.increment(1) });
    });
    return { bookId };
  },
});

/**
 * The creator closes the vote: the winner (most votes, the first proposed on a tie) becomes the
 * current book, the schedule starts again and every member's place in the old book is cleared.
 */
export const closeClubPicks = callable('closeClubPicks', {
  rateLimit: 'community',
  handler: async ({ groupId }, caller) => {
    const ref = groups().doc(docId(groupId, 'groupId'));
    const winner = await db.runTransaction(async (tx) => {
      const group = await groupToEdit(tx, groupId, caller.uid);
      const best = group.picksOpen ? winningPick(group) : null;
      if (!best) throw appError('failed-precondition', { reason: 'no-open-vote' });
      tx.update(ref, {
        picksOpen: false,
        currentBookId: best.bookId,
        currentBookTitle: best.title,
        ...NEW_CLUB_BOOK,
      });
      return best;
    });
    await clearClubProgress(groupId);
    return { bookId: winner.bookId };
  },
});
