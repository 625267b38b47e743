/**
 * The end-to-end suite's mail server (tests/e2e/smtp-catcher.mjs): what nodemailer sends over SMTP
 * lands as one file per recipient where tests/e2e/mail.ts reads, and an address starting
 * `refused-once` is refused (451) on its first attempt only.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '@/tests/e2e/smtp-catcher.mjs';

let dir = '';
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jackie-catcher-'));
  catcher = await startSmtpCatcher(dir);
});
afterAll(async () => {
  await catcher?.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (to: string | string[], subject: string) =>
  nodemailer.createTransport(catcher.url).sendMail({
    from: 'Jackie AI <no-reply@jackie.example>',
    to,
    replyTo: 'dana@reyes.example',
    subject,
    text: 'Hello',
  });
const files = (suffix: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .sort();

describe('the SMTP catcher', () => {
  it('stores each message once per recipient, in the order received', async () => {
    await send(['a@example.com', 'b@example.com'], 'First');
    await send('a@example.com', 'Second');
    const toA = files('-a@example.com.eml').map((file) => readFileSync(join(dir, file), 'utf8'));
    expect(toA.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]?.trim())).toEqual([
      'First',
      'Second',
    ]);
    expect(toA[0]).toMatch(/^Reply-To: dana@reyes\.example\r?$/m);
    expect(files('-b@example.com.eml')).toHaveLength(1);
    expect(files('.tmp')).toEqual([]);
  });

  it('refuses the first attempt for a refused-once address, then accepts it', async () => {
    const address = 'refused-once.x@example.com';
    await expect(send(address, 'Try one')).rejects.toThrow(/451/);
    expect(files(`-${address}.refused`)).toHaveLength(1);
    expect(files(`-${address}.eml`)).toEqual([]);
    await send(address, 'Try two');
    expect(files(`-${address}.eml`)).toHaveLength(1);
    expect(files(`-${address}.refused`)).toHaveLength(1);
  });
});
