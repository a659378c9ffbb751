/**
 * The local mail server's ports (scripts/mail-server.mjs). SMTP's must match the functions'
 * SMTP_URL default (functions/src/lib/params.ts); MailDev itself listens behind it on smtpBehind.
 */
export const MAIL_PORTS = {
  smtp: Number(process.env.MAIL_SMTP_PORT ?? 1025),
  smtpBehind: Number(process.env.MAIL_SMTP_BEHIND_PORT ?? 1026),
  web: Number(process.env.MAIL_WEB_PORT ?? 1080),
  control: Number(process.env.MAIL_CONTROL_PORT ?? 1081),
};
