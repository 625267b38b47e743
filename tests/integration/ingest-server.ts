/**
 * A minimal ingestion server for the crash test: POST /api/events on node:http, adapted into a
 * WHATWG Request and handed to the same `ingest` the route handler calls, so the test exercises
 * the product's validation, group commit and database code without a Next.js build.
 *
 * Configured by the environment like the app (DATA_DIR or DATABASE_URL, ANALYTICS_RATE_LIMIT);
 * run with cwd at the repository root (migrations are found from there). Prints one JSON line
 * `{"port":n}` once the database is open and migrated and the server listens.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { ingest } from '@/lib/analytics/ingest';
import { getDb } from '@/lib/db/client';

function toRequest(incoming: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  headers.set('x-forwarded-for', incoming.socket.remoteAddress ?? '127.0.0.1');
  return new Request(`http://localhost${incoming.url ?? '/'}`, {
    method: incoming.method,
    headers,
    body: new Uint8Array(body),
  });
}

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

await getDb();

const server = createServer((incoming, outgoing) => {
  if (incoming.method !== 'POST' || incoming.url !== '/api/events') {
    outgoing.writeHead(404).end();
    return;
  }
  readBody(incoming)
    .then((body) => ingest(toRequest(incoming, body)))
    .then((result) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      };
      if ('retryAfter' in result && result.retryAfter) {
        headers['retry-after'] = String(result.retryAfter);
      }
      outgoing.writeHead(result.status, headers).end(JSON.stringify(result.body));
    })
    .catch((error: unknown) => {
      console.error('ingest-server:', error);
      outgoing.writeHead(500).end();
    });
});

server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
