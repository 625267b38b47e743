/**
 * A minimal ingestion server for the crash test: node:http with the production server's direct
 * POST /api/events handler (lib/analytics/http.ts, as scripts/server.mjs uses it), so the test
 * exercises the product's validation, group commit and database code without a Next.js build.
 *
 * Configured by the environment like the app (DATA_DIR or DATABASE_URL, ANALYTICS_RATE_LIMIT);
 * run with cwd at the repository root (migrations are found from there). Prints one JSON line
 * `{"port":n}` once the database is open and migrated and the server listens. Stops on SIGTERM or
 * SIGINT as the production server does (scripts/graceful-shutdown.mjs, lib/analytics/shutdown.ts).
 */
import { createServer } from 'node:http';
import { eventsHandler } from '@/lib/analytics/http';
import { shutdownAnalytics } from '@/lib/analytics/shutdown';
import { getDb } from '@/lib/db/client';
import { closeOnSignals } from '@/scripts/graceful-shutdown.mjs';

await getDb();

const server = createServer((request, response) => {
  if (eventsHandler.matches(request)) void eventsHandler.handle(request, response);
  else response.writeHead(404).end();
});

server.keepAliveTimeout = 30_000;
closeOnSignals(server, { finish: shutdownAnalytics });
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
