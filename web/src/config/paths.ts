/**
 * Every route of the site in one place (spec section 2): the router's patterns and the hrefs the
 * screens (and the browser tests) link to are both made from `routes`. No imports, so e2e and
 * scripts can load it too.
 */
export const routes = {
  home: '/',
  books: '/books',
  book: '/books/:bookId',
  addBook: '/books/add',
  editBook: '/books/edit/:bookId',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** Where Firebase Auth's e-mailed links land (?mode=...&oobCode=...): reset, verify, recover. */
  resetPassword: '/reset-password',
  admin: '/admin',
  moderation: '/moderation',
  search: '/search',
  community: '/community',
  group: '/groups/:groupId',
  discussion: '/discussions/:discussionId',
  profile: '/profile',
  myLibrary: '/my-library',
  about: '/about',
  contact: '/contact',
  presentation: '/presentation',
  desk: '/desk',
} as const;

/** A pattern's one `:param` replaced by an id (encoded: ids may hold any character but '/'). */
const withId = (pattern: string) => (id: string) => pattern.replace(/:\w+$/, encodeURIComponent(id));

export const paths = {
  ...routes,
  book: withId(routes.book),
  editBook: withId(routes.editBook),
  discussion: withId(routes.discussion),
  group: withId(routes.group),
} as const;
