#!/usr/bin/env node
// The mail server of the end-to-end suite: playwright.config.ts starts the site through it,
// `node tests/e2e/smtp-catcher.mjs <command...>`. It listens on a free port of 127.0.0.1, runs the
// command with SMTP_URL pointed at itself, and stores each message it receives as DATA_DIR/mail/
// <time>-<n>-<recipient>.eml, one file per recipient, where tests/e2e/mail.ts reads them. So the
// site sends real SMTP through nodemailer, as in production, and the specs read what arrived.
//
// Like a busy mail server, it refuses (451, at RCPT TO) the first attempt for an address whose
// local part starts with `refused-once`, and records that refusal as <time>-<n>-<recipient>.refused:
// the outbox must deliver such a mail on a later attempt (tests/e2e/mail-retry.spec.ts).
//
// Why a wrapper and not globalSetup: Playwright starts the webServer before globalSetup runs, and
// only a port the catcher already holds can be handed to the server without a race.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

/** Addresses whose first delivery attempt is refused. */
export const refusedOnce = /^refused-once[^@]*@/i;

/**
 * Starts the catcher on a free port of 127.0.0.1, storing messages in `dir`.
 * @param {string} dir
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function startSmtpCatcher(dir) {
  mkdirSync(dir, { recursive: true });
  const refused = new Set();
  let count = 0;
  /** Written under a temporary name and renamed: a reader never sees half a message. */
  const store = (to, extension, body) => {
    count += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
    const file = join(dir, `${stamp}-${String(count).padStart(6, '0')}-${safeTo}.${extension}`);
    writeFileSync(`${file}.tmp`, body);
    renameSync(`${file}.tmp`, file);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo({ address }, _session, callback) {
      const key = address.toLowerCase();
      if (refusedOnce.test(key) && !refused.has(key)) {
        refused.add(key);
        store(address, 'refused', '451 Mailbox busy, try again later\n');
        return callback(
          Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
        );
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks);
        for (const { address } of session.envelope.rcptTo) store(address, 'eml', message);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...args] = process.argv.slice(2);
  const dataDir = process.env.DATA_DIR;
  if (!command || !dataDir) {
    console.error('Usage: DATA_DIR=<folder> node tests/e2e/smtp-catcher.mjs <command...>');
    process.exit(2);
  }
  const catcher = await startSmtpCatcher(join(dataDir, 'mail'));
  console.log(`> SMTP catcher on ${catcher.url}, storing mail in ${join(dataDir, 'mail')}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, SMTP_URL: catcher.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
