// How the production server (scripts/server.mjs) stops, shared with the test server that stands
// in for it (tests/integration/ingest-server.ts): on SIGTERM or SIGINT it stops taking new
// connections, answers the requests in flight (their events are committed before their 202),
// runs `finish` (the app's shutdown step: drop counts written, database closed), then exits.
// Bounded: after `timeoutMs` it exits anyway, with a message, so a stuck request or database
// cannot keep a deploy waiting.

/**
 * @param {import('node:http').Server} server
 * @param {{ finish: () => unknown; timeoutMs?: number }} options
 */
export function closeOnSignals(server, { finish, timeoutMs = 10_000 }) {
  let inFlight = 0;
  let stopping = false;
  let onIdle = () => {};
  server.on('request', (_request, response) => {
    inFlight += 1;
    // A request that arrives on a kept-alive connection during the stop is answered, and its
    // connection closed after it.
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle();
    });
  });

  async function stop(signal) {
    // Once is enough: under `npm start` a terminal's Ctrl+C reaches this process twice (directly
    // and forwarded by scripts/start.mjs), and the second must not cut the first short.
    if (stopping) return;
    stopping = true;
    console.log(`> ${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => {
      console.error(
        `> Not stopped ${timeoutMs / 1000} s after ${signal} (${inFlight} requests in flight); exiting anyway.`,
      );
      process.exit(1);
    }, timeoutMs).unref();
    server.close();
    server.closeIdleConnections();
    if (inFlight > 0) await new Promise((resolve) => (onIdle = resolve));
    try {
      await finish();
    } catch (error) {
      console.error('> Shutdown step failed:', error);
      process.exitCode = 1;
    }
    server.closeAllConnections();
    console.log('> Stopped');
    process.exit();
  }

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
}
