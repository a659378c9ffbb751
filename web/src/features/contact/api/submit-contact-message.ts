/** Sending a contact message: the rate-limited callable (kept apart so the form loads no Firestore). */
import { callable } from '@/lib/firebase/functions';

export const submitContactMessage = callable('submitContactMessage');
