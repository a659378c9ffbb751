/**
 * Renders a MailContent (mail/content.ts) to the subject, HTML and plain text of one e-mail, from
 * one React Email tree in the member's language. Every value is text (React escapes it), so a
 * title with markup in it stays words. Dates are the library's days (Dubai), in the member's
 * language, Arabic with Latin digits as on the site.
 */
import { render } from '@react-email/render';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { LIBRARY_TIME_ZONE } from '../../shared/constants.js';
import type { MailContent, RenderedMail } from '../content.js';
import { MailLayout } from './mail-layout.js';
import { MAIL_WORDS, fill } from './strings.js';

const dateFormats = {
  en: new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: LIBRARY_TIME_ZONE }),
  ar: new Intl.DateTimeFormat('ar-u-nu-latn-ca-gregory', { dateStyle: 'full', timeZone: LIBRARY_TIME_ZONE }),
};

/** In Arabic, each filled-in value is isolated (U+2068...U+2069), so a Latin title never reorders the sentence. */
const isolate = (language: string, value: string) => (language === 'ar' && value ? `\u2068${value}\u2069` : value);

export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const { language } = content;
  const words = MAIL_WORDS[language];
  const kind = words.kinds[content.kind];
  const notice = 'unsubscribeLink' in content ? content : null;
  const values = Object.fromEntries(
    Object.entries({
      title: notice?.bookTitle ?? '',
      branch: notice?.branchId ? words.branches[notice.branchId] : '',
      date: notice?.at ? dateFormats[language].format(notice.at) : '',
      email: 'newEmail' in content ? (content.newEmail ?? '') : '',
      name: content.name,
    }).map(([k, v]) => [k, isolate(language, v)]),
  );
  const body = notice && !notice.branchId && kind.bodyDigital ? kind.bodyDigital : kind.body;
  const footer = notice ? (
    <>
      <Text style={{ margin: '0 0 8px', fontSize: '13px', lineHeight: '20px' }}>{words.noticeWhy}</Text>
      <Text style={{ margin: '0 0 8px', fontSize: '13px', lineHeight: '20px' }}>
        <Link href={notice.unsubscribeLink} style={{ color: '#1d4e89' }}>
          {words.unsubscribe}
        </Link>
        {' · '}
        <Link href={notice.settingsLink} style={{ color: '#1d4e89' }}>
          {words.settings}
        </Link>
      </Text>
      <Text style={{ margin: 0, fontSize: '13px', lineHeight: '20px' }}>
        {words.library}. {words.hours}
      </Text>
    </>
  ) : (
    <>
      <Text style={{ margin: '0 0 8px', fontSize: '13px', lineHeight: '20px' }}>{words.accountWhy}</Text>
      <Text style={{ margin: 0, fontSize: '13px', lineHeight: '20px' }}>
        {words.library}. {words.hours}
      </Text>
    </>
  );
  const element = (
    <MailLayout
      language={language}
      library={words.library}
      preview={fill(kind.preview, values)}
      heading={kind.heading}
      greeting={content.name ? fill(words.greetingNamed, values) : words.greeting}
      paragraphs={[fill(body, values)]}
      button={{ label: kind.button, href: content.link }}
      orOpen={words.orOpen}
      siteLink={content.siteLink}
      footer={footer}
    />
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: fill(kind.subject, values), html, text };
}
