/**
 * The one look of the library's e-mails: the library's name, a heading, a greeting and a few
 * sentences, one big button with its link also written out, and a footer. React Email's
 * components write the HTML mail clients render alike (tables, inline styles, no external CSS, no
 * images); the column is fluid up to 560 px, so it reads on a phone as on a desktop. Arabic is
 * right to left throughout (html, body, container, each block's alignment); links stay left to
 * right. Everything shown comes in as props: text only, which React escapes.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import type { Language } from '../../shared/languages.js';

/** The system's own fonts (no web font to fetch), with ones that have Arabic letters. */
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', Tahoma, sans-serif";
/** Contrast on white: INK 14.5:1, MUTED 7.4:1, BRAND 8.9:1 (and white on BRAND). */
const INK = '#1f2933';
const MUTED = '#474f5a';
const BRAND = '#1d4e89';
const LINE = '#d9e2ec';

export interface MailLink {
  label: string;
  href: string;
}

export interface MailLayoutProps {
  language: Language;
  /** The window title some clients show. */
  subject: string;
  /** The inbox's line after the subject (hidden in the message itself). */
  preview: string;
  /** The library's name, at the top linked to `siteLink`, and again in the footer. */
  library: string;
  siteLink: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  button: MailLink;
  /** The words before the button's link written out. */
  orOpen: string;
  footer: {
    /** Why this e-mail came. */
    why: string;
    /** Unsubscribe and settings (notices); none on account e-mails. */
    links: readonly MailLink[];
    hours: string;
  };
}

export function MailLayout(props: MailLayoutProps) {
  const { language, subject, preview, library, siteLink, heading, greeting, paragraphs, button, orOpen, footer } =
    props;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const textAlign = language === 'ar' ? 'right' : 'left';
  const text: CSSProperties = { color: INK, fontSize: '16px', lineHeight: '26px', textAlign, margin: '0 0 16px' };
  const small: CSSProperties = { ...text, color: MUTED, fontSize: '14px', lineHeight: '22px', margin: '0 0 12px' };
  const link: CSSProperties = { color: BRAND, textDecoration: 'underline' };
  return (
    <Html lang={language} dir={dir}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{subject}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body dir={dir} style={{ backgroundColor: '#f3f5f8', fontFamily: FONT, margin: 0, padding: '16px 8px' }}>
        <Container
          dir={dir}
          style={{
            maxWidth: '560px',
            width: '100%',
            backgroundColor: '#ffffff',
            border: `1px solid ${LINE}`,
            borderRadius: '8px',
            padding: '24px 20px',
          }}
        >
          <Section style={{ borderBottom: `3px solid ${BRAND}`, margin: '0 0 24px' }}>
            <Text style={{ ...text, fontSize: '18px', fontWeight: 700, margin: '0 0 12px' }}>
              <Link href={siteLink} style={{ color: BRAND, textDecoration: 'none' }}>
                {library}
              </Link>
            </Text>
          </Section>
          <Heading as="h1" style={{ color: INK, fontSize: '24px', lineHeight: '32px', textAlign, margin: '0 0 16px' }}>
            {heading}
          </Heading>
          <Text style={text}>{greeting}</Text>
          {paragraphs.map((paragraph, i) => (
            <Text key={i} style={text}>
              {paragraph}
            </Text>
          ))}
          <Section style={{ textAlign, margin: '8px 0 20px' }}>
            <Button
              href={button.href}
              style={{
                backgroundColor: BRAND,
                color: '#ffffff',
                fontSize: '17px',
                fontWeight: 700,
                lineHeight: '22px',
                borderRadius: '8px',
                padding: '14px 28px',
                textDecoration: 'none',
              }}
            >
              {button.label}
            </Button>
          </Section>
          {/* The button's text already carries the link in the plain-text part. */}
          <Text style={small} data-skip-in-text="true">
            {orOpen}{' '}
            <Link href={button.href} dir="ltr" style={{ ...link, wordBreak: 'break-all' }}>
              {button.href}
            </Link>
          </Text>
          <Hr style={{ border: 'none', borderTop: `1px solid ${LINE}`, margin: '24px 0 16px' }} />
          <Text style={small}>{footer.why}</Text>
          {footer.links.length > 0 && (
            <Text style={small}>
              {footer.links.map((item, i) => (
                <span key={item.href}>
                  {i > 0 && ' · '}
                  <Link href={item.href} style={link}>
                    {item.label}
                  </Link>
                </span>
              ))}
            </Text>
          )}
          <Text style={{ ...small, margin: 0 }}>
            <Link href={siteLink} style={{ ...link, color: MUTED }}>
              {library}
            </Link>
            {' · '}
            {footer.hours}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
