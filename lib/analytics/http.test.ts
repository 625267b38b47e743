import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/http/client-address';
import { createEventsHandler } from './http';
import { hasStaffSession, type IngestRequest, type IngestResult } from './ingest';

/**
 * The production server's direct POST /api/events path over a real socket. Ingestion itself is
 * tested in ingest.test.ts; here a stand-in records what the handler hands it.
 */
describe('the direct POST /api/events handler', () => {
  let server: Server;
  let base: string;
  let seen: { text: string | null; client: string; staff: boolean; type: string | null }[];
  let answer: (text: string | null) => IngestResult;

  const handler = createEventsHandler(async (request: IngestRequest) => {
    const text = await request.readText(1_000);
    seen.push({
      text,
      client: clientAddress(request),
      staff: hasStaffSession(request),
      type: request.header('Content-Type'),
    });
    return answer(text);
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (handler.matches(request)) void handler.handle(request, response);
      else response.writeHead(404).end('next.js');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    seen = [];
    answer = (text) =>
      text === null
        ? { status: 413, body: { error: { code: 'payload_too_large', message: 'too large' } } }
        : { status: 202, body: { accepted: 1 } };
  });

  it('answers POST /api/events with the ingestion result as JSON and the site-wide headers', async () => {
    const response = await fetch(`${base}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: 'theme=dark' },
      body: '{"event_type":"page_view"}',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1 });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(seen).toEqual([
      {
        text: '{"event_type":"page_view"}',
        client: '127.0.0.1',
        staff: false,
        type: 'text/plain;charset=UTF-8',
      },
    ]);
  });

  it('takes the client from the socket, not from a header anyone can send, and sees a staff session cookie', async () => {
    await fetch(`${base}/api/events?source=beacon`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': '198.51.100.4, 203.0.113.9',
        cookie: 'better-auth.session_token=abc',
      },
      body: '{}',
    });
    expect(seen[0]).toMatchObject({ client: '127.0.0.1', staff: true });
  });

  it('sends Retry-After with a refusal that carries one', async () => {
    answer = () => ({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many requests; try again later.' } },
      retryAfter: 12,
    });
    const response = await fetch(`${base}/api/events`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('12');
  });

  it('answers 413 to a body over the cap, sent in chunks without a length, on a usable connection', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(400).fill(65));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/events`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(seen).toEqual([expect.objectContaining({ text: null })]);
    // The next request on the same server is served normally.
    const next = await fetch(`${base}/api/events`, { method: 'POST', body: '{}' });
    expect(next.status).toBe(202);
  });

  it('refuses a declared length over the cap without reading the body', async () => {
    const response = await fetch(`${base}/api/events`, {
      method: 'POST',
      body: 'x'.repeat(1_001),
    });
    expect(response.status).toBe(413);
  });

  it('answers 500 with the error shape when ingestion fails unexpectedly', async () => {
    answer = () => {
      throw new Error('bug');
    };
    const response = await fetch(`${base}/api/events`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'internal_error', message: 'The events could not be processed.' },
    });
  });

  it('leaves every other request to Next.js', async () => {
    for (const [method, path] of [
      ['GET', '/api/events'],
      ['POST', '/api/events/extra'],
      ['POST', '/api/eventsx'],
      ['GET', '/'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method });
      expect(await response.text(), `${method} ${path}`).toBe('next.js');
    }
    expect(seen).toEqual([]);
  });
});
