import 'server-only';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { siteConfig } from '@/lib/site/config';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, printed in the development log on a local site. */
  link?: string;
  replyTo?: string;
  /** Further header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

/** A site served from this machine (development, the quick start, the tests). */
export function isLocalSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * SMTP when SMTP_URL is set. Otherwise the development outbox: each message is written as an
 * .eml file under DATA_DIR/mail/. On a local site its link is printed to the server log too, so a
 * newcomer can sign in on a fresh machine without a mail server; on a public site the log says
 * only where the mail was written, since logs are read by more people than mailboxes.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
  const from = MAIL_FROM ?? `${siteConfig.name} <no-reply@localhost>`;
  const message = {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
  if (SMTP_URL) {
    await nodemailer.createTransport(SMTP_URL).sendMail(message);
    return;
  }
  const outbox = resolve(DATA_DIR, 'mail');
  mkdirSync(outbox, { recursive: true });
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(message);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
  const file = join(outbox, `${stamp}-${safeTo}.eml`);
  // Written under a temporary name and renamed: a reader never sees a half-written message.
  writeFileSync(`${file}.tmp`, built.message as Buffer);
  renameSync(`${file}.tmp`, file);
  const { SITE_URL } = env();
  const link = mail.link && isLocalSite(SITE_URL) ? `\n  ${mail.link}` : '';
  console.log(`> Mail to ${mail.to}: "${mail.subject}" saved to ${file}${link}`);
}

/**
 * Sends in the background: the request that asked for the mail answers without waiting for the
 * transport, so an address with an account answers like one without (no timing difference), and
 * a slow mail server slows no one. A failure is logged; the person can ask again.
 */
export function queueMail(mail: Mail): void {
  setImmediate(() => {
    sendMail(mail).catch((error: Error) => {
      console.error(`Mail to ${mail.to} ("${mail.subject}") failed: ${error.message}`);
    });
  });
}
