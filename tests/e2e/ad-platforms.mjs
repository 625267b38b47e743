#!/usr/bin/env node
// The ad platforms of the end-to-end suite: playwright.config.ts starts the site through it,
// `node tests/e2e/ad-platforms.mjs <command...>`. It starts the strict fakes of Meta's Conversions
// API, Google's Data Manager API (with its OAuth token endpoint) and Microsoft's Conversions API
// (tests/fakes/ad-platforms.ts, bundled here with esbuild: Node 20 runs no TypeScript) on free
// ports of 127.0.0.1, runs the command with the three destinations configured against them and
// CONVERSIONS_SEND_DELAY_MINUTES=0, and keeps what each fake accepted in
// DATA_DIR/ad-platforms/<platform>.json, where tests/e2e/ad-platforms.ts reads it.
//
// Why a wrapper and not globalSetup: Playwright starts the webServer before globalSetup runs, and
// the server must be given the fakes' addresses when it starts (as smtp-catcher.mjs does).
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The suite's accounts at the fakes; not secrets (nothing real answers to them). */
export const e2eAdAccounts = {
  pixelId: '1122334455',
  metaToken: 'EAAGe2eTokenForTheMetaFake',
  customerId: '1234567890',
  conversionActionId: '987654321',
  tagId: '343009876',
  microsoftToken: 'e2e-microsoft-capi-token',
};

/** The fakes' module, bundled into `dir` and imported. */
async function loadFakes(dir) {
  const root = new URL('../..', import.meta.url).pathname;
  const result = await build({
    entryPoints: [join(root, 'tests/fakes/ad-platforms.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const file = join(dir, 'fakes.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  return import(pathToFileURL(file).href);
}

/**
 * Starts the three fakes, recording in `dir` what each accepted; the variables that point the
 * site at them, and a close.
 */
export async function startAdPlatforms(dir) {
  mkdirSync(dir, { recursive: true });
  const fakes = await loadFakes(dir);
  const account = fakes.testServiceAccount();
  const a = e2eAdAccounts;
  const meta = await fakes.startMetaFake({ pixelId: a.pixelId, accessToken: a.metaToken });
  const google = await fakes.startGoogleFake({
    customerId: a.customerId,
    conversionActionId: a.conversionActionId,
    clientEmail: account.clientEmail,
    publicKey: account.publicKey,
    processingChecks: 0,
  });
  const microsoft = await fakes.startMicrosoftFake({
    tagId: a.tagId,
    accessToken: a.microsoftToken,
  });
  const accepted = { meta: meta.events, google: google.events, microsoft: microsoft.events };
  const written = { meta: -1, google: -1, microsoft: -1 };
  /** Written under a temporary name and renamed: a reader never sees half a file. */
  const store = () => {
    for (const [platform, events] of Object.entries(accepted)) {
      if (events.length === written[platform]) continue;
      written[platform] = events.length;
      const file = join(dir, `${platform}.json`);
      writeFileSync(`${file}.tmp`, JSON.stringify(events));
      renameSync(`${file}.tmp`, file);
    }
  };
  store();
  const timer = setInterval(store, 250);
  return {
    env: {
      META_PIXEL_ID: a.pixelId,
      META_CAPI_TOKEN: a.metaToken,
      META_CAPI_URL: meta.url,
      GOOGLE_ADS_CUSTOMER_ID: a.customerId,
      GOOGLE_ADS_CONVERSION_ACTION_ID: a.conversionActionId,
      GOOGLE_SERVICE_ACCOUNT_JSON: account.json,
      GOOGLE_DATA_MANAGER_URL: google.url,
      GOOGLE_OAUTH_TOKEN_URL: `${google.url}/token`,
      MICROSOFT_UET_TAG_ID: a.tagId,
      MICROSOFT_CAPI_TOKEN: a.microsoftToken,
      MICROSOFT_CAPI_URL: microsoft.url,
      CONVERSIONS_SEND_DELAY_MINUTES: '0',
    },
    close: async () => {
      clearInterval(timer);
      await Promise.all([meta.close(), google.close(), microsoft.close()]);
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...args] = process.argv.slice(2);
  const dataDir = process.env.DATA_DIR;
  if (!command || !dataDir) {
    console.error('Usage: DATA_DIR=<folder> node tests/e2e/ad-platforms.mjs <command...>');
    process.exit(2);
  }
  const platforms = await startAdPlatforms(join(dataDir, 'ad-platforms'));
  console.log('> Ad platform fakes on 127.0.0.1 (Meta, Google, Microsoft)');
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...platforms.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
