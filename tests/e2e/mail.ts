import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The development outbox the e2e server writes to (DATA_DIR/mail). */
export function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return join(dir, 'mail');
}

/** Messages sent to `to`, oldest first, with quoted-printable soft breaks undone. */
export function mailsTo(to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir());
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(`-${to}.eml`))
    .sort()
    .map((file) =>
      readFileSync(join(outboxDir(), file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}

/** The first link into the site in the newest message to `to`. */
export function latestLinkTo(to: string, count: number): string {
  const mails = mailsTo(to);
  if (mails.length < count)
    throw new Error(`expected ${count} mails to ${to}, found ${mails.length}`);
  const link = /https?:\/\/[^\s"<>]+/.exec(mails.at(-1) ?? '')?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return link.replace(/&amp;/g, '&');
}
