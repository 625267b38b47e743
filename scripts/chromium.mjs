// The system Chromium every browser tool here drives (Playwright's e2e suite, bench:web's
// Lighthouse): where it is, and the flags that keep it from reaching the network on its own or
// needing a sandbox or GPU the machine lacks.
import { devices } from '@playwright/test';
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Playwright launch options for that Chromium as a person runs it: without the
 * --enable-automation switch Playwright adds, and with navigator.webdriver false. The analytics
 * tracker flags every request of an automated browser ("automation": true) and the endpoint
 * counts those as bots, so the e2e suite and bench:tracker, which check what is counted, need a
 * browser that is not flagged. A test that wants the flag launches its own browser.
 *
 * The User-Agent is set for the whole browser too: Playwright's per-page override does not reach
 * a beacon sent as a page goes away, which then carries headless Chromium's own "HeadlessChrome"
 * and is (rightly) dropped as a bot.
 */
export const personLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    ...chromiumFlags,
    '--disable-blink-features=AutomationControlled',
    `--user-agent=${devices['Desktop Chrome'].userAgent}`,
  ],
  ignoreDefaultArgs: ['--enable-automation'],
};
