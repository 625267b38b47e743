import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Where the mail the e2e server sends arrives (DATA_DIR/mail): it sends real SMTP to the suite's
 * catcher (tests/e2e/smtp-catcher.mjs), which stores one file per recipient there.
 */
export function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return join(dir, 'mail');
}

/** The files in `dir` whose names end with `suffix`, oldest first (names start with the time). */
function filesEndingWith(dir: string, suffix: string): string[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith(suffix))
      .sort()
      .map((file) => join(dir, file));
  } catch {
    return [];
  }
}

/** Messages sent to `to`, oldest first, with quoted-printable soft breaks undone. */
export function mailsTo(to: string): string[] {
  return filesEndingWith(outboxDir(), `-${to}.eml`).map((file) =>
    readFileSync(file, 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
}

/** How many delivery attempts to `to` the catcher refused (addresses starting `refused-once`). */
export function refusalsTo(to: string): number {
  return filesEndingWith(outboxDir(), `-${to}.refused`).length;
}

/**
 * Messages to `to` whose subject matches `subject`, oldest first: the server also mails staff on
 * its own (alerts, the digest) at any minute, so a test that waits for its mail names it.
 */
export function mailsAbout(to: string, subject: RegExp): string[] {
  return mailsTo(to).filter((mail) => subject.test(/^Subject: (.*)$/m.exec(mail)?.[1] ?? ''));
}

/** The first link into the site in the newest message to `to` (about `subject`, when given). */
export function latestLinkTo(to: string, count: number, subject?: RegExp): string {
  const mails = subject ? mailsAbout(to, subject) : mailsTo(to);
  if (mails.length < count)
    throw new Error(`expected ${count} mails to ${to}, found ${mails.length}`);
  const link = /https?:\/\/[^\s"<>]+/.exec(mails.at(-1) ?? '')?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return link.replace(/&amp;/g, '&');
}

/** Text messages sent to `phone` (E.164) from the development SMS outbox (DATA_DIR/sms), oldest first. */
export function smsTo(phone: string): string[] {
  return filesEndingWith(join(outboxDir(), '..', 'sms'), `-${phone}.txt`).map((file) =>
    readFileSync(file, 'utf8'),
  );
}

/** The six-digit code in the newest of `count` text messages to `phone`. */
export function latestSmsCode(phone: string, count: number): string {
  const messages = smsTo(phone);
  if (messages.length < count)
    throw new Error(`expected ${count} text messages to ${phone}, found ${messages.length}`);
  const code = /\b(\d{6})\b/.exec(messages.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code in the text message to ${phone}`);
  return code;
}

/** Asks /admin for a magic link for `email` and opens the link the mail brought. */
export async function openMagicLink(page: Page, email: string) {
  const signIn = /^Sign in to /;
  const before = mailsAbout(email, signIn).length;
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a magic link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Magic link sent. Check your email.' }),
  ).toBeVisible();
  await expect.poll(() => mailsAbout(email, signIn).length).toBe(before + 1);
  await page.goto(latestLinkTo(email, before + 1, signIn));
}

/** Signs `email` in on /admin by magic link, read from the mail (no second factor asked). */
export async function signInByMagicLink(page: Page, email: string) {
  await openMagicLink(page, email);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
}
