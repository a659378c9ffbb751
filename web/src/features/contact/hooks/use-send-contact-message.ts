import { CONTACT_SEND_DELAY_MS } from '@shared/constants';
import type { ContactMessageInput } from '@shared/schemas';
import { useMutation } from '@/lib/data/use-mutation';
import { submitContactMessage } from '../api/submit-contact-message';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a contact message, taking at least CONTACT_SEND_DELAY_MS (as on the old site). */
export const useSendContactMessage = () =>
  useMutation('contact message', (values: ContactMessageInput) =>
    Promise.all([submitContactMessage(values), wait(CONTACT_SEND_DELAY_MS)]),
  );
