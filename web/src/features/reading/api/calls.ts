/** The reading callables: ratings go through the server, which keeps each book's average exact. */
import { callable } from '@/lib/firebase/functions';

export const rateBook = callable('rateBook');
export const setMemberPage = callable('setMemberPage');
