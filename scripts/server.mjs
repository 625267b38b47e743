#!/usr/bin/env node
// The production server that `npm start` (scripts/start.mjs) runs on the build in .next/: Next.js
// answers every request, except POST /api/events, which goes straight to the ingestion handler
// that instrumentation.ts registers at start (lib/analytics/http.ts explains why). PORT (default
// 3000) and HOST (default all interfaces) choose where it listens.
import { createServer } from 'node:http';
import next from 'next';
import { serverHook, setServerHook, waitForServerHook } from '../lib/server-hooks.mjs';
import { closeOnSignals } from './graceful-shutdown.mjs';

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
const root = new URL('..', import.meta.url).pathname;

const app = next({ dev: false, dir: root, hostname: host ?? 'localhost', port });
const handleWithNext = app.getRequestHandler();
await app.prepare();

// Registered by instrumentation.ts's register(), which Next.js starts while it prepares and which
// finishes shortly after (it imports the app's modules). Without it /api/events would quietly
// fall back to the route handler, at about half the rate (docs/benchmarks.md, Ingestion): wait
// for it, and refuse to serve when it does not come. tests/e2e/events-path.spec.ts checks that
// the answers come from it.
const events = await waitForServerHook('eventsHandler', 30_000);
if (!events) {
  console.error(
    'The events handler was not registered within 30 s of Next.js preparing the build ' +
      '(instrumentation.ts should call registerEventsHandler()); not starting.',
  );
  process.exit(1);
}

// The socket's peer, for lib/http/client-address.ts: set on every request, replacing whatever a
// client sent under that name, and believed by the app only because this server says so.
const peerHeader = 'x-jackie-peer';
setServerHook('peerHeader', true);

/**
 * A path whose percent-escapes are not UTF-8 (a lone surrogate such as %ED%A0%80) names nothing
 * here; Next.js would fail on it with a 500, so it is answered 400 before routing.
 */
function hasMalformedPath(url = '') {
  const path = url.split('?')[0] ?? '';
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Timeouts no real client reaches (docs/deployment.md, Timeouts): a request's headers within 10 s
 * and the whole request within 30 s (the largest body any endpoint takes is 32 KB), checked every
 * second, so a slow client is cut off within a second of its limit (Node's defaults are 60 s and
 * 300 s, checked every 30 s). An idle kept-alive connection is closed after 65 s: longer than a
 * load balancer's usual 60 s, so the balancer always closes first and never reuses a connection
 * this server is closing.
 */
const timeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
};

const server = createServer(timeouts, (request, response) => {
  request.headers[peerHeader] = request.socket.remoteAddress ?? '';
  if (hasMalformedPath(request.url)) {
    response.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(
      JSON.stringify({ error: { code: 'bad_path', message: 'The address is not valid UTF-8.' } }),
    );
    return;
  }
  if (events.matches(request)) void events.handle(request, response);
  else void handleWithNext(request, response);
});
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  console.log(`> Ready on http://${host ?? 'localhost'}:${port}`);
});

// SIGTERM/SIGINT: in-flight requests are answered, then the app's shutdown step (registered by
// instrumentation.ts, lib/analytics/shutdown.ts) writes the drop counts and closes the database.
closeOnSignals(server, { finish: () => serverHook('shutdown')?.() });
