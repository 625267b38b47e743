import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCapped } from '@/lib/http/body';
import { errorBody } from '@/lib/http/error-body';
import { securityHeaders } from '@/lib/security-headers';
import { type EventsHandler, setServerHook } from '@/lib/server-hooks.mjs';
import { type IngestRequest, type IngestResult, ingest, resultHeaders } from './ingest';

/**
 * POST /api/events straight from Node's HTTP server. The production server (scripts/server.mjs)
 * answers it before Next.js routing: Next.js's request handling alone costs more than reading,
 * validating and committing a batch of events (docs/benchmarks.md, Ingestion), so this path
 * carries about twice the events the route handler could. Same ingestion, same answers and
 * headers as app/api/events/route.ts, which serves `next dev`. The handler's type is the server
 * hooks' contract (lib/server-hooks.d.mts), which the server and the app share.
 */
export type { EventsHandler };

/** Node's request as ingestion reads it. */
export function fromNodeRequest(request: IncomingMessage): IngestRequest {
  return {
    header(name) {
      const value = request.headers[name.toLowerCase()];
      if (Array.isArray(value)) return value.join(', ');
      return value ?? null;
    },
    peer: () => request.socket.remoteAddress ?? null,
    // Leaving the loop early must not destroy the socket: the 413 still has to be sent.
    readText: (max) =>
      readCapped(
        request.iterator({ destroyOnReturn: false }),
        request.headers['content-length'],
        max,
      ),
  };
}

let siteHeaders: Record<string, string> | undefined;

/** JSON with the headers next.config.ts gives every response, plus the answer's own. */
function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  own: Record<string, string>,
) {
  siteHeaders ??= Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
  response.writeHead(status, { ...siteHeaders, 'Content-Type': 'application/json', ...own });
  response.end(JSON.stringify(body));
}

/** The handler around an ingestion function (the product's `ingest`; tests pass their own). */
export const createEventsHandler = (
  run: (request: IngestRequest) => Promise<IngestResult>,
): EventsHandler => ({
  matches: (request) =>
    request.method === 'POST' &&
    (request.url === '/api/events' || request.url?.startsWith('/api/events?') === true),

  async handle(request, response) {
    let result: IngestResult;
    try {
      result = await run(fromNodeRequest(request));
    } catch (error) {
      // The client went away mid-body, or a bug: nothing was acknowledged, so nothing is lost.
      if (response.destroyed || request.socket.destroyed) return;
      console.error('analytics: request failed:', error);
      send(response, 500, errorBody('internal_error', 'The events could not be processed.'), {
        'Cache-Control': 'no-store',
      });
      return;
    }
    send(response, result.status, result.body, resultHeaders(result));
  },
});

export const eventsHandler = createEventsHandler(ingest);

/** Called by instrumentation.ts at server start: scripts/server.mjs refuses to serve without it. */
export function registerEventsHandler() {
  setServerHook('eventsHandler', eventsHandler);
}
