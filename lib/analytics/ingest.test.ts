import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDroppedEvents } from '@/lib/db/queries/dashboard';
import { countEvents, listEvents } from '@/lib/db/queries/events';
import { peerHeaderKey } from '@/lib/http/client-address';
import { BatchedLimit } from '@/lib/http/rate-limit';
import { engines, type TestDatabase } from '@/tests/db/harness';
import { fromWebRequest, type IngestServices, ingestWith } from './ingest';
import { limits } from './schema';
import { EventWriter } from './writer';

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const session = '0b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d10';
// As scripts/server.mjs does: its peer header carries each request's socket address.
(globalThis as Record<symbol, unknown>)[peerHeaderKey] = true;

const pageView = (overrides: Record<string, unknown> = {}) => ({
  event_type: 'page_view',
  session_id: session,
  page: 'landing',
  url: 'https://jackie.example/',
  ...overrides,
});

function post(body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request('http://localhost/api/events', {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser,
      'x-jackie-peer': '203.0.113.7',
      ...headers,
    },
    body: text,
  });
}

for (const engine of engines()) {
  describe(`POST /api/events on ${engine.name}`, () => {
    let test: TestDatabase;
    let services: IngestServices;
    const send = (body: unknown, headers?: Record<string, string>) =>
      ingestWith(services, fromWebRequest(post(body, headers)));

    beforeAll(async () => {
      test = await engine.open();
    }, 60_000);
    afterAll(async () => test?.cleanup());
    beforeEach(async () => {
      await test.db.query(
        'TRUNCATE analytics_events, analytics_daily, analytics_daily_totals, analytics_daily_pages, analytics_duration_buckets, analytics_drops',
      );
      services = {
        writer: new EventWriter(async () => test.db),
        limiter: new BatchedLimit('events', { max: 0, windowMs: 60_000 }, async () => test.db),
      };
    });

    it('stores one event and answers 202 only once it is committed', async () => {
      const result = await send(pageView());
      expect(result).toEqual({ status: 202, body: { accepted: 1 } });
      expect(await countEvents(test.db)).toBe(1);
    });

    it('stores a batch with the request User-Agent, not the one in the body', async () => {
      const result = await send({
        events: [
          pageView({ user_agent: 'spoofed' }),
          {
            event_type: 'cta_click',
            session_id: session,
            page: '/industries/hvac',
            url: 'https://jackie.example/industries/hvac',
            variant: 'hvac',
            label: 'hvac_hero',
          },
        ],
      });
      expect(result.status).toBe(202);
      const rows = await listEvents(test.db);
      expect(rows.map((row) => [row.event_type, row.variant, row.label])).toEqual([
        ['page_view', null, null],
        ['cta_click', 'hvac', 'hvac_hero'],
      ]);
      const { rows: agents } = await test.db.query<{ user_agent: string }>(
        'SELECT DISTINCT user_agent FROM analytics_events',
      );
      expect(agents).toEqual([{ user_agent: browser }]);
    });

    it('groups concurrent requests and stores every acknowledged event', async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send({ events: [pageView({ page: `/p${i}` }), pageView()] }),
        ),
      );
      expect(results.every((result) => result.status === 202)).toBe(true);
      expect(await countEvents(test.db)).toBe(80);
    });

    it('answers 400 with the list of problems and stores nothing', async () => {
      const result = await send({
        events: [
          pageView({ event_type: 'purchase' }),
          pageView({ url: 'javascript:alert(1)', variant: 'gold', duration_ms: -5 }),
        ],
      });
      expect(result.status).toBe(400);
      const issues = result.status === 400 ? result.body.error.issues : [];
      const paths = issues?.map((issue) => issue.path) ?? [];
      expect(paths).toEqual(
        expect.arrayContaining([
          'events.0.event_type',
          'events.1.url',
          'events.1.variant',
          'events.1.duration_ms',
        ]),
      );
      expect(await countEvents(test.db)).toBe(0);
    });

    it.each([
      ['invalid JSON', 'not json{'],
      ['an unknown field', pageView({ extra: 1 })],
      ['a session id that is not a UUID', pageView({ session_id: '123' })],
      ['a page outside the site', pageView({ page: 'https://evil.example' })],
      [
        'an oversized metadata object',
        pageView({
          metadata: {
            note: 'x'.repeat(250),
            a: 'x'.repeat(250),
            b: 'x'.repeat(250),
            c: 'x'.repeat(250),
            d: 'x'.repeat(250),
          },
        }),
      ],
      [
        'a duration over a day',
        pageView({ event_type: 'session_end', duration_ms: limits.maxDurationMs + 1 }),
      ],
      ['an empty batch', { events: [] }],
      [
        'a batch over the limit',
        { events: Array.from({ length: limits.maxEventsPerRequest + 1 }, () => pageView()) },
      ],
    ])('refuses %s with 400', async (_, body) => {
      expect((await send(body)).status).toBe(400);
      expect(await countEvents(test.db)).toBe(0);
    });

    it('answers 413 for a body over the cap, before parsing it', async () => {
      const huge = `{"events":[${'"x",'.repeat(limits.maxBodyBytes / 4)}]}`;
      expect((await send(huge)).status).toBe(413);
    });

    it('answers 415 for a content type it does not read', async () => {
      const result = await send(pageView(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(result.status).toBe(415);
    });

    it('rate-limits one client with 429 and a Retry-After, leaving others alone', async () => {
      services.limiter = new BatchedLimit(
        'events',
        { max: 2, windowMs: 60_000 },
        async () => test.db,
      );
      expect((await send(pageView())).status).toBe(202);
      expect((await send(pageView())).status).toBe(202);
      const limited = await send(pageView());
      expect(limited.status).toBe(429);
      expect('retryAfter' in limited && limited.retryAfter).toBeGreaterThan(0);
      // Another address in X-Forwarded-For is the same client: nobody vouches for that header.
      expect((await send(pageView(), { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
      expect((await send(pageView(), { 'x-jackie-peer': '198.51.100.2' })).status).toBe(202);
    });

    it('answers 2xx to bots, staff, GPC and referrer spam without storing them', async () => {
      const cases: Record<string, string>[] = [
        {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        },
        { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0 Safari/537.36' },
        { cookie: 'theme=dark; better-auth.session_token=abc.def' },
        { 'sec-gpc': '1' },
      ];
      for (const headers of cases) expect((await send(pageView(), headers)).status).toBe(202);
      const spam = await send(pageView({ metadata: { referrer: 'https://www.semalt.com/x' } }));
      expect(spam.status).toBe(202);
      expect(await countEvents(test.db)).toBe(0);
    });

    it('counts every dropped event by reason', async () => {
      await send(pageView(), { 'user-agent': 'curl/8.5.0' });
      await send({ events: [pageView(), pageView()] }, { 'user-agent': 'curl/8.5.0' });
      await send(pageView({ event_type: 'nope' }));
      await send(`{"events":[${'"x",'.repeat(limits.maxBodyBytes / 4)}]}`);
      await send(pageView()); // a stored event flushes the pending counts with it
      const drops = await getDroppedEvents(test.db, { from: null, to: '2100-01-01' });
      expect(Object.fromEntries(drops.map((d) => [d.reason, d.events]))).toEqual({
        bot: 3,
        invalid: 1,
        oversize: 1,
      });
    });

    it('answers 503 when the database is unavailable, so the tracker keeps the events', async () => {
      services.writer = new EventWriter(async () => {
        throw new Error('connection refused');
      });
      const result = await send(pageView());
      expect(result.status).toBe(503);
      expect('retryAfter' in result && result.retryAfter).toBe(5);
    });
  });
}
