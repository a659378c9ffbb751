import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-to-text';

describe('markdownToText', () => {
  it('underlines top headings and drops the hashes of the others', () => {
    expect(markdownToText('# Title\n\n## Part\n\n### Sub')).toBe('Title\n=====\n\nPart\n----\n\nSub\n');
  });

  it('strips emphasis and code and turns list markers into bullets', () => {
    expect(markdownToText('- **Bold** and *em* and _em_ and `code`\n1. **Phase 1 (Q3 2025)**: apps')).toBe(
      '• Bold and em and em and code\n1. Phase 1 (Q3 2025): apps\n',
    );
  });

  it('keeps link targets readable and shows a mail address once', () => {
    expect(markdownToText('See [the site](https://example.org) or [a@b.org](mailto:a@b.org).')).toBe(
      'See the site (https://example.org) or a@b.org.\n',
    );
  });

  it('leaves no markdown syntax in the presentation', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('../content/presentation.en.md', import.meta.url), 'utf8');
    const text = markdownToText(source);
    expect(text).not.toMatch(/^#/m);
    expect(text).not.toMatch(/\*\*|\]\(|^- /m);
    expect(text).toContain('Phase 4 (Q2 2026)');
  });
});
