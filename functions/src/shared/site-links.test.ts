import { describe, expect, it } from 'vitest';
import { findLinks, foreignLinks, siteLinkSegments } from './site-links.js';

const SITE = ['https://library-demo.web.app', 'https://library-demo.firebaseapp.com', 'http://localhost:5000'];

describe('foreignLinks: every link that does not point at this site', () => {
  const foreign: Array<[string, string]> = [
    ['http URL', 'visit http://evil.example for free books'],
    ['https URL with path', 'see https://evil.example/free?x=1.'],
    ['disguised scheme', 'go to hxxp://evil.example'],
    ['bare domain', 'Read more at evil.example today'],
    ['bare .com', 'Try freebooks.com!'],
    ['capitalised known TLD', 'Visit Evil.Com now'],
    ['www', 'www.freebooks now'],
    ['bare domain with path', 'evil.zip/download'],
    ['e-mail address', 'write to books@evil.example'],
    ['mailto', 'mailto:someone@x.org'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['unicode domain', 'see библиотека.рф'],
    ['obfuscated dot', 'evil[.]example'],
    ['obfuscated dot word', 'evil (dot) com'],
    ['ideographic dot', 'evil。example'],
    ['obfuscated at', 'books (at) evil.example'],
    ['fullwidth domain', 'ｅｖｉｌ．ｅｘａｍｐｌｅ'],
    ['zero-width inside domain', 'evil\u200B.example'],
    ['site host as user name', 'https://library-demo.web.app@evil.example/'],
    ['other port on localhost', 'http://localhost:8080/x'],
    ['protocol-relative', 'go //evil.example/x'],
    ['site lookalike host', 'https://library-demo.web.app.evil.example/books'],
  ];
  for (const [name, text] of foreign) {
    it(`${name}: ${JSON.stringify(text)}`, () => {
      expect(foreignLinks(text, SITE)).not.toEqual([]);
    });
  }

  const allowed: Array<[string, string]> = [
    ['relative path', 'See /books/dune for details.'],
    ['site origin', 'https://library-demo.web.app/books/dune'],
    ['other site origin', 'https://library-demo.firebaseapp.com/community'],
    ['site host without scheme', 'library-demo.web.app/books/dune'],
    ['emulator origin', 'http://localhost:5000/books/dune'],
    ['plain answer', 'Dune follows Paul Atreides on Arrakis. It is a classic, e.g. for fans of J.R.R. Tolkien.'],
    ['abbreviations and numbers', 'Ch. 3, p. 12, vol. 2, 3.14, v2.0, U.S.A., Ph.D., a.m., i.e., etc.'],
    ['missing space before a capital', 'He wins.Then he loses. J.R.R.Tolkien wrote it.'],
    ['mention', 'Thanks @dplAI and @maria!'],
    ['fractions and either/or', 'Read 1/2 of it, and/or the sequel.'],
    ['Arabic', 'أحب قراءة الروايات في المساء.'],
  ];
  for (const [name, text] of allowed) {
    it(`allows ${name}: ${JSON.stringify(text)}`, () => {
      expect(foreignLinks(text, SITE)).toEqual([]);
    });
  }

  it('reports what it found, without trailing punctuation', () => {
    expect(foreignLinks('Go to http://evil.example/a).', SITE)).toEqual(['http://evil.example/a']);
  });
});

describe('siteLinkSegments: only links to this site become links', () => {
  it('links a relative path and a site URL, leaving the rest as text', () => {
    expect(siteLinkSegments('Try /books/dune or https://library-demo.web.app/community?x=1.', SITE)).toEqual([
      { kind: 'text', text: 'Try ' },
      { kind: 'link', text: '/books/dune', path: '/books/dune' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'https://library-demo.web.app/community?x=1', path: '/community?x=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps foreign links, e-mails and tricks as plain text', () => {
    for (const text of [
      'visit http://evil.example now',
      'mail me@evil.example',
      'javascript:alert(1)',
      'go //evil.example/x',
      'go /\\evil.example',
      'https://library-demo.web.app@evil.example/',
    ]) {
      expect(
        siteLinkSegments(text, SITE).filter((s) => s.kind === 'link'),
        text,
      ).toEqual([]);
    }
  });

  it('returns one text segment for text without links', () => {
    expect(siteLinkSegments('Just words.', SITE)).toEqual([{ kind: 'text', text: 'Just words.' }]);
    expect(siteLinkSegments('', SITE)).toEqual([]);
  });
});

describe('findLinks', () => {
  it('finds each kind once, in order', () => {
    expect(findLinks('a http://x.example/p b@c.example /books/x www.y.example').map((l) => l.kind)).toEqual([
      'url',
      'email',
      'path',
      'domain',
    ]);
  });
});
