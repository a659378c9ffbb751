/**
 * What the public feeds share (the sitemaps, the OPDS catalog, the OpenSearch description): XML
 * text escaped, only reads answered, and one "not found" a CDN keeps for a minute.
 */

/** The part of an HTTP function's response these use (express's Response has it). */
interface FeedResponse {
  status(code: number): this;
  set(field: string, value: string): this;
  type(type: string): this;
  send(body: string): unknown;
}

export const LIBRARY_NAME = 'City Public Library';

/** A page of the table (shared/pages.ts) on the site: `:params` filled in, each encoded. */
export const pageUrl = (site: string, pattern: string, params: Record<string, string>) =>
  new URL(
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
    site,
  ).toString();

/** XML text or attribute: the five characters that would end or open markup, escaped. */
export const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Answers 405 to anything but GET and HEAD; true when the request may go on. */
export function readOnly(req: { method: string }, res: FeedResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
  return false;
}

/** 404, cached a minute (a crawler asking again soon gets the CDN's copy). */
export const notFound = (res: FeedResponse) =>
  res.status(404).set('Cache-Control', 'public, max-age=60').type('text/plain').send('Not found');
