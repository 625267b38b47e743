import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { siteConfig } from '@/lib/site/config';

export type Mail = { to: string; subject: string; text: string; html: string; link: string };

/**
 * SMTP when SMTP_URL is set. Otherwise the development outbox: each message is written as an
 * .eml file under DATA_DIR/mail/ and its link printed to the server log, so a newcomer can sign in
 * on a fresh machine without a mail server.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
  const from = MAIL_FROM ?? `${siteConfig.name} <no-reply@localhost>`;
  const message = { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
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
  writeFileSync(file, built.message as Buffer);
  console.log(`> Mail to ${mail.to}: "${mail.subject}" saved to ${file}\n  ${mail.link}`);
}
