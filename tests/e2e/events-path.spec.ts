import { type IncomingMessage, request } from 'node:http';
import { expect, test } from './fixtures';

/**
 * POST /api/events is answered by the handler scripts/server.mjs calls before Next.js routing
 * (lib/analytics/http.ts), not by the route handler Next.js would fall back to at about half the
 * rate (docs/benchmarks.md, Ingestion). If instrumentation.ts stopped registering it, or the
 * server stopped calling it, every event would still be stored, only slower: this is the test
 * that notices. A request of a type the endpoint refuses stores nothing, so the dashboard
 * figures other specs check do not move.
 */

/** Next.js marks every answer of its app router so caches keep its RSC payloads apart. */
const nextRouterVary = /\brsc\b.*\bnext-router-state-tree\b/i;

/** A POST to `path` exactly as written (fetch and URL would resolve its dot segments). */
function post(baseURL: string, path: string): Promise<{ answer: IncomingMessage; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path, method: 'POST', headers: { 'content-type': 'application/xml' } },
      async (answer) => {
        let body = '';
        for await (const chunk of answer) body += chunk;
        resolve({ answer, body });
      },
    );
    sent.on('error', reject);
    sent.end('<events/>');
  });
}

test('the events endpoint is answered before Next.js routing @once', async ({ baseURL }) => {
  // The same request by Next.js's route handler: Next.js resolves the dot segment to
  // /api/events, the direct handler matches only the exact path. It proves the marker tells
  // the two apart on this version of Next.js.
  const routed = await post(baseURL ?? '', '/api/./events');
  expect(routed.answer.statusCode).toBe(415);
  expect(routed.answer.headers.vary).toMatch(nextRouterVary);

  const direct = await post(baseURL ?? '', '/api/events');
  expect(direct.answer.statusCode).toBe(415);
  expect(JSON.parse(direct.body)).toEqual(JSON.parse(routed.body));
  expect(direct.answer.headers['content-security-policy']).toBeTruthy();
  expect(direct.answer.headers.vary ?? '').not.toMatch(nextRouterVary);
});
