// The presentation per language (content/presentation.<lang>.md), bundled with the route that
// imports this: no fetch at all. The Markdown and Text downloads are built from the same source
// as the page, so both are in the reader's language too.
const documents = import.meta.glob<string>('../content/presentation.*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The presentation's Markdown for a language ('ar', or a tag like 'ar-AE'); English otherwise. */
export function presentationFor(language: string | undefined): string {
  const base = (language ?? 'en').split('-')[0]!.toLowerCase();
  return documents[`../content/presentation.${base}.md`] ?? documents['../content/presentation.en.md'] ?? '';
}
