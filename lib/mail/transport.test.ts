import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The development outbox: a live sign-in link is printed to the log only on a local site.
const link = 'https://jackie.example/api/auth/magic-link/verify?token=secret-token-123';
const mail = { to: 'a@example.com', subject: 'Sign in', text: `Sign in:\n${link}`, html: '', link };

async function sendWith(siteUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jackie-outbox-'));
  vi.resetModules();
  vi.stubEnv('SITE_URL', siteUrl);
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('SMTP_URL', '');
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => {
    lines.push(args.join(' '));
  });
  const { sendMail } = await import('./transport');
  await sendMail(mail);
  const files = readdirSync(join(dataDir, 'mail'));
  const written = files.map((file) => readFileSync(join(dataDir, 'mail', file), 'utf8')).join('');
  rmSync(dataDir, { recursive: true, force: true });
  return { log: lines.join('\n'), files, written };
}

describe('the development outbox', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('on a public site writes the mail but keeps the link out of the log', async () => {
    const { log, files, written } = await sendWith('https://jackie.example');
    expect(files).toHaveLength(1);
    expect(written).toContain('secret-token-123');
    expect(log).toContain(files[0]);
    expect(log).not.toContain('secret-token-123');
  });

  it('on localhost prints the link so a newcomer can sign in', async () => {
    const { log } = await sendWith('http://localhost:3000');
    expect(log).toContain(link);
  });
});
