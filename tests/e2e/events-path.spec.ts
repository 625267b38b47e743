import { expect, test } from './fixtures';
import { send } from './raw-http';

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

/** A POST of a type the endpoint refuses, to `path` exactly as written. */
const post = (baseURL: string, path: string) =>
  send(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body: '<events/>',
    from: '127.0.0.1',
  });

test('the events endpoint is answered before Next.js routing @once', async ({ baseURL }) => {
  // The same request by Next.js's route handler: Next.js resolves the dot segment to
  // /api/events, the direct handler matches only the exact path. It proves the marker tells
  // the two apart on this version of Next.js.
  const routed = await post(baseURL ?? '', '/api/./events');
  expect(routed.status).toBe(415);
  expect(routed.headers.vary).toMatch(nextRouterVary);

  const direct = await post(baseURL ?? '', '/api/events');
  expect(direct.status).toBe(415);
  expect(JSON.parse(direct.body)).toEqual(JSON.parse(routed.body));
  expect(direct.headers['content-security-policy']).toBeTruthy();
  expect(direct.headers.vary ?? '').not.toMatch(nextRouterVary);
});
