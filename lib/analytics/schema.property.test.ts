/**
 * Whatever the schema accepts, the database stores: arbitrary events (odd Unicode, lone
 * surrogates, NUL, long strings, metadata) go through ingestion with a real EventWriter. Every
 * answer is 202 with the events stored, or 400 for exactly the payloads the schema refuses;
 * never 503, which would mean an accepted event that cannot be inserted.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countEvents } from '@/lib/db/queries/events';
import { bookingVariants } from '@/lib/site/booking';
import { engines, type TestDatabase } from '@/tests/db/harness';
import type { IngestServices } from './ingest';
import { freshServices, sendWith } from './ingest-test-kit';
import { eventTypes, limits, parseEventPayload } from './schema';

/** Code units the database is particular about, mixed into otherwise arbitrary text. */
const oddUnits = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uD83D\uDE00',
  '\u{10FFFF}',
  '\u200B',
  '\uFEFF',
  '\u0301',
  '\\',
  '"',
  "'",
  '%00',
  '\r\n',
  ' ',
);
/** Mostly short text of any code points; sometimes the database's odd ones; sometimes near the limit. */
const oddText = (maxLength: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 24) }) },
    { weight: 2, arbitrary: fc.string({ unit: oddUnits, maxLength: Math.min(maxLength, 12) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: maxLength - 3, maxLength }) },
  );

const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });

const metadataValue = fc.oneof(
  oddText(256),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

const event = fc.record(
  {
    event_type: fc.constantFrom(...eventTypes),
    session_id: fc.uuid({ version: 4 }),
    page: fc.oneof(
      fc.constant('landing'),
      oddText(299).map((path) => `/${path}`),
    ),
    url: fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      oddText(200).map((path) => `https://jackie.example/${path}`),
    ),
    label: optional(
      fc.oneof(
        oddText(120).filter((label) => label.trim() !== ''),
        fc.constant(null),
      ),
    ),
    variant: optional(fc.constantFrom(...bookingVariants, null)),
    duration_ms: optional(fc.integer({ min: 0, max: limits.maxDurationMs })),
    metadata: optional(
      fc.dictionary(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }),
          },
          { weight: 1, arbitrary: oddText(40) },
        ),
        metadataValue,
        {
          maxKeys: limits.maxMetadataKeys,
          size: 'small',
        },
      ),
    ),
    user_agent: optional(oddText(512)),
  },
  { requiredKeys: ['event_type', 'session_id', 'page', 'url'] },
);

const payload = fc.oneof(
  event,
  fc.record({ events: fc.array(event, { minLength: 1, maxLength: 5 }) }),
);

for (const engine of engines()) {
  describe(`schema and database agree on ${engine.name}`, () => {
    let test: TestDatabase;
    let services: IngestServices;
    beforeAll(async () => {
      test = await engine.open();
      services = await freshServices(test.db);
    }, 60_000);
    afterEach(() => services.writer.close());
    afterAll(async () => test?.cleanup());

    it('stores every payload the schema accepts and refuses the rest with 400', async () => {
      const answers = { 202: 0, 400: 0 };
      await fc.assert(
        fc.asyncProperty(payload, async (body) => {
          const accepted = parseEventPayload(body);
          const before = await countEvents(test.db);
          const result = await sendWith(services, body);
          expect(result.status).toBe(accepted.success ? 202 : 400);
          const stored = (await countEvents(test.db)) - before;
          expect(stored).toBe(accepted.success ? accepted.events.length : 0);
          answers[result.status as 202 | 400] += 1;
        }),
        { numRuns: 150 },
      );
      // The generators reach both sides of the rule.
      expect(answers[202]).toBeGreaterThan(20);
      expect(answers[400]).toBeGreaterThan(20);
    }, 60_000);
  });
}
