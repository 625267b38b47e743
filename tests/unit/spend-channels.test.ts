import { describe, expect, it } from 'vitest';
import { channelOf } from '@/lib/analytics/channels';
import { canonicalSource } from '@/lib/sources';
import { spendFormats } from '@/lib/spend/formats';

/**
 * Spend is matched to visits by source and medium; the ad platforms' must be the names the
 * views show (lib/sources.ts) and fall in the paid channels. Here, since lib/spend and
 * lib/analytics are two features that do not import each other (lib/db/layers.test.ts).
 */
describe('the ad platforms’ source and medium for spend', () => {
  const format = (id: string) => spendFormats.find((candidate) => candidate.id === id);
  const channel = (id: string) =>
    channelOf({
      referrerHost: null,
      utmSource: format(id)?.source ?? null,
      utmMedium: format(id)?.medium ?? null,
      clickId: null,
    });

  it('are canonical source names', () => {
    for (const id of ['google', 'meta', 'microsoft']) {
      const source = format(id)?.source ?? null;
      expect(canonicalSource(source)).toBe(source);
    }
  });

  it('are counted as Paid Search (Google, Microsoft) and Paid Social (Meta)', () => {
    expect(channel('google')).toBe('Paid Search');
    expect(channel('microsoft')).toBe('Paid Search');
    expect(channel('meta')).toBe('Paid Social');
  });
});
