/**
 * One-click unsubscribe, without signing in: every notice e-mail links here (List-Unsubscribe and
 * its one-click POST, RFC 8058, and a link in the footer). The link is signed for one member and
 * one kind (mail/mail-links.ts) and turns off exactly that kind's e-mails; the in-app notices
 * stay. GET only shows the question (mail scanners and link previews open links, so a GET changes
 * nothing); POST, from the page's button or the mail client, turns it off. Served on the site's
 * origin by Hosting (/api/unsubscribe), in the member's language.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { PAGES } from '../shared/pages.js';
import { db } from '../lib/admin.js';
import { profiles } from '../lib/documents.js';
import { mailLinkKeySecret } from '../lib/params.js';
import { PAGE_HEADERS } from '../http/security-headers.js';
import { languageOf } from './queue-mail.js';
import { pageLink, verifyUnsubscribe } from './mail-links.js';
import { UNSUBSCRIBE_STRINGS, type UnsubscribeStrings } from './unsubscribe-strings.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(t: UnsubscribeStrings, language: string, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)} | ${escape(t.library)}</title><link rel="stylesheet" href="/unsubscribe.css"></head><body><main><p class="library">${escape(t.library)}</p><h1>${escape(t.title)}</h1>${body}<p><a href="${escape(pageLink(PAGES.profile.path, 'notifications'))}">${escape(t.settings)}</a></p></main></body></html>`;
}

export const unsubscribe = onRequest({ secrets: [mailLinkKeySecret], concurrency: 80 }, async (req, res) => {
  res.set({ ...PAGE_HEADERS, 'Cache-Control': 'no-store' });
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.set('Allow', 'GET, POST').status(405).send('');
    return;
  }
  const params = new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1));
  const link = req.url.includes('?') ? verifyUnsubscribe(params) : null;
  const profileRef = link ? profiles().doc(link.uid) : null;
  const profile = profileRef ? (await profileRef.get()).data() : undefined;
  const language = languageOf(profile);
  const t = UNSUBSCRIBE_STRINGS[language];
  if (!link || !profileRef || !profile) {
    res
      .status(400)
      .type('html')
      .send(page(t, language, `<p>${escape(t.invalid)}</p>`));
    return;
  }
  const { kind } = link;
  const what = t.kinds[kind];
  if (req.method === 'GET') {
    // Relative: the page is reached through Hosting (/api/unsubscribe) or at the function's own URL.
    const action = escape(`?${params.toString()}`);
    res
      .status(200)
      .type('html')
      .send(
        page(
          t,
          language,
          `<p>${escape(t.question(what))}</p><form method="post" action="${action}"><button type="submit">${escape(t.confirm)}</button></form>`,
        ),
      );
    return;
  }
  await db.runTransaction(async (tx) => {
    if ((await tx.get(profileRef)).exists) tx.update(profileRef, { emailOff: FieldValue.arrayUnion(kind) });
  });
  res
    .status(200)
    .type('html')
    .send(page(t, language, `<p role="status">${escape(t.done(what))}</p>`));
});
