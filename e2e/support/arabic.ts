/** Helpers for the Arabic (right-to-left) browser tests: the catalogues' own words, and checks of a screen. */
import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const LOCALES = new URL('../../web/src/i18n/locales/', import.meta.url);

/** A string of the Arabic catalogue, so a test finds what an Arabic reader sees: ar('auth', 'login.submit'). */
export function ar(ns: string, key: string): string {
  const file = new URL(`ar/${ns}.json`, LOCALES);
  const catalog: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  if (typeof value !== 'string') throw new Error(`ar/${ns}.json has no ${key}`);
  return value;
}

/**
 * The page is Arabic, right to left, and none of its own controls sit in a left-to-right island
 * (dir="ltr" is for data: barcodes, phone numbers, e-mail addresses).
 */
export async function expectArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[dir="ltr"]:has(button, [role="tab"], h2, h3, dl, form)')).toHaveCount(0);
}

/**
 * Words in Latin script a visitor can see on an Arabic screen (text, placeholders, accessible
 * labels), each with where it is. Data is exempt where the page marks it as such: text in an
 * element with dir="auto" or dir="ltr" or inside <bdi> (titles, names, posts, e-mail addresses), or with a lang
 * other than Arabic (the language switch's "English"), and values interpolated into a sentence
 * (the i18n layer isolates them in Arabic, docs/i18n.md), and e-mail addresses. So are the few names below, written in
 * Latin letters in Arabic text too.
 */
export async function visibleLatinWords(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const isData = (el: Element | null) =>
      !!el?.closest('[dir="auto"], [dir="ltr"], bdi') || (el?.closest('[lang]')?.getAttribute('lang') ?? 'ar') !== 'ar';
    // Values the i18n layer interpolated into an Arabic sentence arrive isolated (U+2068..U+2069): data.
    const latin = (text: string) =>
      (text.replace(/\u2068[^\u2069]*\u2069|\S*@\S*/g, ' ').match(/[A-Za-z][A-Za-z'’-]+/g) ?? []).filter(
        (w) => !allowed.includes(w),
      );
    const found: string[] = [];
    const note = (text: string, el: Element) => {
      for (const word of latin(text))
        found.push(`${word} in <${el.tagName.toLowerCase()}> "${text.trim().slice(0, 60)}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || isData(el) || el.closest('script, style, noscript, [hidden]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      note(node.textContent ?? '', el);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))) {
      if (isData(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) note(value, el);
      }
    }
    return found;
  }, LATIN_ALLOWED);
}

/** Names and codes that Arabic text writes in Latin letters. */
const LATIN_ALLOWED = [
  // Technical names and standards.
  ...['AI', 'ISBN', 'PDF', 'URL', 'http', 'https', 'Wi-Fi', 'Markdown', 'HTML', 'Word', 'iOS', 'Android'],
  ...['AR', 'VR', 'APIs', 'WCAG', 'AA', 'PWA'],
  // The keyboard's Enter key, and the library assistant's handle in posts.
  ...['Enter', 'dplAI'],
];
