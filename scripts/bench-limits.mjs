#!/usr/bin/env node
// `npm run bench:limits`: does a rate limit cost the same per request however many clients it
// tracks? A flood from rotating addresses (TRUST_PROXY and a proxy that lets the client choose,
// or a whole IPv6 /64 per host before limits were keyed by /64) brings a new client with nearly
// every request. This sends BENCH_CLIENTS distinct clients (default 200,000), all in one
// one-minute window, through the two in-memory limits of lib/http/rate-limit.ts: MemoryWindows
// (every limit on PGlite) and BatchedLimit (the events endpoint's, here with nothing shared, as on
// PGlite), and prints the cost per request for each block of BENCH_BLOCK clients (default 25,000),
// the median of BENCH_RUNS runs (default 5). Flat means the last block costs about what the first
// does. No server or database: the limits' own work, on one core.
//
//   BENCH_MODULE  another copy of rate-limit.ts to measure (e.g. an older revision's, for a before)
//
// Results go to bench-results/limits-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchArgs } from './bench-app.mjs';
import { bundleApp } from './bundle-app.mjs';

const root = new URL('..', import.meta.url).pathname;
const { positiveInt } = benchArgs('bench:limits');
const clients = positiveInt('BENCH_CLIENTS', 200_000);
const block = positiveInt('BENCH_BLOCK', 25_000);
const runs = positiveInt('BENCH_RUNS', 5);
const entry = process.env.BENCH_MODULE ?? join(root, 'lib/http/rate-limit.ts');

const bundle = await bundleApp({ entry, name: 'bench-limits' });
const { MemoryWindows, BatchedLimit } = await import(bundle.file);
bundle.cleanup();

/** ns per request for each block of clients, one run. */
function run(make) {
  let now = 1_000_000;
  const hit = make(() => now);
  const perBlock = [];
  let started = process.hrtime.bigint();
  for (let i = 1; i <= clients; i += 1) {
    // Every client within 20 s of the first: one window holds them all.
    now = 1_000_000 + (i * 20_000) / clients;
    hit(`198.51.${i >> 8}.${i & 255}-${i}`);
    if (i % block === 0) {
      const ended = process.hrtime.bigint();
      perBlock.push(Number(ended - started) / block);
      started = process.hrtime.bigint();
    }
  }
  return perBlock;
}

const pglite = { engine: 'pglite' };
const limits = {
  MemoryWindows: (clock) => {
    const windows = new MemoryWindows(clock);
    return (key) => windows.hit(key, 60_000);
  },
  BatchedLimit: (clock) => {
    const limit = new BatchedLimit('events', { max: 120, windowMs: 60_000 }, async () => pglite, {
      now: clock,
    });
    // As on PGlite once the limit has found it is alone: nothing is shared.
    limit.local = true;
    return (key) => limit.check(key);
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = {};
for (const [name, make] of Object.entries(limits)) {
  const all = Array.from({ length: runs }, () => run(make));
  const medians = all[0].map((_, index) => median(all.map((one) => one[index])));
  results[name] = medians;
  console.log(`\n${name}: ns per request, median of ${runs} runs, by clients seen`);
  medians.forEach((ns, index) => {
    const from = index * block;
    console.log(
      `  ${String(from).padStart(7)}-${String(from + block).padEnd(7)} ${ns.toFixed(0).padStart(8)} ns`,
    );
  });
  const ratio = medians[medians.length - 1] / medians[0];
  console.log(`  last block / first block: ${ratio.toFixed(2)}x`);
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(
  root,
  'bench-results',
  `limits-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify({ clients, block, runs, module: entry, node: process.version, results }, null, 2),
);
console.log(`\n${file}`);
