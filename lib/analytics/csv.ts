import { type CsvCell, toCsv } from '@/lib/csv';

import type { DashboardData, RangeHeader } from './dashboard-data';
import { dashboardTileDefinitions, roundTileValue } from './dashboard-data';
import { dropReasonLabel } from './drop-reasons';
import { percentChange } from './range';

const oneDecimal = (value: number | null) =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10) / 10;

/** Percent with one decimal, or null when the denominator is zero. */
const rate = (numerator: number, denominator: number) =>
  denominator > 0 ? oneDecimal((numerator / denominator) * 100) : null;

const couldNotLoad: CsvCell[] = ['This figure could not be loaded.'];

/** A file name for the export, e.g. jackie-analytics-30d-2025-06-16-to-2025-07-15.csv. */
export function dashboardCsvFileName(data: DashboardData): string {
  const from = data.current.from ?? 'start';
  return `jackie-analytics-${data.preset}-${from}-to-${data.current.to}.csv`;
}

/** An export's first lines: its title, the range, what it is compared with, when it was read. */
export function rangeRows(title: string, header: RangeHeader): CsvCell[][] {
  return [
    [title],
    ['Range', header.label, 'From', header.current.from ?? 'first event', 'To', header.current.to],
    header.previous
      ? ['Compared with', header.comparison, 'From', header.previous.from, 'To', header.previous.to]
      : ['Compared with', 'nothing (no previous period)'],
    ['Time zone', header.timeZone],
    ['Generated', header.generatedAt],
  ];
}

/** The dashboard as shown, section by section, for spreadsheets. */
export function dashboardCsv(data: DashboardData): string {
  const rows: CsvCell[][] = [...rangeRows('Analytics export', data), [], ['Figures']];

  if (data.tiles.error) rows.push(couldNotLoad);
  else {
    const { current, previous } = data.tiles.value;
    rows.push(['Figure', 'Current', 'Previous', 'Change (%)']);
    for (const tile of dashboardTileDefinitions) {
      const now = roundTileValue(tile.kind, current[tile.key]);
      const before = previous ? roundTileValue(tile.kind, previous[tile.key]) : null;
      const unit = tile.kind === 'count' ? '' : tile.kind === 'rate' ? ' (%)' : ' (s)';
      rows.push([`${tile.title}${unit}`, now, before, oneDecimal(percentChange(now, before))]);
    }
  }

  if (!data.trend.error) {
    const { bucket, points } = data.trend.value;
    rows.push([], [`Visits, booking clicks and booked demos by ${bucket}`]);
    rows.push(['From', 'To', 'Visits', 'Booking clicks', 'Booked demos']);
    for (const point of points) {
      rows.push([point.from, point.to, point.visits, point.clicked, point.booked]);
    }
  }

  rows.push([], ['Daily page views and booking clicks']);
  if (data.daily.error) rows.push(couldNotLoad);
  else {
    rows.push([
      'Day',
      'Page views',
      'General booking clicks',
      'Pool booking clicks',
      'HVAC booking clicks',
      'All booking clicks',
    ]);
    for (const point of data.daily.value) {
      rows.push([
        point.day,
        point.pageViews,
        point.general,
        point.pool,
        point.hvac,
        point.general + point.pool + point.hvac,
      ]);
    }
  }

  rows.push([], ['Booking click-through by page (clicks / page views)']);
  if (data.clickThrough.error) rows.push(couldNotLoad);
  else {
    rows.push([
      'Page',
      'Page views',
      'Booking clicks',
      'Click-through (%)',
      'General clicks',
      'General click-through (%)',
      'Pool clicks',
      'Pool click-through (%)',
      'HVAC clicks',
      'HVAC click-through (%)',
    ]);
    for (const row of data.clickThrough.value) {
      rows.push([
        row.page,
        row.views,
        row.clicks,
        rate(row.clicks, row.views),
        row.general,
        rate(row.general, row.views),
        row.pool,
        rate(row.pool, row.views),
        row.hvac,
        rate(row.hvac, row.views),
      ]);
    }
  }

  rows.push([], ['Engagement']);
  if (data.engagement.error) rows.push(couldNotLoad);
  else {
    const { session, video } = data.engagement.value;
    rows.push(
      ['Measure', 'Median (s)', '75th percentile (s)'],
      ['Time on site', oneDecimal(session.median), oneDecimal(session.p75)],
      ['Video watch time', oneDecimal(video.median), oneDecimal(video.p75)],
    );
  }

  rows.push([], ['Events dropped']);
  if (data.drops.error) rows.push(couldNotLoad);
  else {
    rows.push(['Reason', 'Events']);
    for (const drop of data.drops.value) rows.push([dropReasonLabel(drop.reason), drop.events]);
  }

  return toCsv(rows);
}
