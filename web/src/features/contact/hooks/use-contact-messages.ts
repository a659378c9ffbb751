import { QUERY_CAPS } from '@shared/constants';
import { usePagedList } from '@/lib/data/use-paged-list';
import { CONTACT_PAGE_SIZE, subscribeContactMessages, type ContactMessage } from '../api/contact-messages';

/** The newest contact messages, live, one page at a time (loadMore adds a page). */
export function useContactMessages() {
  return usePagedList<ContactMessage>(
    ['contact-messages'],
    // One extra document says whether there is an older page, without a count query.
    () =>
      Promise.resolve((count, onData, onError) =>
        subscribeContactMessages(
          count + 1,
          (messages) => onData({ items: messages.slice(0, count), hasMore: messages.length > count }),
          onError,
        ),
      ),
    CONTACT_PAGE_SIZE,
    // The rules cap a query at QUERY_CAPS.contactMessages, the one extra document included.
    QUERY_CAPS.contactMessages - 1,
  );
}
