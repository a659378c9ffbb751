/**
 * Draws the app icons of the web app manifest from the site's own mark (web/public/favicon.svg:
 * the open book on the library's teal) with Debian's Chromium, the browser the tests already use:
 *   npx tsx scripts/generate-icons.ts
 * web/public/icons/: icon-192.png and icon-512.png (the mark as it is, rounded corners), and
 * maskable-512.png (full-bleed teal; the book's corners lie within the 80% safe circle, so launchers may
 * crop it to any shape), apple-touch-icon.png (180, full bleed: iOS rounds it itself).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../playwright.config.js';

const WEB_PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public');
const OUT_DIR = join(WEB_PUBLIC, 'icons');
const mark = readFileSync(join(WEB_PUBLIC, 'favicon.svg'), 'utf8');
const TEAL = /fill="(#[0-9a-f]{6})"/i.exec(mark)![1]!;
/** The book alone: the mark without its rounded background. */
const book = mark.replace(/<rect[^>]*\/>/, '');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(1) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
];

/** Teal to the edges, the book scaled to `share` of the side, centred. */
function fullBleed(share: number) {
  const inset = (64 * (1 - share)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/><g transform="translate(${inset} ${inset}) scale(${share})">${book.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g></svg>`;
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  writeFileSync(join(OUT_DIR, icon.file), await page.locator('svg').screenshot({ omitBackground: true }));
  console.log(`web/public/icons/${icon.file}`);
}
await browser.close();
