/**
 * The one look of the library's e-mails: the library's name, a heading, a few sentences, one big
 * button with its link also written out, and a footer. React Email's components give HTML that
 * mail clients render alike (tables, inline styles); widths are fluid up to 560 px, so it reads on
 * a phone. Arabic is right to left throughout.
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
import type { ReactNode } from 'react';
import type { Language } from '../../shared/languages.js';

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, Arial, sans-serif";
const INK = '#1f2933';
const BRAND = '#1d4e89';

export interface LayoutProps {
  language: Language;
  library: string;
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  button: { label: string; href: string };
  orOpen: string;
  /** The site's home, linked from the library's name. */
  siteLink: string;
  footer: ReactNode;
}

export function MailLayout(props: LayoutProps) {
  const { language, library, preview, heading, greeting, paragraphs, button, orOpen, siteLink, footer } = props;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const text = { color: INK, fontSize: '16px', lineHeight: '26px', textAlign: align, margin: '0 0 16px' } as const;
  return (
    <Html lang={language} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body dir={dir} style={{ backgroundColor: '#f5f7fa', fontFamily: FONT, margin: 0, padding: '24px 12px' }}>
        <Container
          dir={dir}
          style={{
            maxWidth: '560px',
            width: '100%',
            backgroundColor: '#ffffff',
            border: '1px solid #d9e2ec',
            borderRadius: '12px',
            padding: '24px',
          }}
        >
          <Text style={{ ...text, color: BRAND, fontWeight: 700, fontSize: '15px' }}>
            <Link href={siteLink} style={{ color: BRAND, textDecoration: 'none' }}>
              {library}
            </Link>
          </Text>
          <Heading
            as="h1"
            style={{ color: INK, fontSize: '24px', lineHeight: '32px', textAlign: align, margin: '0 0 16px' }}
          >
            {heading}
          </Heading>
          <Text style={text}>{greeting}</Text>
          {paragraphs.map((p) => (
            <Text key={p} style={text}>
              {p}
            </Text>
          ))}
          <Section style={{ textAlign: align, margin: '8px 0 16px' }}>
            <Button
              href={button.href}
              style={{
                backgroundColor: BRAND,
                color: '#ffffff',
                fontSize: '16px',
                fontWeight: 600,
                borderRadius: '8px',
                padding: '14px 22px',
                textDecoration: 'none',
                display: 'inline-block',
              }}
            >
              {button.label}
            </Button>
          </Section>
          <Text style={{ ...text, fontSize: '14px', lineHeight: '22px', color: '#52606d' }}>
            {orOpen}{' '}
            <Link href={button.href} dir="ltr" style={{ color: BRAND, wordBreak: 'break-all' }}>
              {button.href}
            </Link>
          </Text>
          <Hr style={{ borderColor: '#d9e2ec', margin: '24px 0 16px' }} />
          <Section style={{ color: '#52606d', fontSize: '13px', lineHeight: '20px', textAlign: align }}>
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
