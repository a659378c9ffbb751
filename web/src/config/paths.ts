/** Every route of the site in one place (spec section 2). */
export const paths = {
  home: '/',
  books: '/books',
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  addBook: '/books/add',
  editBook: (id: string) => `/books/edit/${encodeURIComponent(id)}`,
  login: '/login',
  register: '/register',
  admin: '/admin',
  search: '/search',
  community: '/community',
  discussion: (id: string) => `/discussions/${encodeURIComponent(id)}`,
  profile: '/profile',
  about: '/about',
  contact: '/contact',
  presentation: '/presentation',
} as const;
