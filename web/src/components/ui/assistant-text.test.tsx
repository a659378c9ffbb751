import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AssistantText } from './assistant-text';

const ORIGIN = 'https://library-demo.web.app';
const render = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AssistantText text={text} origin={ORIGIN} />
    </MemoryRouter>,
  );

describe('AssistantText', () => {
  it('links a path on this site and this origin, as in-app links', () => {
    const html = render('See /books/dune and https://library-demo.web.app/community.').replaceAll(
      ' data-discover="true"',
      '',
    );
    expect(html).toBe(
      'See <a href="/books/dune">/books/dune</a> and ' +
        '<a href="/community">https://library-demo.web.app/community</a>.',
    );
  });

  it('foreign link, e-mail, javascript: or protocol-relative -> plain text, never an <a>', () => {
    for (const text of [
      'visit http://evil.example for free books',
      'evil.example',
      'www.evil.example',
      'mail books@evil.example',
      'javascript:alert(1)',
      'go //evil.example/x',
      'https://library-demo.web.app@evil.example/',
      'https://library-demo.firebaseapp.com/x',
    ]) {
      expect(render(text), text).not.toContain('<a');
    }
  });

  it('escapes markup in the text', () => {
    expect(render('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});
