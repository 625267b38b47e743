#!/usr/bin/env node
// `npm run bench:reset`: does a password reset answer an address with an account as fast as one
// without? A difference is an oracle: it tells an attacker which addresses have accounts. This
// starts the production server (`node scripts/start.mjs`, building first when the build is
// missing or stale) on a fresh DATA_DIR with BENCH_SAMPLES admin accounts (ADMIN_EMAILS), then
// asks for resets interleaved, one known address and one unknown in turn, each address once (the
// per-address limit allows six a minute) and each request from its own client address
// (TRUST_PROXY=loopback and X-Forwarded-For, past the per-address-and-IP limits), and prints the
// median and 90th percentile answer time of each kind with their difference.
//
//   BENCH_SAMPLES  requests of each kind (default 60)
//   BENCH_GAP_MS   pause between requests (default 100), so the work a known address's request
//                  leaves for after its answer has finished before the next one is timed
//   BENCH_PORT     first port to try (default 3700)
//
// Results go to bench-results/reset-<time>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchArgs, buildSettings, choosePort, root, startApp } from './bench-app.mjs';

const { positiveInt } = benchArgs('bench:reset');
const samples = positiveInt('BENCH_SAMPLES', 60);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 100);
const port = await choosePort(positiveInt('BENCH_PORT', 3700));
const known = Array.from({ length: samples }, (_, i) => `staff-${i}@bench.example`);
const dataDir = mkdtempSync(join(tmpdir(), 'jackie-bench-reset-'));
const base = `http://127.0.0.1:${port}`;

const app = await startApp({
  port,
  env: {
    ...buildSettings(),
    DATA_DIR: dataDir,
    SITE_URL: base,
    ADMIN_EMAILS: known.join(','),
    TRUST_PROXY: 'loopback',
  },
  ready: async (url) => (await fetch(`${url}/robots.txt`)).ok,
});

let client = 0;
/** One reset request; the time until its whole answer is read, in ms. */
async function ask(email) {
  client += 1;
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/request-password-reset`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': `198.18.${client >> 8}.${client & 255}`,
    },
    body: JSON.stringify({ email, redirectTo: '/admin?reset=true' }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${email}: ${response.status} ${body}`);
  return { ms, body };
}

const times = { known: [], unknown: [] };
const bodies = new Set();
try {
  // Warm up: the auth instance, the routes and the database's first statements.
  for (let i = 0; i < 5; i += 1) await ask(`warm-${i}@bench.example`);
  for (let i = 0; i < samples; i += 1) {
    const pair = [
      ['known', known[i]],
      ['unknown', `nobody-${i}@bench.example`],
    ];
    if (i % 2) pair.reverse();
    for (const [kind, email] of pair) {
      await sleep(gapMs);
      const { ms, body } = await ask(email);
      times[kind].push(ms);
      bodies.add(body);
    }
  }
} finally {
  app.stop();
  await app.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];
const summary = Object.fromEntries(
  Object.entries(times).map(([kind, values]) => [
    kind,
    { median: quantile(values, 0.5), p90: quantile(values, 0.9) },
  ]),
);
console.log(`\n${samples} interleaved reset requests of each kind, answer time in ms:`);
for (const [kind, { median, p90 }] of Object.entries(summary)) {
  console.log(`  ${kind.padEnd(8)} median ${median.toFixed(2)}  p90 ${p90.toFixed(2)}`);
}
// Mann-Whitney U: how often a known address's answer was the slower of a pair, and how far that
// is from the 0.5 of two samples of one distribution (|z| under 2: within noise).
let slower = 0;
for (const known of times.known) {
  for (const unknown of times.unknown) slower += known > unknown ? 1 : known === unknown ? 0.5 : 0;
}
const pairs = times.known.length * times.unknown.length;
const z = (slower - pairs / 2) / Math.sqrt((pairs * (2 * samples + 1)) / 12);
console.log(
  `  difference of medians: ${(summary.known.median - summary.unknown.median).toFixed(2)} ms; known slower in ${((100 * slower) / pairs).toFixed(1)}% of pairs (z ${z.toFixed(2)}); distinct answer bodies: ${bodies.size}`,
);

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(
  root,
  'bench-results',
  `reset-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify({ samples, gapMs, node: process.version, summary, z, times }, null, 2),
);
console.log(file);
