import { describe, expect, it, vi } from 'vitest';
import { getDroppedEvents } from '@/lib/db/queries/dashboard';
import { countEvents, listEvents } from '@/lib/db/queries/events';
import { BatchedLimit } from '@/lib/http/rate-limit';
import { engines } from '@/tests/db/harness';
import { browser, pageView, session, useIngest } from './ingest-test-kit';
import { conversionTypes, limits } from './schema';
import { dropFlushMs, EventsRefusedError, EventWriter } from './writer';

/** A string holding U+0000, and ones holding a lone high and a lone low surrogate. */
const nul = 'a\u0000b';
const loneHigh = 'a\uD800b';
const loneLow = 'a\uDC00b';

for (const engine of engines()) {
  describe(`POST /api/events on ${engine.name}`, () => {
    const suite = useIngest(engine);
    const { send } = suite;

    it('stores one event and answers 202 only once it is committed', async () => {
      const result = await send(pageView());
      expect(result).toEqual({ status: 202, body: { accepted: 1 } });
      expect(await countEvents(suite.db)).toBe(1);
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
      const rows = await listEvents(suite.db);
      expect(rows.map((row) => [row.event_type, row.variant, row.label])).toEqual([
        ['page_view', null, null],
        ['cta_click', 'hvac', 'hvac_hero'],
      ]);
      const { rows: agents } = await suite.db.query<{ user_agent: string }>(
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
      expect(await countEvents(suite.db)).toBe(80);
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
      expect(await countEvents(suite.db)).toBe(0);
    });

    it.each([
      ['invalid JSON', 'not json{'],
      ['an unknown field', pageView({ extra: 1 })],
      ['a session id that is not a UUID', pageView({ session_id: '123' })],
      ['a page outside the site', pageView({ page: 'https://evil.example' })],
      // Conversions are recorded by the server only (lib/analytics/conversions.ts).
      ...conversionTypes.map(
        (type) =>
          [`the server-only type ${type}`, pageView({ event_type: type })] as [string, unknown],
      ),
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
      expect(await countEvents(suite.db)).toBe(0);
    });

    it.each([
      ['page', pageView({ page: `/pricing${nul}` }), 'page'],
      ['url', pageView({ url: `https://jackie.example/${nul}` }), 'url'],
      ['label', pageView({ label: nul }), 'label'],
      ['a metadata value', pageView({ metadata: { referrer: nul } }), 'metadata.referrer'],
      ['a metadata key', pageView({ metadata: { [nul]: 1 } }), 'metadata'],
      ['the reported user agent', pageView({ user_agent: nul }), 'user_agent'],
      ['page (lone high surrogate)', pageView({ page: `/${loneHigh}` }), 'page'],
      ['label (lone low surrogate)', pageView({ label: loneLow }), 'label'],
      ['a metadata value (lone surrogate)', pageView({ metadata: { q: loneHigh } }), 'metadata.q'],
      ['a metadata key (lone surrogate)', pageView({ metadata: { [loneLow]: 'x' } }), 'metadata'],
      [
        'the second event of a batch',
        { events: [pageView(), pageView({ label: nul })] },
        'events.1.label',
      ],
    ])(
      'refuses U+0000 or an unpaired surrogate in %s with 400 naming the field',
      async (_, body, path) => {
        const result = await send(body);
        expect(result.status).toBe(400);
        const issues = result.status === 400 ? (result.body.error.issues ?? []) : [];
        expect(issues).toContainEqual({
          path: expect.stringMatching(new RegExp(`^${path.replace('.', '\\.')}`)),
          message: expect.stringMatching(/U\+0000|surrogate/),
        });
        expect(await countEvents(suite.db)).toBe(0);
      },
    );

    it('stores every good request of a burst that carries NUL-byte events, and refuses only those', async () => {
      // 200 concurrent requests, every tenth one poisoned in a different field.
      const poisons = [
        { page: `/p${nul}` },
        { url: `https://jackie.example/${nul}` },
        { label: nul },
        { metadata: { referrer: `https://x.example/${nul}` } },
        { metadata: { [`k${nul}`]: 'v' } },
      ];
      const requests = Array.from({ length: 200 }, (_, i) => {
        const poisoned = i % 10 === 0;
        const events = [
          pageView({ page: `/good/${i}` }),
          pageView({ page: `/good/${i}`, ...(poisoned ? poisons[(i / 10) % poisons.length] : {}) }),
        ];
        return { i, poisoned, result: send({ events }) };
      });
      const answers = await Promise.all(
        requests.map(async ({ i, poisoned, result }) => ({
          i,
          poisoned,
          status: (await result).status,
        })),
      );
      expect(answers.filter((a) => a.poisoned).map((a) => a.status)).toEqual(Array(20).fill(400));
      expect(answers.filter((a) => !a.poisoned).map((a) => a.status)).toEqual(Array(180).fill(202));
      const { rows } = await suite.db.query<{ page: string; n: number }>(
        'SELECT page, count(*)::int AS n FROM analytics_events GROUP BY page',
      );
      const stored = new Map(rows.map((row) => [row.page, row.n]));
      for (const { i, poisoned } of answers)
        expect(stored.get(`/good/${i}`)).toBe(poisoned ? undefined : 2);
    });

    it("answers 400, not 503, when the database refuses a request's own events", async () => {
      suite.services.writer.write = async () => {
        throw new EventsRefusedError(
          Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
        );
      };
      const result = await send(pageView());
      expect(result.status).toBe(400);
    });

    it('drops events of a browser that reports automation (navigator.webdriver) as bots', async () => {
      const result = await send({ events: [pageView(), pageView()], automation: true });
      expect(result).toEqual({ status: 202, body: { accepted: 2 } });
      expect(await countEvents(suite.db)).toBe(0);
      await suite.services.writer.close();
      const drops = await getDroppedEvents(suite.db, { from: null, to: '2100-01-01' });
      expect(drops).toEqual([{ reason: 'bot', events: 2 }]);
      // Only the flag's presence means something; a browser without it sends nothing.
      expect((await send({ events: [pageView()], automation: false })).status).toBe(400);
    });

    it('writes drop counts within a second of the first drop, with no event to carry them', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await send(pageView(), { 'user-agent': 'curl/8.5.0' });
        vi.advanceTimersByTime(dropFlushMs);
      } finally {
        vi.useRealTimers();
      }
      await vi.waitFor(async () => {
        const drops = await getDroppedEvents(suite.db, { from: null, to: '2100-01-01' });
        expect(drops).toEqual([{ reason: 'bot', events: 1 }]);
      });
      expect(dropFlushMs).toBeLessThanOrEqual(1_000);
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
      suite.services.limiter = new BatchedLimit(
        'events',
        { max: 2, windowMs: 60_000 },
        async () => suite.db,
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

    it('limits an IPv6 client by its /64, whichever address of it the client picks', async () => {
      suite.services.limiter = new BatchedLimit(
        'events',
        { max: 2, windowMs: 60_000 },
        async () => suite.db,
      );
      const from = (peer: string) => send(pageView(), { 'x-jackie-peer': peer });
      expect((await from('2001:db8:7:1::1')).status).toBe(202);
      expect((await from('2001:db8:7:1:aaaa:bbbb:cccc:dddd')).status).toBe(202);
      expect((await from('2001:db8:7:1::ffff')).status).toBe(429);
      // The next /64 is another client.
      expect((await from('2001:db8:7:2::1')).status).toBe(202);
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
      expect(await countEvents(suite.db)).toBe(0);
    });

    it('counts every dropped event by reason', async () => {
      await send(pageView(), { 'user-agent': 'curl/8.5.0' });
      await send({ events: [pageView(), pageView()] }, { 'user-agent': 'curl/8.5.0' });
      await send(pageView({ event_type: 'nope' }));
      await send(`{"events":[${'"x",'.repeat(limits.maxBodyBytes / 4)}]}`);
      await send(pageView()); // a stored event flushes the pending counts with it
      const drops = await getDroppedEvents(suite.db, { from: null, to: '2100-01-01' });
      expect(Object.fromEntries(drops.map((d) => [d.reason, d.events]))).toEqual({
        bot: 3,
        invalid: 1,
        oversize: 1,
      });
    });

    it('answers 503 when the database is unavailable, so the tracker keeps the events', async () => {
      suite.services.writer = new EventWriter(async () => {
        throw new Error('connection refused');
      });
      const result = await send(pageView());
      expect(result.status).toBe(503);
      expect('retryAfter' in result && result.retryAfter).toBe(5);
    });
  });
}
