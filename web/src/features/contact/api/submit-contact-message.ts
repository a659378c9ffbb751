/** Sending a contact message: the rate-limited callable (kept apart so the form loads no Firestore). */
import { CALLABLES, type CreatedResponse } from '@shared/api';
import type { ContactMessageInput } from '@shared/schemas';
import { callableFn } from '@/lib/firebase/functions';

export const submitContactMessage = callableFn<ContactMessageInput, CreatedResponse>(CALLABLES.submitContactMessage);
