import { describe, expect, it } from 'vitest';
import { firstScreenPage, prerenderedPage } from './first-screen.js';
import { mayOpen, pageAt } from './pages.js';

describe('pageAt: the page a path shows, as the router picks it', () => {
  const cases: Array<[string, string, Record<string, string>?]> = [
    ['/', 'home'],
    ['/books', 'books'],
    ['/books/add', 'addBook'],
    ['/books/dune', 'book', { bookId: 'dune' }],
    ['/books/edit', 'book', { bookId: 'edit' }],
    ['/books/edit/dune', 'editBook', { bookId: 'dune' }],
    ['/groups/g1', 'group', { groupId: 'g1' }],
    ['/books/', 'notFound'],
    ['/books/dune/more', 'notFound'],
    ['/no-such-page', 'notFound'],
  ];
  for (const [path, id, params = {}] of cases) {
    it(`${path} -> ${id}`, () => expect(pageAt(path)).toEqual({ id, params }));
  }
});

describe('firstScreenPage and prerenderedPage read the table as the rules they replace', () => {
  const cases: Array<[string, unknown, unknown]> = [
    ['/', null, { kind: 'home' }],
    ['/search', null, { kind: 'search' }],
    ['/books', { kind: 'books' }, { kind: 'books' }],
    ['/community', { kind: 'community' }, { kind: 'community' }],
    ['/books/dune', { kind: 'book', id: 'dune' }, { kind: 'book', id: 'dune' }],
    ['/books/a%2Fb', { kind: 'book', id: 'a/b' }, { kind: 'book', id: 'a/b' }],
    ['/books/%E0%A4%A', { kind: 'book', id: '' }, { kind: 'book', id: '' }],
    ['/books/add', null, null],
    ['/books/edit/dune', null, null],
    ['/books/', null, null],
    ['/groups/g1', null, null],
    ['/about', null, null],
    ['/login', null, null],
  ];
  for (const [path, first, prerendered] of cases) {
    it(path, () => {
      expect(firstScreenPage(path)).toEqual(first);
      expect(prerenderedPage(path)).toEqual(prerendered);
    });
  }
});

describe('mayOpen: who may open a page of each access', () => {
  it('as the header showed links before the table: staff = librarian or admin', () => {
    const roles = [null, 'reader', 'librarian', 'admin'] as const;
    expect(roles.map((r) => mayOpen('everyone', r))).toEqual([true, true, true, true]);
    expect(roles.map((r) => mayOpen('member', r))).toEqual([false, true, true, true]);
    expect(roles.map((r) => mayOpen('staff', r))).toEqual([false, false, true, true]);
    expect(roles.map((r) => mayOpen('admin', r))).toEqual([false, false, false, true]);
  });
});
