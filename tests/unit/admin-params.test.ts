/**
 * No admin reader gets a user-chosen number it has not bounded (issue 44): whatever query string
 * a signed-in person (or a link they open) sends, what the parsers hand to the queries is one of
 * a few shapes of bounded size. A range is a preset or at most 400 days from 2000 to a year
 * ahead; a page number is at most a million; a filter value at most 301 characters; a table named
 * at most once. The readers' own work then follows from those bounds, never from the request.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCampaignViewState } from '@/lib/analytics/campaign-links';
import {
  customRangeDays,
  isRangePreset,
  parseRangeParam,
  rangeWindow,
} from '@/lib/analytics/range';
import { spanDays } from '@/lib/calendar';
import { campaignTables } from '@/lib/db/campaign-model';
import { parseLeadFilter } from '@/lib/leads/admin';

// The parsers read the clock (a range may reach a year ahead of today): so does the test.
const now = new Date();

const day = fc.oneof(
  fc.constantFrom('9999-12-31', '0000-01-01', '275760-09-13', '+010000-01', '1999-12-31'),
  fc
    .tuple(
      fc.integer({ min: -1, max: 12_000 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ),
);
const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.tuple(day, day).map(([from, to]) => `${from}..${to}`),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('1e308', 'Infinity', 'NaN', '-0', '0x7fffffff', '7d', 'all'),
);
const names = [
  'range',
  'channel',
  'source',
  'campaign',
  'page',
  'entry',
  'device',
  'variant',
  'sort',
  'all',
  'leadsPage',
  'leadStatus',
];
const query = fc
  .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 20 })
  .map((pairs) => new URLSearchParams(pairs));

function expectBoundedRange(range: string) {
  if (isRangePreset(range)) return;
  const days = customRangeDays(range, now);
  expect(days, range).not.toBeNull();
  if (!days) return;
  expect(spanDays(days.from, days.to)).toBeLessThanOrEqual(400);
  expect(days.from >= rangeWindow(now).from && days.to <= rangeWindow(now).to).toBe(true);
}

describe('what an admin query string can ask of the readers', () => {
  it('the range: a preset, or a bounded exact range', () => {
    fc.assert(fc.property(value, (text) => expectBoundedRange(parseRangeParam(text, now))));
  });

  it('the campaign view: a bounded range, short filters, each table at most once', () => {
    fc.assert(
      fc.property(query, (params) => {
        const state = parseCampaignViewState(params);
        expectBoundedRange(state.range);
        for (const filter of Object.values(state.filters)) {
          expect(filter.length).toBeLessThanOrEqual(301);
        }
        expect(new Set(state.all).size).toBe(state.all.length);
        for (const table of [...state.all, ...Object.keys(state.sort)]) {
          expect(campaignTables.map((known) => known.id)).toContain(table);
        }
      }),
    );
  });

  it('the leads inbox: a page from 1 to a million', () => {
    fc.assert(
      fc.property(query, (params) => {
        const { page } = parseLeadFilter(params);
        expect(Number.isInteger(page) && page >= 1 && page <= 1e6, String(page)).toBe(true);
      }),
    );
  });
});
