/**
 * Every route of the site (spec section 2), from the page table (@shared/pages): the router's
 * patterns and the hrefs the screens (and the browser tests) link to are both made from `routes`.
 * Imports only the table, which imports nothing, so e2e and scripts can load it too.
 */
import { PAGES, type PageId } from '@shared/pages';

type Routed = Exclude<PageId, 'notFound'>;

export const routes = Object.fromEntries(
  Object.entries(PAGES)
    .filter(([, page]) => page.path !== '*')
    .map(([id, page]) => [id, page.path]),
) as { readonly [I in Routed]: (typeof PAGES)[I]['path'] };

/** A pattern's one `:param` replaced by an id (encoded: ids may hold any character but '/'). */
const withId = (pattern: string) => (id: string) => pattern.replace(/:\w+$/, encodeURIComponent(id));

export const paths = {
  ...routes,
  book: withId(routes.book),
  editBook: withId(routes.editBook),
  discussion: withId(routes.discussion),
  group: withId(routes.group),
  meeting: (groupId: string, meetingId: string) =>
    routes.meeting
      .replace(':groupId', encodeURIComponent(groupId))
      .replace(':meetingId', encodeURIComponent(meetingId)),
  member: withId(routes.member),
  list: withId(routes.list),
} as const;
