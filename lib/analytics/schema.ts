import { z } from 'zod';
import { bookingVariants } from '@/lib/site/booking';
import { hasNul, hasUnpairedSurrogate } from '@/lib/storable-text';
import { type VitalMetric, vitalMetrics, vitals } from './web-vitals';

/**
 * The analytics event, shared by the browser tracker, the ingestion endpoint and the tests.
 * Field names are the specification's, in snake_case; the server adds the receive time.
 *
 * The types the browser may send (the tracker, through /api/events).
 */
export const eventTypes = [
  'page_view',
  'cta_click',
  'session_end',
  'video_play',
  'video_watch',
  'web_vitals',
] as const;
export type EventType = (typeof eventTypes)[number];

/**
 * Conversions the server records itself (lib/analytics/conversions.ts), never accepted from the
 * browser: a stored contact request, a booked demo and its cancellation (the booking webhook,
 * lib/bookings/). A booked demo's events are dated the day the booking was made, its cancellation's
 * too, so booked demos of a day are `booked_demo` less `booking_cancelled` of that day.
 */
export const conversionTypes = ['contact_submit', 'booked_demo', 'booking_cancelled'] as const;
export type ConversionType = (typeof conversionTypes)[number];

/** Every `event_type` stored in analytics_events and counted by the rollups. */
export const storedEventTypes = [...eventTypes, ...conversionTypes] as const;
export type StoredEventType = (typeof storedEventTypes)[number];

export const limits = {
  /** Bytes of request body the endpoint reads before answering 413. */
  maxBodyBytes: 32 * 1024,
  maxEventsPerRequest: 50,
  maxMetadataBytes: 1024,
  maxMetadataKeys: 16,
  /** A session or a video longer than a day is not a measurement we trust. */
  maxDurationMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * Text PostgreSQL stores as it was sent (lib/storable-text.ts): one event that is not would make
 * the database refuse the whole group commit, so every string of an event passes here.
 */
const storable = (schema: z.ZodString) =>
  schema
    .refine((value) => !hasNul(value), 'must not contain U+0000 (NUL)')
    .refine(
      (value) => !hasUnpairedSurrogate(value),
      'must not contain an unpaired UTF-16 surrogate',
    );

const text = (max: number) => storable(z.string().trim().min(1).max(max));

const metadataValue = z.union([
  storable(z.string().max(256)),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

export const metadataSchema = z
  .record(storable(z.string().min(1).max(40)), metadataValue)
  .refine((value) => Object.keys(value).length <= limits.maxMetadataKeys, {
    message: `at most ${limits.maxMetadataKeys} keys`,
  })
  .refine((value) => JSON.stringify(value).length <= limits.maxMetadataBytes, {
    message: `at most ${limits.maxMetadataBytes} bytes`,
  });

const httpUrl = storable(z.string().max(2048)).refine((value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an http(s) URL');

/**
 * A `web_vitals` event's metadata: the page view's LCP, INP and TTFB in whole milliseconds and
 * its CLS (at most four decimals), each within its cap (lib/analytics/web-vitals.ts); a metric
 * not measured is absent, never 0 or null, and at least one is there.
 */
export const vitalValuesSchema = z
  .strictObject(
    Object.fromEntries(
      vitalMetrics.map((metric) => {
        const { unit, max } = vitals[metric];
        const value =
          unit === 'ms'
            ? z.number().int().min(0).max(max)
            : z
                .number()
                .min(0)
                .max(max)
                .refine(
                  (score) => Math.abs(score * 1e4 - Math.round(score * 1e4)) < 1e-6,
                  'at most four decimals',
                );
        return [metric, value.optional()];
      }),
    ) as Record<VitalMetric, z.ZodOptional<z.ZodNumber>>,
  )
  .refine((values) => Object.keys(values).length > 0, 'at least one metric');

export const analyticsEventSchema = z
  .object({
    event_type: z.enum(eventTypes),
    session_id: z.uuid(),
    page: text(300).refine((value) => value === 'landing' || value.startsWith('/'), {
      message: "must be 'landing' or a path starting with /",
    }),
    url: httpUrl,
    label: text(120).nullish(),
    variant: z.enum(bookingVariants).nullish(),
    duration_ms: z.number().int().min(0).max(limits.maxDurationMs).nullish(),
    metadata: metadataSchema.nullish(),
    /** Accepted for compatibility; the server stores the request's own User-Agent header. */
    user_agent: storable(z.string().max(512)).nullish(),
  })
  .strict()
  .superRefine((event, context) => {
    if (event.event_type !== 'web_vitals') return;
    // Its metrics travel in metadata, and nothing else: no label, variant or duration.
    for (const key of ['label', 'variant', 'duration_ms'] as const) {
      if (event[key] != null) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'not part of a web_vitals event',
        });
      }
    }
    const values = vitalValuesSchema.safeParse(event.metadata);
    for (const issue of values.error?.issues ?? []) {
      context.addIssue({ ...issue, code: 'custom', path: ['metadata', ...issue.path] });
    }
  });

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const eventBatchSchema = z
  .object({
    events: z.array(analyticsEventSchema).min(1).max(limits.maxEventsPerRequest),
    /** Sent by the tracker when the browser reports automation (navigator.webdriver). */
    automation: z.literal(true).optional(),
  })
  .strict();

/** Validates a payload against the shape it claims, so problems name the exact field. */
export function parseEventPayload(json: unknown) {
  const isBatch = typeof json === 'object' && json !== null && 'events' in json;
  const result = (isBatch ? eventBatchSchema : analyticsEventSchema).safeParse(json);
  if (!result.success) return result;
  const batch = 'events' in result.data ? result.data : { events: [result.data] };
  return { success: true as const, events: batch.events, automation: batch.automation === true };
}

/** `page` for a path: the landing page is 'landing', every other page its path. */
export function pageForPath(pathname: string): string {
  return pathname === '/' || pathname === '' ? 'landing' : pathname;
}
