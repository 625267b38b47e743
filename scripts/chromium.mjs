// The system Chromium every browser tool here drives (Playwright's e2e suite, bench:web's
// Lighthouse): where it is, and the flags that keep it from reaching the network on its own or
// needing a sandbox or GPU the machine lacks.
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
