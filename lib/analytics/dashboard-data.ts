import 'server-only';
import { businessTimeZone, type DayRange } from '@/lib/calendar';
import type { Database, SqlClient } from '@/lib/db/client';
import {
  type DailyPoint,
  type DashboardTiles,
  type DropCount,
  getBookingClickThrough,
  getDailySeries,
  getDashboardTiles,
  getDroppedEvents,
  getDurationPercentiles,
  getFirstEventDay,
  type PageConversion,
} from '@/lib/db/queries/dashboard';
import { chooseCampaignReader, FiguresPending } from './campaign-reader';
import { dropReasons } from './drop-reasons';
import { comparisonLabel, eachDay, type RangePreset, resolveRange } from './range';
import { readTrend, type Trend } from './trend';

/** A group of figures, or why it is missing: `notice` when the page can say why (not a failure). */
export type FigureGroup<T> = { error: false; value: T } | { error: true; notice?: string };

/**
 * The overview's tiles: the rollups' figures, and the campaign view's visits, booking clicks
 * (visits with one), booked demos, their conversion rate and cancellations (null while its read
 * model is being rebuilt: the tile shows no value rather than a wrong one).
 */
export type OverviewTiles = DashboardTiles & {
  visits: number | null;
  bookingClicks: number | null;
  bookedDemos: number | null;
  /** Visits with a booking click ÷ visits, as a share (null when there is no visit). */
  bookingConversionRate: number | null;
  cancellations: number | null;
};
export type TileFigures = { current: OverviewTiles; previous: OverviewTiles | null };
export type Percentiles = { median: number | null; p75: number | null };
export type Engagement = { session: Percentiles; video: Percentiles };

/** What every view of a range says about it: the preset, its days, its comparison, when read. */
export type RangeHeader = {
  preset: RangePreset;
  label: string;
  comparison: string | null;
  timeZone: string;
  current: DayRange;
  previous: DayRange | null;
  generatedAt: string;
};

/** Everything the dashboard shows: plain, serialisable data, never raw events. */
export type DashboardData = RangeHeader & {
  tiles: FigureGroup<TileFigures>;
  /** One point per day of the range, zero-filled */
  daily: FigureGroup<DailyPoint[]>;
  clickThrough: FigureGroup<PageConversion[]>;
  engagement: FigureGroup<Engagement>;
  /** Every known reason (zero when none), then any other reason found */
  drops: FigureGroup<DropCount[]>;
  /** Visits, booking clicks and booked demos by day (by week over long ranges). */
  trend: FigureGroup<Trend>;
};

export type TileKind = 'count' | 'rate' | 'seconds1' | 'seconds0';

/**
 * The four figures a reader asks first (visits, booking clicks, booked demos and their rate, as
 * the campaign view counts them), then the specification's eight tiles in its order and with its
 * titles, the contact requests beside the booking clicks, and the cancellations.
 */
export const dashboardTileDefinitions: readonly {
  key: keyof OverviewTiles;
  title: string;
  kind: TileKind;
  /** A tile whose rise is bad news (its change is coloured the other way). */
  higherIsBetter?: false;
}[] = [
  { key: 'visits', title: 'Visits', kind: 'count' },
  { key: 'bookingClicks', title: 'Booking clicks', kind: 'count' },
  { key: 'bookedDemos', title: 'Booked demos', kind: 'count' },
  { key: 'bookingConversionRate', title: 'Booking conversion rate', kind: 'rate' },
  { key: 'landingPageViews', title: 'Landing Page Views', kind: 'count' },
  { key: 'allBookingClicks', title: 'All Booking CTA Clicks', kind: 'count' },
  { key: 'generalBookingClicks', title: 'General Booking Clicks', kind: 'count' },
  { key: 'poolBookingClicks', title: 'Pool Booking Clicks', kind: 'count' },
  { key: 'hvacBookingClicks', title: 'HVAC Booking Clicks', kind: 'count' },
  { key: 'contactRequests', title: 'Contact Requests', kind: 'count' },
  { key: 'avgTimeOnSiteSeconds', title: 'Avg Time on Site', kind: 'seconds1' },
  { key: 'videoPlayClicks', title: 'Video Play Clicks', kind: 'count' },
  { key: 'avgVideoWatchSeconds', title: 'Avg Video Watch', kind: 'seconds0' },
  { key: 'cancellations', title: 'Cancellations', kind: 'count', higherIsBetter: false },
];

/**
 * A tile's value at the precision it is shown with (time on site: one decimal; watch: whole; a
 * rate: a percentage with one decimal).
 */
export function roundTileValue(kind: TileKind, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (kind === 'rate') return Math.round(value * 1000) / 10;
  if (kind === 'seconds1') return Math.round(value * 10) / 10;
  return Math.round(value);
}

function withAllReasons(drops: DropCount[]): DropCount[] {
  const counts = new Map(drops.map((drop) => [drop.reason, drop.events]));
  const known: readonly string[] = dropReasons;
  return [
    ...known.map((reason) => ({ reason, events: counts.get(reason) ?? 0 })),
    ...drops.filter((drop) => !known.includes(drop.reason)),
  ];
}

function zeroFilled(points: DailyPoint[], range: DayRange): DailyPoint[] {
  const from = range.from ?? points[0]?.day;
  if (!from) return [];
  const byDay = new Map(points.map((point) => [point.day, point]));
  return eachDay(from, range.to).map(
    (day) => byDay.get(day) ?? { day, pageViews: 0, general: 0, pool: 0, hvac: 0 },
  );
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

export function settle<T>(name: string, result: PromiseSettledResult<T>): FigureGroup<T> {
  if (result.status === 'fulfilled') return { error: false, value: result.value };
  if (result.reason instanceof FiguresPending)
    return { error: true, notice: result.reason.message };
  console.warn(`analytics: ${name} failed`, messageOf(result.reason));
  return { error: true };
}

/**
 * The days of a range preset at `now` ('All time' starts at the first day with an event), for
 * the overview and the campaign view alike.
 */
export async function rangeHeader(
  db: SqlClient,
  preset: RangePreset,
  now: Date,
): Promise<RangeHeader> {
  let firstDay: string | null = null;
  if (preset === 'all') {
    try {
      firstDay = await getFirstEventDay(db);
    } catch (error) {
      // Without it the range is simply open-ended; the figures are the same.
      console.warn('analytics: first event day failed', messageOf(error));
    }
  }
  const { current, previous, label } = resolveRange(preset, now, firstDay);
  return {
    preset,
    label,
    comparison: comparisonLabel(preset),
    timeZone: businessTimeZone,
    current,
    previous,
    generatedAt: now.toISOString(),
  };
}

/**
 * Reads every dashboard figure for a range preset from the rollups. Each group loads on its own,
 * so a failing query costs only its own figures (logged as a warning) and the rest still shows.
 */
/** The overview's tiles of a range: the rollups' and the campaign view's figures together. */
async function overviewTiles(db: Database, range: DayRange): Promise<OverviewTiles> {
  const campaign = chooseCampaignReader(db)
    .then((reader) => reader.figures(range, {}))
    .catch((error: unknown) => {
      if (!(error instanceof FiguresPending))
        console.warn('analytics: campaign tiles failed', messageOf(error));
      return null;
    });
  const [tiles, figures] = await Promise.all([getDashboardTiles(db, range), campaign]);
  return {
    ...tiles,
    visits: figures?.visits ?? null,
    bookingClicks: figures?.clicked ?? null,
    bookedDemos: figures?.booked ?? null,
    bookingConversionRate: figures && figures.visits > 0 ? figures.clicked / figures.visits : null,
    cancellations: figures?.cancelled ?? null,
  };
}

/** The overview's chart: the campaign view's trend with no filter. */
async function overviewTrend(db: Database, range: DayRange): Promise<Trend> {
  return readTrend(await chooseCampaignReader(db), range, {});
}

export async function loadDashboard(
  db: Database,
  preset: RangePreset,
  now: Date = new Date(),
): Promise<DashboardData> {
  const header = await rangeHeader(db, preset, now);
  const { current, previous } = header;

  const previousTiles = previous
    ? overviewTiles(db, previous).catch((error: unknown) => {
        // The current figures still show, only without a change figure.
        console.warn('analytics: previous-period tiles failed', messageOf(error));
        return null;
      })
    : Promise.resolve(null);

  const [tiles, daily, clickThrough, engagement, drops, trend] = await Promise.allSettled([
    Promise.all([overviewTiles(db, current), previousTiles]).then(
      ([currentTiles, previousTilesValue]): TileFigures => ({
        current: currentTiles,
        previous: previousTilesValue,
      }),
    ),
    getDailySeries(db, current).then((points) => zeroFilled(points, current)),
    getBookingClickThrough(db, current),
    Promise.all([
      getDurationPercentiles(db, current, 'session_end', [0.5, 0.75]),
      getDurationPercentiles(db, current, 'video_watch', [0.5, 0.75]),
    ]).then(
      ([[sessionMedian, sessionP75], [videoMedian, videoP75]]): Engagement => ({
        session: { median: sessionMedian ?? null, p75: sessionP75 ?? null },
        video: { median: videoMedian ?? null, p75: videoP75 ?? null },
      }),
    ),
    getDroppedEvents(db, current).then(withAllReasons),
    overviewTrend(db, current),
  ]);

  return {
    ...header,
    tiles: settle('tiles', tiles),
    daily: settle('daily series', daily),
    clickThrough: settle('click-through', clickThrough),
    engagement: settle('engagement percentiles', engagement),
    drops: settle('dropped events', drops),
    trend: settle('trend', trend),
  };
}
