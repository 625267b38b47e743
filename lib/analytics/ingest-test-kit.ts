/**
 * What the ingestion tests share: a browser's request to POST /api/events, a valid page view, and
 * fresh ingestion services (a real EventWriter) on an emptied test database.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '@/lib/db/client';
import type { EventRow } from '@/lib/db/queries/events';
import { BatchedLimit } from '@/lib/http/rate-limit';
import { setServerHook } from '@/lib/server-hooks.mjs';
import type { Engine, TestDatabase } from '@/tests/db/harness';
import { fromWebRequest, type IngestServices, ingestWith } from './ingest';
import { landingOf } from './visit';
import { EventWriter } from './writer';

// As scripts/server.mjs does: its peer header carries each request's socket address.
setServerHook('peerHeader', true);

export const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
export const session = '0b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d10';

export const pageView = (overrides: Record<string, unknown> = {}) => ({
  event_type: 'page_view',
  session_id: session,
  page: 'landing',
  url: 'https://jackie.example/',
  ...overrides,
});

/** A click on the pool Book a Demo link of /pools. */
export const bookingClick = (overrides: Record<string, unknown> = {}) => ({
  event_type: 'cta_click',
  session_id: session,
  page: '/pools',
  url: 'https://jackie.example/pools',
  variant: 'pool',
  label: 'pool_hero',
  ...overrides,
});

/**
 * A landing page view as stored, received at `receivedAt`, with the click ids' values kept as
 * they are while an ad platform is configured: for tests that place a visit in time.
 */
export function landingView({
  sessionId,
  url,
  receivedAt,
  page = 'landing',
  userAgent = null,
}: {
  sessionId: string;
  url: string;
  receivedAt: Date;
  page?: string;
  userAgent?: string | null;
}): EventRow {
  return {
    receivedAt,
    sessionId,
    userAgent,
    page,
    url,
    label: null,
    variant: null,
    durationMs: null,
    metadata: null,
    eventType: 'page_view',
    landing: landingOf({
      page,
      url,
      referrer: null,
      userAgent,
      siteHosts: ['jackie.example'],
      keepClickIds: true,
    }),
  };
}

export function post(body: unknown, headers: Record<string, string> = {}) {
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

/** Empties the analytics tables and returns services writing to `db`, without a rate limit. */
export async function freshServices(db: Database): Promise<IngestServices> {
  await db.query(
    'TRUNCATE analytics_events, analytics_daily, analytics_daily_totals, analytics_daily_pages, analytics_duration_buckets, analytics_drops, analytics_sessions, analytics_daily_vitals, analytics_monthly_vitals, booking, conversion_outbox, crm_deal, ad_spend, spend_import',
  );
  return {
    writer: new EventWriter(async () => db),
    limiter: new BatchedLimit('events', { max: 0, windowMs: 60_000 }, async () => db),
  };
}

/** Sends `body` as a browser would, with `headers` on top. */
export const sendWith = (
  services: IngestServices,
  body: unknown,
  headers?: Record<string, string>,
) => ingestWith(services, fromWebRequest(post(body, headers)));

/**
 * For a suite that sends requests through ingestion: a database on `engine` for the suite, emptied
 * before each test with fresh services; each test's pending drop counts are written before the
 * next test empties the tables.
 */
export function useIngest(engine: Engine) {
  let test: TestDatabase | undefined;
  let services: IngestServices | undefined;
  beforeAll(async () => {
    test = await engine.open();
  }, 60_000);
  afterAll(async () => test?.cleanup());
  beforeEach(async () => {
    services = await freshServices(suite.db);
  });
  afterEach(() => services?.writer.close());
  const suite = {
    get db(): Database {
      if (!test) throw new Error(`The ${engine.name} test database is not open yet.`);
      return test.db;
    },
    get services(): IngestServices {
      if (!services) throw new Error('Ingestion services exist only inside a test.');
      return services;
    },
    send: (body: unknown, headers?: Record<string, string>) =>
      sendWith(suite.services, body, headers),
  };
  return suite;
}
