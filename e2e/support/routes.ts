/** Every route of the site, for the accessibility scan and the screenshots. */
import { paths } from '../../web/src/config/paths';

export interface SiteRoute {
  name: string;
  path: string;
}

const BOOK_ID = 'pride-and-prejudice';

export const PUBLIC_ROUTES: SiteRoute[] = [
  { name: 'home', path: paths.home },
  { name: 'books', path: paths.books },
  { name: 'book-detail', path: paths.book(BOOK_ID) },
  { name: 'search', path: paths.search },
  { name: 'community', path: paths.community },
  { name: 'discussion', path: paths.discussion('welcome') },
  { name: 'group', path: paths.group('classics-circle') },
  { name: 'about', path: paths.about },
  { name: 'contact', path: paths.contact },
  { name: 'presentation', path: paths.presentation },
  { name: 'login', path: paths.login },
  { name: 'register', path: paths.register },
  { name: 'forgot-password', path: paths.forgotPassword },
  // Without a code from an e-mail: the "link doesn't work" state (the form is in account-settings.spec).
  { name: 'reset-password', path: paths.resetPassword },
  { name: 'not-found', path: '/no-such-page' },
];

/** Screens that only show their real content to a signed-in member or staff. */
export const SIGNED_IN_ROUTES: SiteRoute[] = [
  ...PUBLIC_ROUTES.filter((r) => !['login', 'register', 'forgot-password', 'reset-password'].includes(r.name)),
  { name: 'profile', path: paths.profile },
  { name: 'my-library', path: paths.myLibrary },
  { name: 'admin', path: paths.admin },
  { name: 'book-add', path: paths.addBook },
  { name: 'book-edit', path: paths.editBook(BOOK_ID) },
  { name: 'moderation', path: paths.moderation },
  { name: 'desk', path: paths.desk },
];
