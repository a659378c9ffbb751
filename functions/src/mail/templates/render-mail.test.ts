import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS, type NoticeKind } from '../../shared/constants.js';
import {
  COMMUNITY_MAIL_KINDS,
  RECEIPT_MAIL_KINDS,
  type CommunityMailKind,
  type ReceiptMailKind,
} from '../../shared/mail-kinds.js';
import { ACCOUNT_MAIL_KINDS, type AccountMailKind } from '../../shared/documents/mail.js';
import type { Language } from '../../shared/languages.js';
import type { AccountMailContent, CommunityMailContent, MailContent, NoticeMailContent } from '../content.js';
import { mailElement, renderMail } from './render-mail.js';
import { MAIL_STRINGS } from './strings.js';

const SITE = 'http://127.0.0.1:5000';
const AT = new Date('2026-12-03T10:00:00Z');
const HOLD_LINK = `${SITE}/my-library#hold-h1`;
const LOAN_LINK = `${SITE}/my-library#loan-l1`;
/** Where mail/mail-links.ts's noticeLink points each notice: at the hold, at the loan, at My Library. */
const NOTICE_LINK: Record<NoticeKind, string> = {
  holdReady: HOLD_LINK,
  holdTransit: HOLD_LINK,
  dueSoon: LOAN_LINK,
  overdue: LOAN_LINK,
  holdExpired: `${SITE}/my-library`,
  loanEnded: `${SITE}/my-library`,
};
const SETTINGS = `${SITE}/profile#notifications`;
const unsubscribe = (kind: NoticeKind) => `${SITE}/api/unsubscribe?u=u1&k=${kind}&s=sig`;
const ACTION_LINK = `${SITE}/reset-password?mode=resetPassword&oobCode=code-1`;
/** How a link's `&` reads inside an HTML attribute. */
const inHtml = (url: string) => url.replaceAll('&', '&amp;');

const notice = (kind: NoticeKind, language: Language, extra: Partial<NoticeMailContent> = {}): NoticeMailContent => ({
  kind,
  language,
  name: 'Amal',
  link: NOTICE_LINK[kind],
  siteLink: `${SITE}/`,
  bookTitle: 'Dune',
  branchId: 'al-twar',
  at: AT,
  unsubscribeLink: unsubscribe(kind),
  settingsLink: SETTINGS,
  ...extra,
});

const account = (kind: AccountMailKind, language: Language, extra: Partial<AccountMailContent> = {}) => ({
  kind,
  language,
  name: 'Amal',
  link: ACTION_LINK,
  siteLink: `${SITE}/`,
  ...(kind === 'changeEmail' ? { newEmail: 'amal.new@example.org' } : {}),
  ...extra,
});

/** A moderator's decision points at the Contact page (hidden) or the post (restored); a meeting at the group. */
const COMMUNITY_LINK: Record<CommunityMailKind, string> = {
  postHidden: `${SITE}/contact`,
  postRestored: `${SITE}/discussions/d1`,
  meetingTomorrow: `${SITE}/groups/g1`,
};
const community = (
  kind: CommunityMailKind,
  language: Language,
  extra: Partial<CommunityMailContent> = {},
): CommunityMailContent => ({
  kind,
  language,
  name: 'Amal',
  link: COMMUNITY_LINK[kind],
  siteLink: `${SITE}/`,
  title: kind === 'meetingTomorrow' ? 'Night Owls' : 'Favourite sci-fi',
  reason: kind === 'meetingTomorrow' ? '' : 'Off-topic advertising.',
  at: kind === 'meetingTomorrow' ? new Date('2026-12-03T14:30:00Z') : null,
  unsubscribeLink: `${SITE}/api/unsubscribe?u=u1&k=${kind}&s=sig`,
  settingsLink: SETTINGS,
  ...extra,
});

const receipt = (kind: ReceiptMailKind, language: Language): MailContent => ({
  kind,
  language,
  name: 'Amal',
  link: `${SITE}/my-library`,
  siteLink: `${SITE}/`,
  bookTitle: 'Dune',
  barcode: 'CPL-000123',
  branchId: 'al-twar',
  at: AT,
});

const LANGS = ['en', 'ar'] as const;
const ALL: MailContent[] = LANGS.flatMap((language) => [
  ...NOTICE_KINDS.map((kind) => notice(kind, language)),
  ...COMMUNITY_MAIL_KINDS.map((kind) => community(kind, language)),
  ...RECEIPT_MAIL_KINDS.map((kind) => receipt(kind, language)),
  ...ACCOUNT_MAIL_KINDS.map((kind) => account(kind, language)),
]);
const LATIN = /[A-Za-z]/;
const ARABIC = /[\u0600-\u06FF]/;

describe('renderMail', () => {
  // One pair of files per kind and language: the .html opens in a browser for review, the .txt
  // starts with the subject.
  it.each(ALL.map((content) => ({ name: `${content.kind}.${content.language}`, content })))(
    '$name matches its snapshot',
    async ({ name, content }) => {
      const mail = await renderMail(content);
      await expect(`${mail.subject}\n\n${mail.text}\n`).toMatchFileSnapshot(`__snapshots__/${name}.txt`);
      await expect(mail.html).toMatchFileSnapshot(`__snapshots__/${name}.html`);
    },
  );

  it("a community e-mail carries the moderator's reason (or says none was given), the meeting's day and time, and the unsubscribe link", async () => {
    const hidden = await renderMail(community('postHidden', 'en'));
    expect(hidden.text).toContain('Off-topic advertising.');
    expect(hidden.text).toContain(`${SITE}/contact`);
    expect(hidden.text).toContain(`${SITE}/api/unsubscribe?u=u1&k=postHidden&s=sig`);
    expect((await renderMail(community('postRestored', 'en', { reason: '' }))).text).toContain('none given');
    const meeting = await renderMail(community('meetingTomorrow', 'en'));
    // 14:30 UTC is 6:30 PM in the library's time zone.
    expect(meeting.text).toContain('Thursday, December 3, 2026 at 6:30');
    expect(meeting.subject).toBe('Night Owls meets tomorrow');
  });

  it('writes Arabic right to left and English left to right', async () => {
    const ar = await renderMail(notice('holdReady', 'ar'));
    expect(ar.html).toMatch(/<html[^>]*\bdir="rtl"/);
    expect(ar.html).toMatch(/<html[^>]*\blang="ar"/);
    expect(ar.html).toMatch(/<body[^>]*\bdir="rtl"/);
    expect(ar.html).toMatch(/<table[^>]*\bdir="rtl"[^>]*max-width:560px/);
    expect(ar.html).toContain('text-align:right');
    expect(ar.html).not.toContain('text-align:left');
    const en = await renderMail(notice('holdReady', 'en'));
    expect(en.html).toMatch(/<html[^>]*\bdir="ltr"/);
    expect(en.html).toMatch(/<html[^>]*\blang="en"/);
    expect(en.html).not.toContain('text-align:right');
  });

  it('words the subject in the member’s language', async () => {
    for (const content of ALL) {
      const { subject } = await renderMail({ ...content, name: '' });
      // The only Latin letters in an Arabic subject are the title (the book's, the discussion's, the group's).
      if (content.language === 'ar') {
        expect(subject.replace(/Dune|Favourite sci-fi|Night Owls/, '')).not.toMatch(LATIN);
        expect(subject).toMatch(ARABIC);
      } else expect(subject).not.toMatch(ARABIC);
    }
    expect((await renderMail(notice('dueSoon', 'en'))).subject).toBe('Dune is due on Thursday, December 3, 2026');
    expect((await renderMail(notice('dueSoon', 'ar'))).subject).toBe(
      'موعد إرجاع «\u2068Dune\u2069» هو يوم \u2068الخميس، 3 ديسمبر 2026\u2069',
    );
  });

  it('tells a ready hold’s branch and last day, in the library’s time zone', async () => {
    const en = await renderMail(notice('holdReady', 'en'));
    for (const part of [en.html, en.text]) {
      expect(part).toContain('Al Twar');
      expect(part).toContain('Thursday, December 3, 2026');
    }
    expect(en.subject).toBe('Dune is ready for pickup at Al Twar');
    const ar = await renderMail(notice('holdReady', 'ar'));
    for (const part of [ar.html, ar.text]) {
      expect(part).toContain('الطوار');
      // Latin digits and the Gregorian calendar, as on the site.
      expect(part).toContain('الخميس، 3 ديسمبر 2026');
    }
    // 21:00 UTC is already the next day in Dubai (UTC+4).
    const late = await renderMail(notice('holdReady', 'en', { at: new Date('2026-12-03T21:00:00Z') }));
    expect(late.text).toContain('Friday, December 4, 2026');
  });

  it('a digital hold is ready to borrow, at no branch', async () => {
    const mail = await renderMail(notice('holdReady', 'en', { branchId: null }));
    expect(mail.subject).toBe('Dune is ready to borrow');
    expect(mail.text).toContain('Dune is ready to borrow until Thursday, December 3, 2026.');
    expect(mail.text).not.toMatch(/pickup| at\s*$/m);
    const ar = await renderMail(notice('holdReady', 'ar', { branchId: null }));
    expect(ar.subject).toBe('«\u2068Dune\u2069» جاهز للاستعارة');
    expect(ar.text).not.toContain('للاستلام');
  });

  it('the overdue e-mail says there is no fine', async () => {
    expect((await renderMail(notice('overdue', 'en'))).text).toContain('The library charges no fines.');
    expect((await renderMail(notice('overdue', 'ar'))).text).toContain('لا تفرض المكتبة غرامات');
  });

  it('carries the page link, and on notices the unsubscribe and settings links, in the HTML and the text', async () => {
    for (const language of LANGS) {
      for (const kind of NOTICE_KINDS) {
        const mail = await renderMail(notice(kind, language));
        for (const url of [NOTICE_LINK[kind], unsubscribe(kind), SETTINGS]) {
          expect(mail.html).toContain(`href="${inHtml(url)}"`);
          // The plain text writes each link out in full.
          expect(mail.text).toContain(url);
        }
        expect(mail.text).toContain(MAIL_STRINGS[language].unsubscribe);
      }
    }
  });

  it('account e-mails have their action link and no unsubscribe link', async () => {
    for (const language of LANGS) {
      for (const kind of ACCOUNT_MAIL_KINDS) {
        const mail = await renderMail(account(kind, language));
        expect(mail.html).toContain(`href="${inHtml(ACTION_LINK)}"`);
        expect(mail.text).toContain(ACTION_LINK);
        for (const part of [mail.html, mail.text]) {
          expect(part).not.toContain('/api/unsubscribe');
          expect(part).not.toContain(SETTINGS);
          expect(part).not.toContain(MAIL_STRINGS[language].unsubscribe);
        }
        expect(mail.text).toContain(MAIL_STRINGS[language].accountWhy);
      }
    }
    const change = await renderMail(account('changeEmail', 'en'));
    expect(change.text).toContain('Please confirm that amal.new@example.org should become the e-mail address');
  });

  it('keeps a title with markup as words', async () => {
    const title = '<script>alert("x")</script> & <b>Co</b>';
    for (const language of LANGS) {
      const mail = await renderMail(notice('dueSoon', language, { bookTitle: title }));
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Co&lt;/b&gt;');
      // The subject is a header and the text is plain: the title as written.
      expect(mail.subject).toContain(language === 'ar' ? `\u2068${title}\u2069` : title);
      expect(mail.text).toContain(title);
    }
  });

  it('greets by name, or without one', async () => {
    expect((await renderMail(notice('dueSoon', 'en'))).text).toContain('Hello Amal,');
    expect((await renderMail(notice('dueSoon', 'en', { name: '' }))).text).toMatch(/^Hello,$/m);
    expect((await renderMail(account('verifyEmail', 'ar', { name: 'أمل' }))).text).toContain('مرحبًا \u2068أمل\u2069،');
    expect((await renderMail(account('verifyEmail', 'ar', { name: '' }))).text).toMatch(/^مرحبًا،$/m);
  });

  it('leaves no placeholder unfilled', async () => {
    for (const content of ALL) {
      for (const digital of [false, true]) {
        const mail = await renderMail(
          'bookTitle' in content && 'unsubscribeLink' in content && digital ? { ...content, branchId: null } : content,
        );
        for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it('the plain text is React Email’s plain-text rendering of the same tree', async () => {
    const content = notice('holdTransit', 'ar');
    const text = await render(mailElement(content).element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    });
    expect((await renderMail(content)).text).toBe(text);
  });
});

describe('the e-mail strings', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  const leaves = (value: unknown, path = ''): [string, string][] =>
    typeof value === 'string'
      ? [[path, value]]
      : Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));

  it('Arabic has the English keys and, in each string, the same placeholders', () => {
    const en = leaves(MAIL_STRINGS.en);
    const ar = new Map(leaves(MAIL_STRINGS.ar));
    expect([...ar.keys()].sort()).toEqual(en.map(([path]) => path).sort());
    for (const [path, text] of en)
      expect({ path, in: placeholders(ar.get(path) ?? '') }).toEqual({ path, in: placeholders(text) });
  });

  it('Arabic strings are Arabic', () => {
    for (const [path, text] of leaves(MAIL_STRINGS.ar))
      expect({ path, latin: LATIN.test(text.replace(/\{\{\w+\}\}/g, '')) }).toEqual({ path, latin: false });
  });
});
