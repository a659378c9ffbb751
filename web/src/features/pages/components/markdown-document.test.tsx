import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownDocument } from './markdown-document';

const render = (source: string) => renderToString(<MarkdownDocument source={source} />);

describe('MarkdownDocument', () => {
  it('makes javascript: and data: links inert', () => {
    const html = render('[x](javascript:alert(1)) and [y](data:text/html,<script>alert(1)</script>)');
    expect(html).toContain('>x</a>');
    expect(html).toContain('>y</a>');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html.match(/href=""/g)).toHaveLength(2);
  });

  it('keeps the allowed schemes', () => {
    for (const url of [
      'https://example.org/',
      'http://example.org/',
      'mailto:a@b.org',
      'irc://irc.example.org/x',
      'ircs://irc.example.org/x',
      'xmpp:a@b.org',
    ]) {
      expect(render(`[link](${url})`)).toContain(`href="${url}"`);
    }
  });

  it('does not render raw HTML', () => {
    const html = render('<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">z</a>');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<a href="javascript/);
  });
});

describe('MarkdownDocument headingOffset', () => {
  it('moves headings down under the page title', () => {
    const html = renderToString(<MarkdownDocument source={'# Doc\n\n## Part'} headingOffset={1} />);
    expect(html).toContain('<h2>Doc</h2>');
    expect(html).toContain('<h3>Part</h3>');
    expect(html).not.toContain('<h1>');
  });
});
