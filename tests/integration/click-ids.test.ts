/**
 * Ad click ids on both engines: their values are stored only while an ad platform is configured
 * (none is in the test environment), exactly as received when one is, and cleared 90 days after
 * the visit.
 */
import { describe, expect, it } from 'vitest';
import { landingView, pageView, session, useIngest } from '@/lib/analytics/ingest-test-kit';
import { anyConversionDestination } from '@/lib/conversions/config';
import { insertEvents } from '@/lib/db/queries/events';
import { clearOldClickIds } from '@/lib/db/queries/sessions';
import { engines } from '@/tests/db/harness';

const landingUrl =
  'https://jackie.example/?utm_source=google&utm_medium=cpc&gclid=Cj0KCQiA-Abc_123&fbclid=IwAR2xYz';

for (const engine of engines()) {
  describe(`click ids on ${engine.name}`, () => {
    const test = useIngest(engine);
    const stored = async (id: string) =>
      (
        await test.db.query<{ click_id: string | null; click_ids: unknown }>(
          'SELECT click_id, click_ids FROM analytics_sessions WHERE session_id = $1',
          [id],
        )
      ).rows[0];

    it('with no ad platform configured, keeps the kind of click id and never its value', async () => {
      expect(anyConversionDestination()).toBe(false);
      await test.send({ events: [pageView({ url: landingUrl })] });
      expect(await stored(session)).toEqual({ click_id: 'gclid', click_ids: null });
      const { rows } = await test.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM analytics_sessions WHERE click_ids::text LIKE '%Cj0KCQiA%'",
      );
      expect(rows[0]?.n).toBe(0);
    });

    it('keeps the values exactly as received for a configured platform, and clears them after 90 days', async () => {
      const visit = (id: string, daysAgo: number) =>
        landingView({
          sessionId: id,
          url: landingUrl,
          receivedAt: new Date(Date.now() - daysAgo * 86_400_000),
        });
      const recent = '7d1e0c2b-0000-4000-8000-000000000001';
      const old = '7d1e0c2b-0000-4000-8000-000000000002';
      await insertEvents(test.db, [visit(recent, 89), visit(old, 91)]);
      expect(await stored(recent)).toEqual({
        click_id: 'gclid',
        click_ids: { gclid: 'Cj0KCQiA-Abc_123', fbclid: 'IwAR2xYz' },
      });
      expect(await clearOldClickIds(test.db, new Date())).toBe(1);
      expect(await stored(old)).toEqual({ click_id: 'gclid', click_ids: null });
      expect((await stored(recent))?.click_ids).toEqual({
        gclid: 'Cj0KCQiA-Abc_123',
        fbclid: 'IwAR2xYz',
      });
      // Run again (another instance, the next hour): nothing more to clear.
      expect(await clearOldClickIds(test.db, new Date())).toBe(0);
    });
  });
}
