import { useEffect, useState } from 'react';
import { QUERY_CAPS } from '@shared/constants';
import { CONTACT_PAGE_SIZE, subscribeContactMessages, type ContactMessage } from '../api/contact-messages';

interface State {
  messages: ContactMessage[];
  loading: boolean;
  error: boolean;
  hasMore: boolean;
}

/** The newest contact messages, live, one page at a time (showMore adds a page). */
export function useContactMessages() {
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<State>({ messages: [], loading: true, error: false, hasMore: false });

  useEffect(() => {
    // The rules cap a query at QUERY_CAPS.contactMessages, the one extra document included.
    const shown = Math.min(pages * CONTACT_PAGE_SIZE, QUERY_CAPS.contactMessages - 1);
    // One extra document says whether there is an older page, without a count query.
    return subscribeContactMessages(
      shown + 1,
      (messages) =>
        setState({
          messages: messages.slice(0, shown),
          loading: false,
          error: false,
          hasMore: messages.length > shown,
        }),
      (err) => {
        console.error('contact messages', err);
        setState((s) => ({ ...s, loading: false, error: true }));
      },
    );
  }, [pages]);

  return { ...state, showMore: () => setPages((p) => p + 1) };
}
