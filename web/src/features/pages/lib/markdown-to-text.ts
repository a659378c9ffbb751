/**
 * A plain-text version of a CommonMark document for the "Download Text" button: the markdown
 * syntax goes, the structure stays readable (underlined headings, bullets, link targets in
 * brackets). Covers the constructs our presentation uses; anything else passes through unchanged.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(convertLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

function convertLine(line: string): string {
  const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
  if (heading) {
    const text = inline(heading[2]!);
    const level = heading[1]!.length;
    if (level === 1) return `${text}\n${'='.repeat(text.length)}`;
    if (level === 2) return `${text}\n${'-'.repeat(text.length)}`;
    return text;
  }
  const bullet = /^(\s*)[-*+]\s+(.*)$/.exec(line);
  if (bullet) return `${bullet[1]}• ${inline(bullet[2]!)}`;
  const quote = /^>\s?(.*)$/.exec(line);
  if (quote) return `  ${inline(quote[1]!)}`;
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return '';
  return inline(line);
}

function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, url: string) => {
      const target = url.replace(/^mailto:/, '');
      return target === label ? label : `${label} (${target})`;
    })
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1');
}
