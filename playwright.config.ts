import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, personLaunchOptions } from './scripts/chromium.mjs';

if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. Install it with "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database and mailbox for every run; set once so the workers share it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'jackie-e2e-'));
export const e2eDataDir = process.env.E2E_DATA_DIR;
export const e2eAdminEmail = 'admin@example.com';
// The booking webhook's secret: the suite signs deliveries as Calendly and Cal.com would.
process.env.E2E_BOOKING_SECRET ??= 'e2e-booking-webhook-signing-key';
const baseURL = `http://127.0.0.1:${port}`;

// Chromium as a person runs it (navigator.webdriver false): events of automated browsers are
// flagged and counted as bots, and the suite checks what is counted.
const launchOptions = personLaunchOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    // @desktop and @phone tests need that screen size; @once tests do not depend on one.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: /admin(-[a-z-]+)?\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      grepInvert: /@desktop|@once/,
      testIgnore: /admin(-[a-z-]+)?\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    // The admin suite runs after the others, so the dashboard figures it checks move only with
    // the events it sends itself. Each role signs in once (admin-setup) and the specs reuse the
    // saved state (tests/e2e/staff-states.ts), so two files can run at once.
    {
      name: 'admin-setup',
      testMatch: /admin\.setup\.ts/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'admin',
      testMatch: /admin(-[a-z-]+)?\.spec\.ts/,
      testIgnore: /admin-quiet\.spec\.ts/,
      dependencies: ['admin-setup'],
      fullyParallel: false,
      workers: 2,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Alone, last: the figures must move only with its own events, and a password reset ends
    // every session of the admin, the saved one included.
    {
      name: 'admin-quiet',
      testMatch: /admin-quiet\.spec\.ts/,
      dependencies: ['admin'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    // The site behind the suite's mail server (real SMTP, stored where tests/e2e/mail.ts reads)
    // and fakes of the three ad platforms it sends booked demos to (tests/e2e/ad-platforms.mjs).
    command:
      'node tests/e2e/smtp-catcher.mjs node tests/e2e/ad-platforms.mjs node scripts/start.mjs',
    url: `${baseURL}/robots.txt`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: e2eDataDir,
      ADMIN_EMAILS: e2eAdminEmail,
      // The suite stands in for one proxy at 127.0.0.1: a spec that uses up a limit on purpose
      // names its own client in X-Forwarded-For, so it does not use up the allowance of the specs
      // after it. Requests from any other address (access.spec.ts sends from 127.0.0.2 and .3)
      // are not believed.
      TRUST_PROXY: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      BOOKING_WEBHOOK_SECRET: process.env.E2E_BOOKING_SECRET,
    },
  },
});
