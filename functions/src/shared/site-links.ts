/**
 * Links in assistant text (SDK-free: the functions' output check and the web's renderer share it).
 * The assistant may point members at this site (a relative path such as /books/dune, or one of the
 * site's origins); every other URL, bare domain (example.com, www.x) or e-mail address is
 * "foreign". The functions refuse an answer with a foreign link; the web links only site links.
 */
import { cleanForModel } from './text-normalize.js';

export type LinkKind = 'url' | 'domain' | 'email' | 'path' | 'scheme';

export interface FoundLink {
  kind: LinkKind;
  text: string;
  start: number;
  end: number;
}

/**
 * Top-level domains that count as a link even when written capitalised ("Evil.Example"). A
 * lowercase dotted name ("evil.zip") is a link whatever its ending; a capitalised ending that is
 * not listed here ("end.The", "J.R.R.Tolkien") reads as a missing space, not as a domain.
 */
const KNOWN_TLDS = new Set(
  (
    'com net org info biz io co me app dev xyz top site online shop store club link click live pro tech ' +
    'ru su cn uk de fr es it nl pl br in au ca us eu tv cc ws gg ly to sh ai gl so vip win bid loan work ' +
    'fun space website page blog news email mobi name tk ml ga cf gq pw cx la nu fm am ms md zip mov ' +
    'example test invalid localhost onion local internal gov edu mil int'
  ).split(' '),
);

const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’>]+$/u;

const PATTERNS: ReadonlyArray<{ kind: LinkKind; re: RegExp }> = [
  // Any scheme with "//" (http, https, ftp, and disguises such as hxxp).
  { kind: 'url', re: /(?<![\p{L}\p{N}])[a-z][a-z0-9+.-]{1,20}:\/\/[^\s<>"'`]+/giu },
  // Schemes that need no "//".
  { kind: 'scheme', re: /(?<![\p{L}\p{N}])(?:mailto|javascript|vbscript|data|tel|sms|file|blob):[^\s<>"'`]+/giu },
  { kind: 'email', re: /[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,63}/gu },
  { kind: 'domain', re: /(?<![\p{L}\p{N}@/.-])www\d{0,3}\.[^\s<>"'`]+/giu },
  // A bare domain, optionally with a port and a path.
  {
    kind: 'domain',
    re: /(?<![\p{L}\p{N}@.\-_])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?\.)+\p{L}{2,63}(?![\p{L}\p{N}-])(?::\d{1,5})?(?:\/[^\s<>"'`]*)?/gu,
  },
  // A path on this site: "/books/dune". Not "//host" or "/\host" (browsers read both as a host).
  {
    kind: 'path',
    re: /(?<![\p{L}\p{N}/:.\\])\/(?![/\\])[\p{L}\p{N}._~%-]+(?:\/[\p{L}\p{N}._~%-]*)*(?:[?#][^\s<>"'`]*)?/gu,
  },
];

/** Every link-like span in `text`, in order, overlapping candidates resolved longest-first. */
export function findLinks(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const { kind, re } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      let value = m[0];
      value = value.replace(TRAILING_PUNCTUATION, '');
      if (!value) continue;
      if (kind === 'domain' && !value.toLowerCase().startsWith('www') && !looksLikeDomain(value)) continue;
      found.push({ kind, text: value, start: m.index, end: m.index + value.length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: FoundLink[] = [];
  for (const link of found) {
    const last = out.at(-1);
    if (last && link.start < last.end) continue;
    out.push(link);
  }
  return out;
}

function looksLikeDomain(value: string): boolean {
  const host = value.split(/[/:]/)[0]!;
  const tld = host.slice(host.lastIndexOf('.') + 1);
  const hasPathOrPort = host.length < value.length;
  return hasPathOrPort || tld === tld.toLowerCase() || KNOWN_TLDS.has(tld.toLowerCase());
}

/** The site's origins (e.g. https://library.web.app) as given; hosts compared case-insensitively. */
export interface SiteOrigins {
  origins: readonly string[];
}

function normaliseOrigin(origin: string): string | null {
  try {
    return new URL(origin.trim()).origin.toLowerCase();
  } catch {
    return null;
  }
}

function siteHosts(site: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const o of site) {
    try {
      hosts.add(new URL(o.trim()).host.toLowerCase());
    } catch {
      // not an origin: ignored
    }
  }
  return hosts;
}

/**
 * Where a link points on this site (a path such as "/books/dune?x#y"), or null when it is not a
 * link to this site. E-mail addresses and scheme-only links are never site links.
 */
export function sitePathOf(link: FoundLink, site: readonly string[]): string | null {
  if (link.kind === 'path') return link.text;
  if (link.kind === 'email' || link.kind === 'scheme') return null;
  const origins = new Set(site.map(normaliseOrigin).filter((o): o is string => o !== null));
  let url: URL;
  try {
    url = new URL(link.kind === 'url' ? link.text : `https://${link.text}`);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const allowed =
    link.kind === 'url' ? origins.has(url.origin.toLowerCase()) : siteHosts(site).has(url.host.toLowerCase());
  return allowed ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Common ways of writing a dot or an at-sign so that a filter misses it ("evil[.]example",
 * "name (at) host", the ideographic full stop browsers accept in host names).
 */
function deobfuscate(text: string): string {
  return cleanForModel(text)
    .replace(/[\u3002\uFF0E\uFF61]/gu, '.')
    .replace(/\s*[[({]\s*(?:\.|dot)\s*[\])}]\s*/giu, '.')
    .replace(/\s*[[({]\s*(?:@|at)\s*[\])}]\s*/giu, '@');
}

/** The links in `text` that do not point at this site (checked as written and de-obfuscated). */
export function foreignLinks(text: string, site: readonly string[]): string[] {
  const out = new Set<string>();
  for (const form of new Set([text, deobfuscate(text)])) {
    for (const link of findLinks(form)) if (sitePathOf(link, site) === null) out.add(link.text);
  }
  return [...out];
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; path: string };

/**
 * Splits assistant text for display: links to this site become { kind: 'link', path }, everything
 * else (foreign links included) stays plain text.
 */
export function siteLinkSegments(text: string, site: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const link of findLinks(text)) {
    const path = sitePathOf(link, site);
    if (path === null) continue;
    if (link.start > at) segments.push({ kind: 'text', text: text.slice(at, link.start) });
    segments.push({ kind: 'link', text: link.text, path });
    at = link.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}
