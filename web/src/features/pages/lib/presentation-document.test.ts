import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-to-text';
import { presentationFor } from './presentation-document';

/** The document's skeleton: heading levels, list markers and link targets, in order. */
function outline(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const parts: string[] = [];
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading) parts.push(heading[1]!);
    else if (/^\s*[-*+]\s/.test(line)) parts.push('-');
    else if (/^\s*\d+\.\s/.test(line)) parts.push(/^\s*(\d+)\./.exec(line)![1]!);
    for (const link of line.matchAll(/\]\(([^)\s]+)\)/g)) parts.push(link[1]!);
    return parts;
  });
}

describe('presentationFor', () => {
  it('picks the Arabic document for ar and its regional tags, English otherwise', () => {
    const arabic = presentationFor('ar');
    expect(arabic).toMatch(/^# مكتبة المدينة العامة: الميزات وخطة التطوير$/m);
    expect(presentationFor('ar-AE')).toBe(arabic);
    const english = presentationFor('en');
    expect(english).toMatch(/^# City Public Library: Features & Roadmap$/m);
    for (const other of ['fr', 'en-GB', undefined]) expect(presentationFor(other)).toBe(english);
  });

  it('gives the Arabic document the same sections, lists, phases and links as the English one', () => {
    expect(outline(presentationFor('ar'))).toEqual(outline(presentationFor('en')));
    // A left-to-right mark keeps the '@' on the handle's left in right-to-left text.
    expect(presentationFor('ar')).toContain('\u200E@dplAI');
  });

  it('turns the Arabic document into plain text without Markdown syntax', () => {
    const text = markdownToText(presentationFor('ar'));
    expect(text).not.toMatch(/^#|\*\*|\]\(/m);
    expect(text).toContain('• الزوّار: يتصفّحون الفهرس');
    expect(text).toContain('info@citypubliclibrary.ae');
  });
});
