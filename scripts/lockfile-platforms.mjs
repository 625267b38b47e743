#!/usr/bin/env node
// Some npm mirrors carry only the platform packages of the machines they serve, so `npm install`
// there writes a lockfile without the other platforms' optional binaries (Next's SWC, Biome,
// Tailwind's oxide), and `npm ci` then refuses it. This adds the missing entries with the os and
// cpu read from the package name, so npm skips them on other platforms and fetches them on their
// own. Run it after `npm install` changes the lockfile: `node scripts/lockfile-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const checkOnly = process.argv.includes('--check');
const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'win32'];
const cpuNames = ['arm64', 'x64', 'arm', 'ia32', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = osNames.find((value) => parts.includes(value));
  const cpu = cpuNames.find((value) => parts.includes(value));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) {
      console.warn(`skipped ${name}@${version}: not an exact version`);
      continue;
    }
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) {
      console.warn(`skipped ${name}: no platform in its name`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
    };
    added += 1;
  }
}

if (checkOnly) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} platform entries: run node scripts/lockfile-platforms.mjs`,
    );
    process.exit(1);
  }
  process.exit(0);
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: added ${added} platform entries`);
