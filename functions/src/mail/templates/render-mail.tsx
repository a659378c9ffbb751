/**
 * Renders a MailContent (mail/content.ts) to the subject, HTML and plain text of one e-mail, from
 * one React Email tree in the member's language. Every value is text (React escapes it), so a
 * title with markup in it stays words. Dates are the library's days (Asia/Dubai) written in the
 * member's language, Arabic with Latin digits and the Gregorian calendar, as on the site. In
 * Arabic each filled-in value is isolated (U+2068...U+2069), as the web's i18n does, so a Latin
 * title or an address never reorders the sentence around it.
 */
import { render, toPlainText } from '@react-email/render';
import { LENDING, LIBRARY_TIME_ZONE } from '../../shared/constants.js';
import type { Language } from '../../shared/languages.js';
import type { MailContent, RenderedMail } from '../content.js';
import { MailLayout, type MailLink } from './mail-layout.js';
import { MAIL_STRINGS, fill, paragraphs, type KindStrings } from './strings.js';

/** Intl's locale per language: Arabic with Latin digits and the Gregorian calendar (web/src/i18n/formats.ts). */
const INTL_LOCALE: Record<Language, string> = { en: 'en', ar: 'ar-u-nu-latn-ca-gregory' };
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day of the library's calendar, in full ("Thursday, December 3, 2026"; "الخميس، 3 ديسمبر 2026"). */
export function mailDate(language: Language, date: Date): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'full', timeZone: LIBRARY_TIME_ZONE });
    dateFormats.set(language, format);
  }
  return format.format(date);
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** A moment in the library's time zone, day and time ("Thursday, December 3, 2026 at 6:00 PM"). */
export function mailDateTime(language: Language, date: Date): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: LIBRARY_TIME_ZONE,
    });
    dateTimeFormats.set(language, format);
  }
  return format.format(date);
}

const isolate = (language: Language, value: string) => (language === 'ar' && value ? `\u2068${value}\u2069` : value);

/** The subject and the React tree of one e-mail (exported for the tests). */
export function mailElement(content: MailContent) {
  const { language } = content;
  const words = MAIL_STRINGS[language];
  const kind: KindStrings = words.kinds[content.kind];
  // The e-mails a member may turn off (notices and the community's) carry the unsubscribe links.
  const optional = 'unsubscribeLink' in content ? content : null;
  const notice = optional && 'bookTitle' in optional ? optional : null;
  const community = optional && 'reason' in optional ? optional : null;
  const receipt = 'barcode' in content ? content : null;
  // A notice or a desk receipt: both are about one copy (a title, a branch, a day).
  const copy = notice ?? receipt;
  const digital = notice !== null && notice.branchId === null;
  const raw: Record<string, string> = {
    name: content.name,
    title: copy?.bookTitle ?? community?.title ?? '',
    branch: copy?.branchId ? words.branches[copy.branchId] : '',
    date: copy?.at ? mailDate(language, copy.at) : community?.at ? mailDateTime(language, community.at) : '',
    barcode: receipt?.barcode ?? '',
    reason: community ? community.reason || words.noReason : '',
    email: 'newEmail' in content ? (content.newEmail ?? '') : '',
    days: String(LENDING.OVERDUE_BLOCK_DAYS),
  };
  const values = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, isolate(language, value)]));
  const subject = fill((digital && kind.subjectDigital) || kind.subject, values);
  const footerLinks: MailLink[] = optional
    ? [
        { label: words.unsubscribe, href: optional.unsubscribeLink },
        { label: words.settings, href: optional.settingsLink },
      ]
    : [];
  const element = (
    <MailLayout
      language={language}
      subject={subject}
      preview={fill(kind.preview, values)}
      library={words.library}
      siteLink={content.siteLink}
      heading={kind.heading}
      greeting={content.name ? fill(words.greetingNamed, values) : words.greeting}
      paragraphs={paragraphs(fill((digital && kind.bodyDigital) || kind.body, values))}
      button={{ label: kind.button, href: content.link }}
      orOpen={words.orOpen}
      footer={{
        why: notice ? words.noticeWhy : community ? words.communityWhy : receipt ? words.receiptWhy : words.accountWhy,
        links: footerLinks,
        hours: words.hours,
      }}
    />
  );
  return { subject, element };
}

/**
 * The e-mail of `content`. The plain text is React Email's conversion of this very HTML (what
 * `render(element, { plainText: true })` does, without rendering the tree a second time): each
 * link is written out in full after its words, the hidden preview line and the spelled-out button
 * link are left out, and the heading keeps its case.
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const { subject, element } = mailElement(content);
  const html = await render(element);
  const text = toPlainText(html, { selectors: [{ selector: 'h1', options: { uppercase: false } }] });
  return { subject, html, text };
}
