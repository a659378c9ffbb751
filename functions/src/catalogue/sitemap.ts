/**
 * The sitemaps (docs/search.md, "Open to the world"): /sitemap.xml is an index of the public pages'
 * sitemap and SITEMAP_SHARDS book sitemaps, /sitemaps/books-{k}.xml. Each book's search entry says
 * which shard lists it (sitemapShardOf its id), so a shard is one bounded query that reads ids
 * only: 64 shards of at most 50,000 addresses (the protocol's limit) hold 3.2 million books, a
 * million at about 15,600 each. Nothing private is in them: the public pages, visible reading
 * groups and books, each page's address. A day at the CDN, as robots.txt.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { QUERY_CAPS } from '../shared/constants.js';
import { PAGES } from '../shared/pages.js';
import { SITEMAP_SHARDS } from '../shared/search-index.js';
import { bookSearchEntries, groups } from '../lib/documents.js';
import { siteUrl } from '../lib/site-origins.js';
import { DATA_HEADERS } from '../http/security-headers.js';
import { notFound, pageUrl, readOnly, xmlText } from '../http/public-feed.js';

/** The sitemap protocol's limit on addresses in one sitemap. */
export const SITEMAP_LIMIT = 50_000;
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';
/** The reading groups the pages' sitemap lists, newest first. */
const SITEMAP_GROUPS = 10 * QUERY_CAPS.groups;
/** The public pages without an id worth a crawler's visit (not sign-in, sign-up or password screens). */
const ACCOUNT_SCREENS = new Set(['login', 'register', 'forgot-password', 'reset-password']);

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap of these addresses. */
export const urlSet = (urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">${urls.map((u) => `<url><loc>${xmlText(u)}</loc></url>`).join('')}</urlset>\n`;

/** The index of these sitemaps. */
export const sitemapIndex = (sitemaps: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">${sitemaps.map((u) => `<sitemap><loc>${xmlText(u)}</loc></sitemap>`).join('')}</sitemapindex>\n`;

/** Where each sitemap lives. */
export const SITEMAP_PATHS = {
  index: '/sitemap.xml',
  pages: '/sitemaps/pages.xml',
  books: (shard: number) => `/sitemaps/books-${shard}.xml`,
};
const BOOK_SHARD = /^\/sitemaps\/books-(\d{1,3})\.xml$/;

async function pagesSitemap(site: string): Promise<string> {
  const fixed = Object.values(PAGES)
    .filter((page) => page.access === 'everyone' && !page.path.includes(':') && page.path !== '*')
    .filter((page) => !ACCOUNT_SCREENS.has(page.screen))
    .map((page) => new URL(page.path, site).toString());
  const visible = await groups()
    .where('status', '==', 'visible')
    .orderBy('createdAt', 'desc')
    .limit(SITEMAP_GROUPS)
    .select()
    .get();
  return urlSet([...fixed, ...visible.docs.map((d) => pageUrl(site, PAGES.group.path, { groupId: d.id }))]);
}

async function booksSitemap(site: string, shard: number): Promise<string> {
  // Ids only (select()): the entry's words stay where they are.
  const entries = await bookSearchEntries().where('sitemapShard', '==', shard).select().limit(SITEMAP_LIMIT).get();
  return urlSet(entries.docs.map((d) => pageUrl(site, PAGES.book.path, { bookId: d.id })));
}

export const sitemap = onRequest(async (req, res) => {
  res.set(DATA_HEADERS);
  if (!readOnly(req, res)) return;
  const site = siteUrl();
  const shard = BOOK_SHARD.exec(req.path)?.[1];
  let body: string | null = null;
  if (req.path === SITEMAP_PATHS.index) {
    const books = Array.from({ length: SITEMAP_SHARDS }, (_, k) => SITEMAP_PATHS.books(k));
    body = sitemapIndex([SITEMAP_PATHS.pages, ...books].map((path) => new URL(path, site).toString()));
  } else if (req.path === SITEMAP_PATHS.pages) {
    body = await pagesSitemap(site);
  } else if (shard !== undefined && Number(shard) < SITEMAP_SHARDS) {
    body = await booksSitemap(site, Number(shard));
  }
  if (body === null) {
    notFound(res);
    return;
  }
  res.status(200).set('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);
});
