/**
 * The member's lending callables. Apart from the reads (lending.ts) because they need no
 * Firestore: the book page's availability shows and its buttons work before the SDK is loaded.
 */
import { callable } from '@/lib/firebase/functions';

export const borrowDigital = callable('borrowDigital');
export const returnLoan = callable('returnLoan');
export const renewLoan = callable('renewLoan');
export const renewAll = callable('renewAll');
export const reportLost = callable('reportLost');
export const placeHold = callable('placeHold');
export const cancelHold = callable('cancelHold');
export const changePickup = callable('changePickup');
export const pauseHold = callable('pauseHold');
export const setNotNeededAfter = callable('setNotNeededAfter');
export const setReadingHistory = callable('setReadingHistory');
export const getLibraryCard = callable('getLibraryCard');
