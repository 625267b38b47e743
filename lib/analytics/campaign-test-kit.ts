import type { ValueMeasures } from '@/lib/db/campaign-model';
import { type CampaignRow, type CampaignView, withRates } from './campaigns';

/**
 * A campaign view as `loadCampaigns` returns it, for the tests of what shows it (the page's
 * components, the CSV) while they cannot read a database.
 */

export const campaignRow = (
  label: string,
  filter: CampaignRow['filter'],
  visits: number,
  clicked = 0,
  booked = 0,
  cancelled = 0,
  values?: ValueMeasures,
): CampaignRow => ({
  ...withRates({ visits, clicked, booked, cancelled, contacts: 0 }, values),
  label,
  filter,
});

export function campaignViewFixture(overrides: Partial<CampaignView> = {}): CampaignView {
  return {
    preset: '7d',
    label: 'Last 7 days',
    comparison: 'the previous 7 days',
    timeZone: 'America/New_York',
    current: { from: '2025-07-09', to: '2025-07-15' },
    previous: { from: '2025-07-02', to: '2025-07-08' },
    generatedAt: '2025-07-15T16:00:00.000Z',
    filters: {},
    values: { shown: false, currency: 'USD' },
    unmatchedDeals: null,
    figures: {
      error: false,
      value: {
        current: withRates({ visits: 400, clicked: 30, booked: 6, cancelled: 1, contacts: 2 }),
        previous: withRates({ visits: 320, clicked: 30, booked: 0, cancelled: 2, contacts: 1 }),
      },
    },
    tables: {
      error: false,
      value: {
        channels: [
          campaignRow('Paid search', { channel: 'Paid search' }, 250, 20, 5, 1),
          campaignRow('Direct', { channel: 'Direct' }, 150, 10, 1),
        ],
        sources: [campaignRow('google', { source: 'google' }, 250, 20, 5, 1)],
        referrers: [
          campaignRow('google.com', { referrer: 'google.com' }, 40, 2),
          campaignRow('(none)', { referrer: '(none)' }, 360, 28, 6, 1),
        ],
        campaigns: [
          campaignRow(
            'spring_pool',
            { source: 'google', medium: 'cpc', campaign: 'spring_pool' },
            200,
            18,
            5,
            1,
          ),
          campaignRow(
            '=HYPERLINK("http://evil")',
            { source: '@evil', medium: '-x', campaign: '=HYPERLINK("http://evil")' },
            3,
          ),
        ],
        keywords: [
          campaignRow('pool builder leads', { term: 'pool builder leads' }, 120, 11, 3, 1),
          campaignRow('(none)', { term: '(none)' }, 280, 19, 2),
        ],
        pages: [
          campaignRow('landing', { page: 'landing' }, 300, 25, 5),
          campaignRow('/pricing', { page: '/pricing' }, 90, 5),
        ],
        entries: [campaignRow('landing', { entry: 'landing' }, 280, 22, 5)],
        devices: [
          campaignRow('mobile', { device: 'mobile' }, 260, 12, 2),
          campaignRow('desktop', { device: 'desktop' }, 140, 18, 4, 1),
        ],
      },
    },
    funnel: {
      error: false,
      value: {
        // A visit is of no variant: each variant's first step is every visit in the view.
        variants: [
          campaignRow('General', { variant: 'general' }, 400, 20, 4, 1),
          campaignRow('Pool', { variant: 'pool' }, 400, 8, 1),
          campaignRow('HVAC', { variant: 'hvac' }, 400, 2, 0),
          campaignRow('Other', {}, 400, 0, 1),
        ],
        channels: [
          campaignRow('Paid search', { channel: 'Paid search' }, 250, 20, 5, 1),
          campaignRow('Direct', { channel: 'Direct' }, 12, 1, 0),
        ],
      },
    },
    trend: {
      error: false,
      value: {
        bucket: 'day',
        points: [
          { from: '2025-07-09', to: '2025-07-09', visits: 60, clicked: 4, booked: 1 },
          { from: '2025-07-10', to: '2025-07-10', visits: 0, clicked: 0, booked: 0 },
          { from: '2025-07-11', to: '2025-07-11', visits: 80, clicked: 6, booked: 2 },
          { from: '2025-07-12', to: '2025-07-12', visits: 40, clicked: 2, booked: 0 },
          { from: '2025-07-13', to: '2025-07-13', visits: 50, clicked: 5, booked: 1 },
          { from: '2025-07-14', to: '2025-07-14', visits: 90, clicked: 7, booked: 1 },
          { from: '2025-07-15', to: '2025-07-15', visits: 80, clicked: 6, booked: 1 },
        ],
      },
    },
    ...overrides,
  };
}
