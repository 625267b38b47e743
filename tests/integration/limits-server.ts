/**
 * A server for the shared-limits test: node:http in front of the product's auth route
 * (app/api/auth/[...all]/route.ts, which sets the client address better-auth limits by), the
 * booking webhook (app/api/webhooks/booking/route.ts) and the direct POST /api/events handler
 * (lib/analytics/http.ts), as scripts/server.mjs serves them, so
 * several instances can be started on one database without a Next.js build.
 *
 * Configured by the environment like the app (DATABASE_URL or DATA_DIR, TRUST_PROXY,
 * ANALYTICS_RATE_LIMIT, AUTH_SECRET); run with cwd at the repository root. Prints one JSON line
 * `{"port":n}` once the database is open and the server listens.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { POST } from '@/app/api/auth/[...all]/route';
import { POST as bookingWebhook } from '@/app/api/webhooks/booking/route';
import { eventsHandler } from '@/lib/analytics/http';
import { getDb } from '@/lib/db/client';
import { peerHeader } from '@/lib/http/client-address';
import { setServerHook } from '@/lib/server-hooks.mjs';

// As scripts/server.mjs does: the peer header below is the socket's, so it may be believed.
setServerHook('peerHeader', true);

await getDb();

async function toWebRequest(request: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://127.0.0.1${request.url}`, {
    method: request.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

async function serve(
  handler: (request: Request) => Promise<Response>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const answer = await handler(await toWebRequest(request));
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

const server = createServer((request, response) => {
  request.headers[peerHeader] = request.socket.remoteAddress ?? '';
  if (eventsHandler.matches(request)) void eventsHandler.handle(request, response);
  else if (request.method !== 'POST') response.writeHead(404).end();
  else {
    const handler = request.url?.startsWith('/api/auth/')
      ? POST
      : request.url === '/api/webhooks/booking'
        ? bookingWebhook
        : null;
    if (!handler) response.writeHead(404).end();
    else {
      serve(handler, request, response).catch((error: Error) => {
        response.writeHead(500).end(error.message);
      });
    }
  }
});

server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
