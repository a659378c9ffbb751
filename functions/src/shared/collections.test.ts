import { describe, expect, it } from 'vitest';
import { REGISTRY } from './collections.js';
import { pathOf } from './documents/collection.js';

describe('the collection registry', () => {
  it.each(Object.entries(REGISTRY))('%s is keyed by its name, the last segment of its path', (key, c) => {
    expect(c.name).toBe(key);
    expect(c.path.endsWith(`/${key}`) || c.path === key).toBe(true);
  });
  it.each(Object.entries(REGISTRY).filter(([, c]) => c.path.includes('/')))(
    "%s's parent collection is in the registry",
    (_key, c) => {
      const parent = c.path.split('/').at(-3)!;
      expect(Object.keys(REGISTRY)).toContain(parent);
    },
  );
  it('fills the placeholders, then the document id', () => {
    expect(pathOf(REGISTRY.bookChats, 'u1')).toBe('profiles/u1/bookChats');
    expect(pathOf(REGISTRY.bookChats, 'u1', 'b1')).toBe('profiles/u1/bookChats/b1');
    expect(pathOf(REGISTRY.books, 'b1')).toBe('books/b1');
    expect(() => pathOf(REGISTRY.bookChats)).toThrow();
    expect(() => pathOf(REGISTRY.books, 'b1', 'x')).toThrow();
  });
});
