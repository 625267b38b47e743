import 'server-only';
import type { z } from 'zod';
import { getDb } from '@/lib/db/client';
import type { DropReason, EventRow } from '@/lib/db/queries/events';
import { env } from '@/lib/env';
import { isBot, isSpamReferrer } from './bots';
import { RateLimiter } from './rate-limit';
import { type AnalyticsEvent, limits, parseEventPayload } from './schema';
import { EventWriter } from './writer';

export type IngestServices = { writer: EventWriter; limiter: RateLimiter };
const globalForIngest = globalThis as unknown as { jackieIngest?: IngestServices };

function services(): IngestServices {
  globalForIngest.jackieIngest ??= {
    writer: new EventWriter(getDb),
    limiter: new RateLimiter(env().ANALYTICS_RATE_LIMIT),
  };
  return globalForIngest.jackieIngest;
}

export type IngestResult =
  | { status: 202; body: { accepted: number } }
  | { status: 400; body: ErrorBody }
  | { status: 413 | 415 | 429 | 503; body: ErrorBody; retryAfter?: number };

type ErrorBody = {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
};

const fail = <S extends 400 | 413 | 415 | 429 | 503>(
  status: S,
  code: string,
  message: string,
  extra: Partial<ErrorBody['error']> = {},
) => ({ status, body: { error: { code, message, ...extra } } });

/** The client's address: the last X-Forwarded-For hop, which our own server or proxy appended. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || headers.get('x-real-ip') || 'unknown';
}

/** A signed-in staff browser carries the auth session cookie; its visits are not counted. */
export function hasStaffSession(headers: Headers): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(headers.get('cookie') ?? '');
}

/** Reads at most `max` bytes; null when the body is larger (checked before parsing anything). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function toRow(event: AnalyticsEvent, receivedAt: Date, userAgent: string | null): EventRow {
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
  };
}

/**
 * POST /api/events: size, rate limit, parse, validate, filter, store. A 202 is sent only after
 * the events are committed; when the database is unavailable the answer is 503 and the tracker
 * keeps the events for a later try.
 */
export function ingest(request: Request): Promise<IngestResult> {
  return ingestWith(services(), request);
}

export async function ingestWith(
  { writer, limiter }: IngestServices,
  request: Request,
): Promise<IngestResult> {
  const headers = request.headers;
  const dropped = (reason: DropReason, events = 1) => writer.drop(reason, events);

  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && type !== 'text/plain' && type !== '') {
    return fail(415, 'unsupported_media_type', 'Send events as application/json or text/plain.');
  }
  const retryAfter = limiter.take(clientKey(headers));
  if (retryAfter > 0) {
    dropped('rate_limit');
    return {
      ...fail(429, 'rate_limited', 'Too many requests; try again later.'),
      retryAfter,
    };
  }
  const text = await readCapped(request, limits.maxBodyBytes);
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
  const userAgent = headers.get('user-agent');
  const accepted = { status: 202 as const, body: { accepted: events.length } };

  // Refused quietly with a 2xx: there is nothing for these clients to fix or retry.
  const ignored: DropReason | null =
    headers.get('sec-gpc') === '1'
      ? 'gpc'
      : hasStaffSession(headers)
        ? 'staff'
        : isBot(userAgent)
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
  try {
    await writer.write(kept.map((event) => toRow(event, receivedAt, userAgent)));
  } catch (error) {
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
    message: issue.message,
  }));
}
