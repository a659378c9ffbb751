import { useState } from 'react';
import { QUERY_CAPS } from '@shared/constants';
import { useSubscription } from '@/lib/data/use-data';
import { CONTACT_PAGE_SIZE, subscribeContactMessages, type ContactMessage } from '../api/contact-messages';

interface Page {
  messages: ContactMessage[];
  hasMore: boolean;
}

/** The newest contact messages, live, one page at a time (showMore adds a page). */
export function useContactMessages() {
  const [pages, setPages] = useState(1);
  // The rules cap a query at QUERY_CAPS.contactMessages, the one extra document included.
  const shown = Math.min(pages * CONTACT_PAGE_SIZE, QUERY_CAPS.contactMessages - 1);
  const state = useSubscription<Page>(
    ['contact-messages', shown],
    // One extra document says whether there is an older page, without a count query.
    (emit, fail) =>
      subscribeContactMessages(
        shown + 1,
        (messages) => emit({ messages: messages.slice(0, shown), hasMore: messages.length > shown }),
        fail,
      ),
    // The page shown stays while the next one loads.
    { keepPreviousWhile: 'contact-messages' },
  );
  return { ...state, showMore: () => setPages((p) => p + 1) };
}
