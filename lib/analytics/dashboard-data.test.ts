import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, SqlClient } from '@/lib/db/client';
import { loadDashboard } from './dashboard-data';

/** The campaign view's read model, as the overview's Visits and Booked demos tiles read it. */
const campaignReader = vi.hoisted(() => ({
  figures: vi.fn(async (range: { to: string }) => ({
    visits: range.to === '2025-07-15' ? 40 : 30,
    clicked: 4,
    contacts: 0,
    booked: range.to === '2025-07-15' ? 3 : 1,
    cancelled: 0,
  })),
  series: vi.fn(async () => [
    {
      start: '2025-07-14',
      measures: { visits: 5, clicked: 2, contacts: 0, booked: 1, cancelled: 0 },
    },
  ]),
  pending: false,
}));
vi.mock('./campaign-reader', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./campaign-reader')>();
  return {
    ...actual,
    chooseCampaignReader: async () => {
      if (campaignReader.pending) throw new actual.FiguresPending('being rebuilt');
      return { figures: campaignReader.figures, series: campaignReader.series, view: vi.fn() };
    },
  };
});

type Handler = (text: string, params: unknown[]) => Record<string, unknown>[];

/** Answers each dashboard query by the table and shape it reads; `fail` makes one throw. */
function fakeDb(fail?: RegExp) {
  const calls: { text: string; params: unknown[] }[] = [];
  const handlers: [RegExp, Handler][] = [
    [/min\(day\)/, () => [{ day: '2025-07-10' }]],
    [
      /analytics_drops/,
      () => [
        { reason: 'bot', n: '7' },
        { reason: 'mystery', n: 1 },
      ],
    ],
    [/analytics_duration_buckets/, () => [{ bucket: 40, n: 10 }]],
    [
      /GROUP BY page/,
      () => [{ page: 'landing', views: '100', clicks: '5', general: 5, pool: 0, hvac: 0 }],
    ],
    [/GROUP BY day/, () => [{ day: '2025-07-14', views: 8, general: 1, pool: 0, hvac: 0 }]],
    [
      /landing_views/,
      (_text, params) => [
        {
          landing_views: params[1] === '2025-07-15' ? '120' : '100',
          cta_all: 3,
          session_sum: 10_000,
          session_count: 2,
        },
      ],
    ],
  ];
  const db = {
    async query<Row>(text: string, params: unknown[] = []) {
      calls.push({ text, params });
      if (fail?.test(text)) throw new Error('boom');
      const handler = handlers.find(([pattern]) => pattern.test(text));
      if (!handler) throw new Error(`unexpected query: ${text}`);
      const rows = handler[1](text, params);
      // A statement read through queryRows comes back as one row holding the rows' JSON array.
      if (/^SELECT coalesce\(json_agg\(r/.test(text)) return { rows: [{ rows }] as Row[] };
      return { rows: rows as Row[] };
    },
  } satisfies SqlClient as unknown as Database;
  return { db, calls };
}

const now = new Date('2025-07-15T16:00:00Z');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadDashboard', () => {
  it('loads every group for the current range and the tiles for the previous one', async () => {
    const { db, calls } = fakeDb();
    const data = await loadDashboard(db, '7d', now);
    expect(data.current).toEqual({ from: '2025-07-09', to: '2025-07-15' });
    expect(data.previous).toEqual({ from: '2025-07-02', to: '2025-07-08' });
    expect(data.comparison).toBe('the previous 7 days');
    expect(calls.some((call) => /min\(day\)/.test(call.text))).toBe(false);

    expect(data.tiles.error).toBe(false);
    if (!data.tiles.error) {
      expect(data.tiles.value.current.landingPageViews).toBe(120);
      expect(data.tiles.value.previous?.landingPageViews).toBe(100);
      expect(data.tiles.value.current.avgTimeOnSiteSeconds).toBe(5);
      // Visits and booked demos are the campaign view's, for each period.
      expect(data.tiles.value.current).toMatchObject({
        visits: 40,
        bookingClicks: 4,
        bookedDemos: 3,
        bookingConversionRate: 0.1,
        cancellations: 0,
      });
      expect(data.tiles.value.previous).toMatchObject({ visits: 30, bookedDemos: 1 });
    }
    // The chart: a bar for each day of the range, the days with none at zero.
    if (data.trend.error) throw new Error('trend failed');
    expect(data.trend.value.bucket).toBe('day');
    expect(data.trend.value.points).toHaveLength(7);
    expect(data.trend.value.points[5]).toEqual({
      from: '2025-07-14',
      to: '2025-07-14',
      visits: 5,
      clicked: 2,
      booked: 1,
    });
    if (data.daily.error) throw new Error('daily failed');
    expect(data.daily.value).toHaveLength(7);
    expect(data.daily.value[5]).toEqual({
      day: '2025-07-14',
      pageViews: 8,
      general: 1,
      pool: 0,
      hvac: 0,
    });
    expect(data.daily.value[0]?.pageViews).toBe(0);
    if (data.drops.error) throw new Error('drops failed');
    expect(data.drops.value.map((drop) => drop.reason)).toEqual([
      'bot',
      'spam',
      'rate_limit',
      'invalid',
      'oversize',
      'staff',
      'gpc',
      'mystery',
    ]);
    expect(data.drops.value[0]?.events).toBe(7);
    expect(data.engagement.error).toBe(false);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('while the campaign figures are rebuilt, shows every other tile and no value for those two', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    campaignReader.pending = true;
    try {
      const { db } = fakeDb();
      const data = await loadDashboard(db, '7d', now);
      if (data.tiles.error) throw new Error('tiles failed');
      expect(data.tiles.value.current).toMatchObject({
        landingPageViews: 120,
        visits: null,
        bookingClicks: null,
        bookedDemos: null,
        bookingConversionRate: null,
      });
      // The chart says it is being rebuilt, as the campaign view does.
      expect(data.trend).toEqual({ error: true, notice: 'being rebuilt' });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      campaignReader.pending = false;
    }
  });

  it('turns one failing group into { error: true } with a warning; the rest still loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = fakeDb(/analytics_drops/);
    const data = await loadDashboard(db, '30d', now);
    expect(data.drops).toEqual({ error: true });
    expect(data.tiles.error).toBe(false);
    expect(data.daily.error).toBe(false);
    expect(data.clickThrough.error).toBe(false);
    expect(data.engagement.error).toBe(false);
    expect(warn).toHaveBeenCalledWith('analytics: dropped events failed', 'boom');
  });

  it('all time starts at the first event day and loads no previous tiles', async () => {
    const { db, calls } = fakeDb();
    const data = await loadDashboard(db, 'all', now);
    expect(data.current).toEqual({ from: '2025-07-10', to: '2025-07-15' });
    expect(data.previous).toBeNull();
    expect(data.comparison).toBeNull();
    expect(calls.filter((call) => /landing_views/.test(call.text))).toHaveLength(1);
    if (data.tiles.error) throw new Error('tiles failed');
    expect(data.tiles.value.previous).toBeNull();
    if (data.daily.error) throw new Error('daily failed');
    expect(data.daily.value.map((point) => point.day)).toEqual([
      '2025-07-10',
      '2025-07-11',
      '2025-07-12',
      '2025-07-13',
      '2025-07-14',
      '2025-07-15',
    ]);
  });

  it('every group failing still returns a dashboard, never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = fakeDb(/./);
    const data = await loadDashboard(db, 'all', now);
    expect(data.tiles).toEqual({ error: true });
    expect(data.daily).toEqual({ error: true });
    expect(data.clickThrough).toEqual({ error: true });
    expect(data.engagement).toEqual({ error: true });
    expect(data.drops).toEqual({ error: true });
    expect(data.current.from).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
