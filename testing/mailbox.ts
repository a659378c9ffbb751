/**
 * The local mail server's inbox (scripts/mail-server.mjs: MailDev's JSON API), as tests read it:
 * what arrived for an address, and an SMTP outage on demand. Never a mock: the functions' local
 * deliverer sent these over SMTP.
 */
import { MAIL_PORTS } from '../scripts/lib/mail-ports.mjs';
import { eventually } from './eventually';

const INBOX = `http://127.0.0.1:${MAIL_PORTS.web}`;
const CONTROL = `http://127.0.0.1:${MAIL_PORTS.control}`;

export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  to: Array<{ address: string; name: string }>;
  from: Array<{ address: string; name: string }>;
  headers: Record<string, string>;
}

/** Every e-mail in the inbox, oldest first. */
export async function inbox(): Promise<InboxMail[]> {
  const res = await fetch(`${INBOX}/email`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as InboxMail[];
}

/** What arrived for `address` (case-insensitive). */
export async function mailTo(address: string): Promise<InboxMail[]> {
  const to = address.toLowerCase();
  return (await inbox()).filter((m) => m.to.some((r) => r.address.toLowerCase() === to));
}

/** Waits until `count` e-mails (default 1) have arrived for `address`; returns them. */
export function waitForMail(address: string, { count = 1, timeoutMs = 20_000 } = {}): Promise<InboxMail[]> {
  return eventually(
    () => mailTo(address),
    (list) => list.length >= count,
    { timeoutMs, what: `${count} e-mail(s) to ${address}` },
  );
}

/** The local server refuses SMTP connections until smtpUp (the inbox stays readable). */
export async function smtpDown(): Promise<void> {
  await fetch(`${CONTROL}/smtp/stop`, { method: 'POST' });
}

export async function smtpUp(): Promise<void> {
  await fetch(`${CONTROL}/smtp/start`, { method: 'POST' });
}

/** For the global setup: the mail server answers. */
export const INBOX_URL = INBOX;

/** The first link in an e-mail's plain text to one of the site's pages (e.g. /reset-password?...). */
export function siteLinkIn(mail: InboxMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]+${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link to ${path} in "${mail.subject}": ${mail.text.slice(0, 300)}`);
  return match[0];
}
