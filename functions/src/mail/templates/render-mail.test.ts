import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '../../shared/notice-kinds.js';
import { ACCOUNT_MAIL_KINDS, type MailKind } from '../../shared/documents/mail.js';
import type { MailContent } from '../content.js';
import { renderMail } from './render-mail.js';

const SITE = 'http://127.0.0.1:5000';
const AT = new Date('2026-12-03T10:00:00Z');

function content(kind: MailKind, language: 'en' | 'ar', extra: Partial<MailContent> = {}): MailContent {
  const common = { language, name: language === 'ar' ? 'أمل' : 'Amal', siteLink: `${SITE}/` };
  if ((NOTICE_KINDS as readonly string[]).includes(kind))
    return {
      ...common,
      kind: kind as (typeof NOTICE_KINDS)[number],
      link: `${SITE}/my-library#hold-h1`,
      bookTitle: 'Dune',
      branchId: 'al-twar',
      at: AT,
      unsubscribeLink: `${SITE}/api/unsubscribe?u=u1&k=${kind}&s=sig`,
      settingsLink: `${SITE}/profile#notifications`,
      ...extra,
    } as MailContent;
  return {
    ...common,
    kind: kind as (typeof ACCOUNT_MAIL_KINDS)[number],
    link: `${SITE}/reset-password?mode=x&oobCode=code`,
    newEmail: 'new@example.org',
    ...extra,
  } as MailContent;
}

const KINDS = [...NOTICE_KINDS, ...ACCOUNT_MAIL_KINDS];

describe('renderMail', () => {
  // One file per kind and language: the HTML opens in a browser for review.
  it.each(KINDS.flatMap((kind) => (['en', 'ar'] as const).map((language) => ({ kind, language }))))(
    '$kind in $language matches its snapshot',
    async ({ kind, language }) => {
      const mail = await renderMail(content(kind, language));
      await expect(`${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(`__snapshots__/${kind}.${language}.txt`);
      await expect(mail.html).toMatchFileSnapshot(`__snapshots__/${kind}.${language}.html`);
    },
  );

  it('writes Arabic right to left, in Arabic, with the branch and the last day', async () => {
    const mail = await renderMail(content('holdReady', 'ar'));
    expect(mail.html).toMatch(/<html[^>]*lang="ar"/);
    expect(mail.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain('الطوار');
    // The library's day, Latin digits as on the site.
    expect(mail.text).toContain('3 ديسمبر 2026');
    const en = await renderMail(content('holdReady', 'en'));
    expect(en.html).toMatch(/<html[^>]*dir="ltr"/);
    expect(en.text).toContain('Al Twar');
    expect(en.text).toContain('Thursday, December 3, 2026');
  });

  it('a digital hold names no branch', async () => {
    const mail = await renderMail(content('holdReady', 'en', { branchId: null }));
    expect(mail.text).toContain('ready for you to borrow');
    expect(mail.text).not.toContain('hold shelf');
  });

  it('carries the page link and, for notices only, the unsubscribe and settings links, in HTML and text', async () => {
    const notice = await renderMail(content('dueSoon', 'en'));
    for (const part of [notice.html, notice.text]) {
      expect(part).toContain(`${SITE}/my-library#hold-h1`);
      expect(part).toContain(`${SITE}/profile#notifications`);
    }
    expect(notice.html).toContain(`${SITE}/api/unsubscribe?u=u1&amp;k=dueSoon&amp;s=sig`);
    expect(notice.text).toContain(`${SITE}/api/unsubscribe?u=u1&k=dueSoon&s=sig`);
    const account = await renderMail(content('resetPassword', 'en'));
    expect(account.text).toContain(`${SITE}/reset-password?mode=x&oobCode=code`);
    expect(account.html).not.toContain('unsubscribe');
    expect(account.text).toContain("If you didn't ask for this");
  });

  it('keeps a title with markup as words', async () => {
    const mail = await renderMail(content('holdReady', 'en', { bookTitle: '<script>alert(1)</script> & Co' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.subject).toBe('<script>alert(1)</script> & Co is ready for you at Al Twar');
  });

  it('the change-of-address e-mail names the new address', async () => {
    const mail = await renderMail(content('changeEmail', 'en'));
    expect(mail.text).toContain('new@example.org');
  });
});
