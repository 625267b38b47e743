import 'server-only';
import type { z } from 'zod';
import { anyConversionDestination } from '@/lib/conversions/config';
import { getDb } from '@/lib/db/client';
import type { EventRow } from '@/lib/db/queries/events';
import { env } from '@/lib/env';
import { readRequestText } from '@/lib/http/body';
import { clientAddress } from '@/lib/http/client-address';
import { type ErrorBody, errorBody } from '@/lib/http/error-body';
import { BatchedLimit } from '@/lib/http/rate-limit';
import { limitKey } from '@/lib/http/trust-proxy';
import { processSingleton } from '@/lib/process-singleton';
import { siteUrl } from '@/lib/site/config';
import { isBot, isSpamReferrer } from './bots';
import type { DropReason } from './drop-reasons';
import { type AnalyticsEvent, limits, parseEventPayload } from './schema';
import { landingOf } from './visit';
import { EventsRefusedError, EventWriter } from './writer';

export type IngestServices = { writer: EventWriter; limiter: Pick<BatchedLimit, 'check'> };
/** Made on the first request; shutdown drains them only if they exist. */
const processIngest = () =>
  processSingleton('analytics.ingest', (): { services?: IngestServices } => ({}));

function services(): IngestServices {
  const slot = processIngest();
  slot.services ??= {
    writer: new EventWriter(getDb),
    // Decided in memory, shared with the other instances through the database once a second.
    limiter: new BatchedLimit('events', { max: env().ANALYTICS_RATE_LIMIT, windowMs: 60_000 }),
  };
  return slot.services;
}

/** Writes what ingestion still holds (events being committed, drop counts); for shutdown. */
export async function drainIngest(): Promise<void> {
  await processIngest().services?.writer.close();
}

export type IngestResult =
  | { status: 202; body: { accepted: number } }
  | { status: 400; body: ErrorBody }
  | { status: 413 | 415 | 429 | 503; body: ErrorBody; retryAfter?: number };

/** The headers of an answer, whichever server sends it: never cached, Retry-After on a refusal. */
export function resultHeaders(result: IngestResult): Record<string, string> {
  const retryAfter = 'retryAfter' in result ? result.retryAfter : undefined;
  return retryAfter
    ? { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfter) }
    : { 'Cache-Control': 'no-store' };
}

const fail = <S extends 400 | 413 | 415 | 429 | 503>(
  status: S,
  code: string,
  message: string,
  extra: Parameters<typeof errorBody>[2] = {},
) => ({ status, body: errorBody(code, message, extra) });

/**
 * What ingestion needs from a request, whichever server received it: the Next.js route handler
 * (a web Request, see fromWebRequest) or the production server's direct path (lib/analytics/http.ts).
 */
export type IngestRequest = {
  /** A request header (case-insensitive name), or null. */
  header(name: string): string | null;
  /** The body as text; null when it is larger than `max` bytes, found out before reading it all. */
  readText(max: number): Promise<string | null>;
  /** The socket's peer address, when the server holding the socket answers (the direct path). */
  peer?: () => string | null;
};

type HeaderSource = Pick<IngestRequest, 'header'>;

/** A signed-in staff browser carries the auth session cookie; its visits are not counted. */
export function hasStaffSession(request: HeaderSource): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.header('cookie') ?? '');
}

/** A web Request (the Next.js route handler, tests) as ingestion reads it. */
export function fromWebRequest(request: Request): IngestRequest {
  return {
    header: (name) => request.headers.get(name),
    readText: (max) => readRequestText(request, max),
  };
}

function toRow(
  event: AnalyticsEvent,
  receivedAt: Date,
  userAgent: string | null,
  siteHosts: readonly string[],
  keepClickIds: boolean,
): EventRow {
  return {
    receivedAt,
    sessionId: event.session_id,
    userAgent: userAgent?.slice(0, 512) ?? null,
    page: event.page,
    url: event.url,
    label: event.label ?? null,
    variant: event.variant ?? null,
    durationMs: event.duration_ms ?? null,
    metadata: event.metadata ?? null,
    eventType: event.event_type,
    // What the visit's row takes from its first page view (lib/analytics/visit.ts).
    landing:
      event.event_type === 'page_view'
        ? landingOf({
            page: event.page,
            url: event.url,
            referrer: event.metadata?.referrer,
            userAgent,
            siteHosts,
            keepClickIds,
          })
        : null,
  };
}

/**
 * POST /api/events: size, rate limit, parse, validate, filter, store. A 202 is sent only after
 * the events are committed; when the database is unavailable the answer is 503 and the tracker
 * keeps the events for a later try.
 */
export function ingest(request: IngestRequest): Promise<IngestResult> {
  return ingestWith(services(), request);
}

export async function ingestWith(
  { writer, limiter }: IngestServices,
  request: IngestRequest,
): Promise<IngestResult> {
  const dropped = (reason: DropReason, events = 1) => writer.drop(reason, events);

  const type = request.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && type !== 'text/plain' && type !== '') {
    return fail(415, 'unsupported_media_type', 'Send events as application/json or text/plain.');
  }
  const verdict = limiter.check(limitKey(clientAddress(request)));
  if (!verdict.ok) {
    dropped('rate_limit');
    return {
      ...fail(429, 'rate_limited', 'Too many requests; try again later.'),
      retryAfter: verdict.retryAfter,
    };
  }
  const text = await request.readText(limits.maxBodyBytes);
  if (text === null) {
    dropped('oversize');
    return fail(413, 'payload_too_large', `The body is larger than ${limits.maxBodyBytes} bytes.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    dropped('invalid');
    return fail(400, 'invalid_json', 'The body is not valid JSON.', { issues: [] });
  }
  const parsed = parseEventPayload(json);
  if (!parsed.success) {
    const count = Array.isArray((json as { events?: unknown })?.events)
      ? (json as { events: unknown[] }).events.length
      : 1;
    dropped('invalid', Math.max(1, Math.min(count, limits.maxEventsPerRequest)));
    return fail(400, 'invalid_event', 'Some events are not valid.', {
      issues: flattenIssues(parsed.error),
    });
  }
  const events = parsed.events;
  const userAgent = request.header('user-agent');
  const accepted = { status: 202 as const, body: { accepted: events.length } };

  // Refused quietly with a 2xx: there is nothing for these clients to fix or retry.
  const ignored: DropReason | null =
    request.header('sec-gpc') === '1'
      ? 'gpc'
      : hasStaffSession(request)
        ? 'staff'
        : parsed.automation || isBot(userAgent)
          ? 'bot'
          : null;
  if (ignored) {
    dropped(ignored, events.length);
    return accepted;
  }
  const kept = events.filter((event) => !isSpamReferrer(event.metadata?.referrer));
  if (kept.length < events.length) dropped('spam', events.length - kept.length);
  if (kept.length === 0) return accepted;

  const receivedAt = new Date();
  const siteHosts = [new URL(siteUrl()).host];
  try {
    const keepClickIds = anyConversionDestination();
    await writer.write(
      kept.map((event) => toRow(event, receivedAt, userAgent, siteHosts, keepClickIds)),
    );
  } catch (error) {
    if (error instanceof EventsRefusedError) {
      // Something in this request's own events; another try would fail the same way.
      dropped('invalid', kept.length);
      return fail(400, 'invalid_event', 'Some events cannot be stored.', {
        issues: [{ path: 'events', message: error.message }],
      });
    }
    console.warn('analytics: events not stored:', (error as Error).message);
    return {
      ...fail(503, 'unavailable', 'Events cannot be stored right now; try again later.'),
      retryAfter: 5,
    };
  }
  return accepted;
}

function flattenIssues(error: z.ZodError) {
  return error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.join('.'),
    // A metadata key's own problems are nested; name them rather than "Invalid key in record".
    message:
      issue.code === 'invalid_key'
        ? `key ${issue.issues.map((inner) => inner.message).join('; ')}`
        : issue.message,
  }));
}
