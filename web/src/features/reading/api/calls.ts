/**
 * The reading callables: ratings go through the server, which keeps each book's average exact;
 * reviews too, which it moderates and whose helpful votes it counts once per member.
 */
import { callable } from '@/lib/firebase/functions';

export const rateBook = callable('rateBook');
export const setMemberPage = callable('setMemberPage');
export const writeReview = callable('writeReview');
export const deleteReview = callable('deleteReview');
export const voteHelpful = callable('voteHelpful');
export const importReading = callable('importReading');
export const saveList = callable('saveList');
export const saveStaffList = callable('saveStaffList');
export const deleteList = callable('deleteList');
export const homeShelves = callable('homeShelves');
export const readersAlsoEnjoyed = callable('readersAlsoEnjoyed');
export const notInterested = callable('notInterested');
