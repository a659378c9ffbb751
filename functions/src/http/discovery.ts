/**
 * What the world reads about the site without running it (docs/search.md, "Open to the world"):
 * the OpenSearch description a browser adds as a search engine, a book page's schema.org `Book`
 * (JSON-LD) and every prerendered page's language alternates (hreflang). Pure builders here;
 * `siteDiscovery` serves the description behind a Hosting rewrite (firebase.json), and the
 * prerender function puts the rest into the page's head. robots.txt is a file of the build
 * (shared/robots.ts): the functions framework answers /robots.txt itself, with a 404.
 */
import { onRequest } from 'firebase-functions/v2/https';
// schema.org's vocabulary as TypeScript types (Google's schema-dts): typecheck holds every
// property and value below to schema.org. Types only; nothing of it is deployed.
import type { Book, BookFormatType, WithContext } from 'schema-dts';
import type { BookDoc } from '../shared/documents/book.js';
import type { CatalogueRecordDoc } from '../shared/documents/catalogue-import.js';
import { LANGUAGES } from '../shared/languages.js';
import { PAGES } from '../shared/pages.js';
import { siteUrl } from '../lib/site-origins.js';
import { DATA_HEADERS } from './security-headers.js';
import { LIBRARY_NAME, notFound, readOnly, xmlText } from './public-feed.js';

/** A day at the CDN: these change with a deploy, not with the data. */
export const DISCOVERY_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/** XML text: the five characters that would end or open markup, escaped. */

/** The OpenSearch 1.1 description: the site's search, for a browser's address bar. */
export function openSearchDescription(site: string): string {
  const search = new URL(PAGES.search.path, site).toString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${xmlText(LIBRARY_NAME)}</ShortName>`,
    `  <Description>${xmlText(`Search the ${LIBRARY_NAME} catalogue`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image height="16" width="16" type="image/svg+xml">${xmlText(new URL('/favicon.svg', site).toString())}</Image>`,
    `  <Url type="text/html" method="get" template="${xmlText(search)}?q={searchTerms}"/>`,
    // The OPDS catalog's search (catalogue/opds.ts): e-reader apps ask for Atom.
    `  <Url type="application/atom+xml;profile=opds-catalog;kind=acquisition" template="${xmlText(new URL('/opds/search', site).toString())}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${xmlText(new URL('/opensearch.xml', site).toString())}"/>`,
    `  <Language>en</Language>`,
    `  <Language>ar</Language>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

/** schema.org's name for each of our formats. */
const BOOK_FORMATS = {
  ebook: 'https://schema.org/EBook',
  physical: 'https://schema.org/Hardcover',
  audio: 'https://schema.org/AudiobookFormat',
} as const satisfies Record<BookDoc['formats'][number], BookFormatType>;

/**
 * A book page's schema.org `Book`: the work, one `workExample` per format the library holds, each
 * offered by the library to borrow (price 0), with the ISBNs and contributors an import brought
 * (catalogueRecords; none for a book added by hand). Only what is public; no copy or loan.
 */
export function bookJsonLd(
  book: Pick<BookDoc, 'title' | 'author' | 'description' | 'coverUrl' | 'formats' | 'language' | 'translations'>,
  record: Pick<CatalogueRecordDoc, 'isbns' | 'contributors'> | null,
  pageUrl: string,
  site: string,
): WithContext<Book> {
  const library = { '@type': 'Library', name: LIBRARY_NAME, url: site } as const;
  const other = Object.values(book.translations).find((t) => t?.title)?.title;
  const isbns = record?.isbns ?? [];
  const contributors = record?.contributors ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': pageUrl,
    url: pageUrl,
    name: book.title,
    ...(other ? { alternateName: other } : {}),
    ...(book.author ? { author: { '@type': 'Person', name: book.author } } : {}),
    ...(contributors.length ? { contributor: contributors.map((name) => ({ '@type': 'Person', name })) } : {}),
    // A work may have several ISBNs (editions, bindings): one is a string, several a list.
    ...(isbns.length ? { isbn: isbns.length === 1 ? isbns[0] : isbns } : {}),
    inLanguage: book.language,
    ...(book.description ? { description: book.description } : {}),
    ...(book.coverUrl ? { image: new URL(book.coverUrl, site).toString() } : {}),
    workExample: book.formats.map((format) => ({
      '@type': 'Book',
      bookFormat: BOOK_FORMATS[format],
      inLanguage: book.language,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'AED', offeredBy: library, url: pageUrl },
    })),
  };
}

/** JSON-LD as a data block: "<" escaped so nothing in a book's words can end the script. */
export const jsonLdBlock = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** A page's language alternates: each language at `?lang=`, and the page itself as the default. */
export function hreflangLinks(pageUrl: string): string {
  const at = (lang: string) => {
    const url = new URL(pageUrl);
    url.searchParams.set('lang', lang);
    return url.toString();
  };
  return [
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${xmlText(at(lang))}">`),
    `<link rel="alternate" hreflang="x-default" href="${xmlText(pageUrl)}">`,
  ].join('');
}

/** GET /opensearch.xml (firebase.json rewrites it here). */
export const siteDiscovery = onRequest(async (req, res) => {
  res.set(DATA_HEADERS);
  if (!readOnly(req, res)) return;
  res.set('Cache-Control', DISCOVERY_CACHE_CONTROL);
  if (req.path === '/opensearch.xml') {
    res.type('application/opensearchdescription+xml; charset=utf-8').send(openSearchDescription(siteUrl()));
  } else {
    notFound(res);
  }
});
