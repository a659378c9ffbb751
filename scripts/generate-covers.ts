/**
 * Draws the cover art for the seeded books: web/public/covers/<slug>.svg for every book with
 * `hasCover`. Each cover is a vertical gradient of the book's palette, a geometric motif chosen
 * and placed by a hash of the slug (so re-running gives identical files), the title and the author.
 *   npx tsx scripts/generate-covers.ts
 * Stale .svg files in the folder are deleted first, so removed books lose their covers.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fnv1a } from '@shared/fnv1a';
import { seededRandom } from './lib/seeded-random.js';
import { SEED_BOOKS, type SeedBook } from './seed/books.js';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'covers');
const W = 300;
const H = 450;
const MAX_BYTES = 3 * 1024;
const SERIF = "Georgia,'Times New Roman',serif";
/** Room for a title or author line inside the frame. */
const TEXT_WIDTH = 248;
const TITLE_SIZES = [26, 23, 20];
const TITLE_MAX_LINES = 4;
const AUTHOR_SIZES = [16, 14, 13];
const AUTHOR_MAX_LINES = 2;

// ---------------------------------------------------------------- deterministic randomness

const hash = fnv1a;

const round = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- text

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Advance width of a string in em, per character class, calibrated on DejaVu Serif Bold: the widest
 * serif a viewer is likely to fall back to (Georgia and Times are narrower), so text fits everywhere.
 */
function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text.normalize('NFC')) {
    if (ch === ' ') w += 0.35;
    else if (".,:;'!".includes(ch)) w += 0.38;
    else if ('ijlIJ-'.includes(ch)) w += 0.47;
    else if ('frt'.includes(ch)) w += 0.53;
    else if ('mwMW'.includes(ch)) w += 1.12;
    else if (/\p{Lu}/u.test(ch)) w += 0.88;
    else w += 0.72;
  }
  return w;
}

/** Greedy word wrap; null when a single word is wider than the line. */
function wrap(text: string, fontSize: number, width: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (textWidthEm(word) * fontSize > width) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidthEm(candidate) * fontSize <= width) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Narrows the measure while the line count holds, so lines come out even rather than ragged. */
function balance(text: string, fontSize: number, lines: string[]): string[] {
  let best = lines;
  for (let width = TEXT_WIDTH - 4; width > TEXT_WIDTH / 2; width -= 4) {
    const narrower = wrap(text, fontSize, width);
    if (!narrower || narrower.length !== lines.length) break;
    best = narrower;
  }
  return best;
}

/** The largest size at which the text fits in maxLines; at the smallest size, truncate with an ellipsis. */
function fitText(text: string, sizes: number[], maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrap(text, size, TEXT_WIDTH);
    if (lines && lines.length <= maxLines) return { size, lines: balance(text, size, lines) };
  }
  const size = sizes[sizes.length - 1] ?? 16;
  const lines = (wrap(text, size, TEXT_WIDTH) ?? [text]).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? '';
  while (last.length > 1 && textWidthEm(`${last}\u2026`) * size > TEXT_WIDTH) last = last.slice(0, -1).trimEnd();
  lines[lines.length - 1] = `${last}\u2026`;
  return { size, lines };
}

// ---------------------------------------------------------------- motif

/** Decorative shapes in the upper part of the cover (y below about 190), white at low opacity. */
function motif(slug: string): string {
  const seed = hash(slug);
  const r = seededRandom(seed);
  const between = (min: number, max: number) => round(min + r() * (max - min));
  switch (seed % 6) {
    case 0: {
      // Scattered discs.
      let out = '';
      for (let i = 0; i < 5; i++) {
        out += `<circle cx="${between(30, 270)}" cy="${between(40, 170)}" r="${between(12, 52)}" fill-opacity="${between(0.07, 0.18)}"/>`;
      }
      return `<g fill="#fff">${out}</g>`;
    }
    case 1: {
      // Concentric rings.
      const cx = between(70, 230);
      const cy = between(80, 130);
      const step = between(12, 18);
      let out = '';
      for (let i = 1; i <= 6; i++) out += `<circle cx="${cx}" cy="${cy}" r="${round(step * i)}"/>`;
      return `<g fill="none" stroke="#fff" stroke-width="1.5" stroke-opacity=".28">${out}</g>`;
    }
    case 2: {
      // Rays fanning down from a point near the top.
      const x0 = between(60, 240);
      const y0 = between(26, 60);
      let out = '';
      for (let i = 0; i < 9; i++) out += `<line x1="${x0}" y1="${y0}" x2="${round(20 + i * 32.5)}" y2="185"/>`;
      return `<g stroke="#fff" stroke-width="1.5" stroke-opacity=".25">${out}<circle cx="${x0}" cy="${y0}" r="7" fill="#fff" fill-opacity=".5"/></g>`;
    }
    case 3: {
      // Diagonal stripes of varying weight.
      const slope = between(-60, 60);
      let out = '';
      for (let i = 0; i < 7; i++) {
        const x = round(-40 + i * 55 + r() * 20);
        out += `<line x1="${x}" y1="20" x2="${round(x + slope)}" y2="185" stroke-width="${between(2, 14)}"/>`;
      }
      return `<g stroke="#fff" stroke-opacity=".13">${out}</g>`;
    }
    case 4: {
      // Overlapping peaks on a common baseline.
      let out = '';
      for (let i = 0; i < 4; i++) {
        const cx = between(20, 280);
        const half = between(40, 90);
        out += `<path d="M${round(cx - half)} 185L${cx} ${between(50, 130)}L${round(cx + half)} 185Z" fill-opacity="${between(0.08, 0.18)}"/>`;
      }
      return `<g fill="#fff">${out}</g>`;
    }
    default: {
      // A dot grid with a few emphasised points.
      let out = '';
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 8; col++) {
          const big = r() < 0.18;
          out += `<circle cx="${45 + col * 30}" cy="${45 + row * 30}" r="${big ? 6 : 2}"${big ? ' fill-opacity=".55"' : ''}/>`;
        }
      }
      return `<g fill="#fff" fill-opacity=".3">${out}</g>`;
    }
  }
}

// ---------------------------------------------------------------- cover

function coverSvg(book: SeedBook): string {
  const [top, bottom] = book.palette;
  const title = fitText(book.title, TITLE_SIZES, TITLE_MAX_LINES);
  const author = fitText(book.author, AUTHOR_SIZES, AUTHOR_MAX_LINES);

  const lineHeight = Math.round(title.size * 1.25);
  const blockTop = 268 - ((title.lines.length - 1) * lineHeight) / 2;
  const titleText = title.lines
    .map((line, i) => `<text x="150" y="${round(blockTop + i * lineHeight)}">${escapeXml(line)}</text>`)
    .join('');
  const ruleY = round(blockTop + (title.lines.length - 1) * lineHeight + 26);
  const authorLineHeight = Math.round(author.size * 1.25);
  const authorTop = 410 - (author.lines.length - 1) * authorLineHeight;
  const authorText = author.lines
    .map((line, i) => `<text x="150" y="${authorTop + i * authorLineHeight}">${escapeXml(line)}</text>`)
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<title>${escapeXml(book.title)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    motif(book.slug) +
    `<rect x="12" y="12" width="276" height="426" fill="none" stroke="#fff" stroke-opacity=".35"/>` +
    `<g fill="#fff" text-anchor="middle" font-family="${SERIF}">` +
    `<g font-size="${title.size}" font-weight="bold">${titleText}</g>` +
    `<path d="M130 ${ruleY}H170" stroke="#fff" stroke-opacity=".6"/>` +
    `<g font-size="${author.size}" fill-opacity=".9">${authorText}</g>` +
    `</g></svg>\n`
  );
}

/** WCAG contrast ratio of white text on a #rrggbb colour. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

// ---------------------------------------------------------------- main

mkdirSync(OUT_DIR, { recursive: true });
let removed = 0;
for (const name of readdirSync(OUT_DIR)) {
  if (name.endsWith('.svg')) {
    unlinkSync(join(OUT_DIR, name));
    removed++;
  }
}

let written = 0;
for (const book of SEED_BOOKS) {
  if (!book.hasCover) continue;
  if (!/^[a-z0-9-]+$/.test(book.slug)) throw new Error(`Bad slug: ${book.slug}`);
  for (const colour of book.palette) {
    if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`${book.slug}: bad colour ${colour}`);
    const ratio = contrastWithWhite(colour);
    if (ratio < 4.5) console.warn(`${book.slug}: white on ${colour} has contrast ${ratio.toFixed(2)}:1`);
  }
  const svg = coverSvg(book);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${book.slug}: cover is ${bytes} bytes, over ${MAX_BYTES}`);
  writeFileSync(join(OUT_DIR, `${book.slug}.svg`), svg);
  written++;
}

console.log(`Removed ${removed} old cover(s); wrote ${written} covers to ${OUT_DIR}.`);
