import { describe, expect, it } from 'vitest';
import { engines, useProcessDatabase } from '@/tests/db/harness';
import { recordConversion } from './conversions';
import { storedEventTypes } from './schema';

for (const engine of engines()) {
  describe(`recordConversion on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);

    it('stores the conversion as an event of its type, with its attribution, in the rollups', async () => {
      await recordConversion(test.db, {
        type: 'contact_submit',
        at: new Date('2025-08-11T15:00:00Z'),
        sessionId: null,
        userAgent: 'Mozilla/5.0',
        path: '/industries/hvac',
        label: 'sales',
        attribution: {
          landingPage: 'landing',
          referrer: 'https://www.google.com/',
          utmSource: 'google',
          utmMedium: null,
          utmCampaign: null,
        },
        details: { topic: 'sales', trade: 'hvac' },
      });
      const { rows } = await test.db.query<Record<string, unknown>>(
        'SELECT event_type, session_id, page, url, label, metadata FROM analytics_events',
      );
      expect(rows).toEqual([
        {
          event_type: 'contact_submit',
          session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          page: '/industries/hvac',
          url: expect.stringMatching(/\/industries\/hvac$/),
          label: 'sales',
          metadata: {
            topic: 'sales',
            trade: 'hvac',
            landing_page: 'landing',
            referrer: 'https://www.google.com/',
            utm_source: 'google',
            utm_medium: null,
            utm_campaign: null,
          },
        },
      ]);
      const totals = await test.db.query<{ event_type: string; events: number }>(
        'SELECT event_type, events::int AS events FROM analytics_daily_totals',
      );
      expect(totals.rows).toEqual([{ event_type: 'contact_submit', events: 1 }]);
      expect(storedEventTypes).toContain(rows[0]?.event_type);
    });
  });
}
