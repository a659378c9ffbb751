/** Every route of the site, for the accessibility scan and the screenshots. */
export interface SiteRoute {
  name: string;
  path: string;
}

const BOOK_ID = 'pride-and-prejudice';

export const PUBLIC_ROUTES: SiteRoute[] = [
  { name: 'home', path: '/' },
  { name: 'books', path: '/books' },
  { name: 'book-detail', path: `/books/${BOOK_ID}` },
  { name: 'search', path: '/search' },
  { name: 'community', path: '/community' },
  { name: 'discussion', path: '/discussions/welcome' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'presentation', path: '/presentation' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'not-found', path: '/no-such-page' },
];

/** Screens that only show their real content to a signed-in member or staff. */
export const SIGNED_IN_ROUTES: SiteRoute[] = [
  ...PUBLIC_ROUTES.filter((r) => r.name !== 'login' && r.name !== 'register'),
  { name: 'profile', path: '/profile' },
  { name: 'admin', path: '/admin' },
  { name: 'book-add', path: '/books/add' },
  { name: 'book-edit', path: `/books/edit/${BOOK_ID}` },
];
