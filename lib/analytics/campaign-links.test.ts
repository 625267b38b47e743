import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  type CampaignViewState,
  campaignHref,
  clearFiltersHref,
  exportHref,
  parseCampaignViewState,
  rangeHref,
  removeFilterHref,
  rowFilterHref,
  showAllHref,
  sortHref,
  sortOf,
  sortRows,
} from './campaign-links';
import { campaignRow } from './campaign-test-kit';
import type { CampaignRow } from './campaigns';

const parse = (query: string) => parseCampaignViewState(new URLSearchParams(query));
/** A link's parameters, in order, for comparing without caring how they are escaped. */
const paramsOf = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { path: url.pathname, params: [...url.searchParams], hash: url.hash };
};

const filtered: CampaignViewState = parse(
  'range=7d&channel=Paid+search&campaign=spring+sale&sort=sources.booked&all=pages',
);

describe('parseCampaignViewState', () => {
  it('reads the range, the filters, each table’s order and the tables shown in full', () => {
    expect(filtered).toEqual({
      range: '7d',
      filters: { channel: 'Paid search', campaign: 'spring sale' },
      sort: { sources: { column: 'booked', direction: 'descending' } },
      all: ['pages'],
    });
  });

  it('defaults to 30 days, no filter, most visits first, top rows', () => {
    const state = parse('');
    expect(state).toEqual({ range: '30d', filters: {}, sort: {}, all: [] });
    expect(sortOf(state, 'channels')).toEqual({ column: 'visits', direction: 'descending' });
  });

  it('reads a direction, keeps the first order per table and ignores what it does not know', () => {
    const state = parse(
      'sort=pages.label&sort=pages.visits&sort=devices.clicked.asc&sort=nope.visits&sort=sources.secret&sort=entries.visits.sideways&sort=campaigns.label.desc&all=devices&all=bogus&all=channels&all=devices',
    );
    expect(state.sort).toEqual({
      pages: { column: 'label', direction: 'ascending' },
      devices: { column: 'clicked', direction: 'ascending' },
      campaigns: { column: 'label', direction: 'descending' },
    });
    // In page order, once each.
    expect(state.all).toEqual(['channels', 'devices']);
  });
});

describe('links that change one thing and keep the rest', () => {
  it('a row adds its filters and keeps the range, the other filters, the order and full tables', () => {
    expect(paramsOf(rowFilterHref(filtered, { source: 'google' }))).toEqual({
      path: '/admin/campaigns',
      params: [
        ['range', '7d'],
        ['channel', 'Paid search'],
        ['source', 'google'],
        ['campaign', 'spring sale'],
        ['sort', 'sources.booked'],
        ['all', 'pages'],
      ],
      hash: '',
    });
  });

  it('a campaign row sets source, medium and campaign, replacing the campaign filter', () => {
    const href = rowFilterHref(filtered, { source: 'fb', medium: 'paid', campaign: 'pool & spa' });
    expect(parseCampaignViewState(new URL(href, 'http://x').searchParams).filters).toEqual({
      channel: 'Paid search',
      source: 'fb',
      medium: 'paid',
      campaign: 'pool & spa',
    });
    expect(href).toContain('campaign=pool+%26+spa');
  });

  it('removing a filter keeps the others; clearing keeps the range and the order', () => {
    expect(paramsOf(removeFilterHref(filtered, 'channel')).params).toEqual([
      ['range', '7d'],
      ['campaign', 'spring sale'],
      ['sort', 'sources.booked'],
      ['all', 'pages'],
    ]);
    expect(clearFiltersHref(filtered)).toBe(
      '/admin/campaigns?range=7d&sort=sources.booked&all=pages',
    );
  });

  it('a range keeps the filters', () => {
    expect(paramsOf(rangeHref(filtered, '90d')).params.slice(0, 3)).toEqual([
      ['range', '90d'],
      ['channel', 'Paid search'],
      ['campaign', 'spring sale'],
    ]);
  });

  it('the export link carries the range and the filters, not the order', () => {
    expect(exportHref(filtered)).toBe(
      '/api/admin/campaigns/export?range=7d&channel=Paid+search&campaign=spring+sale',
    );
  });

  it('round-trips a state through its URL', () => {
    const state = parse(
      'range=all&page=/pricing/&device=mobile&sort=devices.conversionRate.asc&sort=channels.label&all=campaigns',
    );
    expect(parseCampaignViewState(new URL(campaignHref(state), 'http://x').searchParams)).toEqual(
      state,
    );
  });
});

describe('sort links', () => {
  const none = parse('range=7d&channel=Email');

  it('a header sorts its table by its column, most first (labels A to Z), and lands on the table', () => {
    expect(sortHref(none, 'sources', 'booked')).toBe(
      '/admin/campaigns?range=7d&channel=Email&sort=sources.booked#campaign-table-sources',
    );
    expect(sortHref(none, 'pages', 'label')).toBe(
      '/admin/campaigns?range=7d&channel=Email&sort=pages.label#campaign-table-pages',
    );
  });

  it('the sorted header reverses; the default order leaves no sort in the URL', () => {
    // Unsorted tables are most visits first, so Visits reverses to fewest first.
    expect(sortHref(none, 'sources', 'visits')).toBe(
      '/admin/campaigns?range=7d&channel=Email&sort=sources.visits.asc#campaign-table-sources',
    );
    const fewest = parse('range=7d&sort=sources.visits.asc');
    expect(sortHref(fewest, 'sources', 'visits')).toBe(
      '/admin/campaigns?range=7d#campaign-table-sources',
    );
    const az = parse('range=7d&sort=pages.label');
    expect(sortHref(az, 'pages', 'label')).toBe(
      '/admin/campaigns?range=7d&sort=pages.label.desc#campaign-table-pages',
    );
  });

  it('sorting one table keeps the order of the others', () => {
    const state = parse('range=7d&sort=devices.clicked&sort=sources.booked');
    expect(paramsOf(sortHref(state, 'channels', 'cancelled')).params).toEqual([
      ['range', '7d'],
      ['sort', 'channels.cancelled'],
      ['sort', 'sources.booked'],
      ['sort', 'devices.clicked'],
    ]);
  });
});

describe('show all', () => {
  it('adds and removes one table, keeping the others in page order', () => {
    expect(showAllHref(filtered, 'channels', true)).toBe(
      '/admin/campaigns?range=7d&channel=Paid+search&campaign=spring+sale&sort=sources.booked&all=channels&all=pages#campaign-table-channels',
    );
    expect(showAllHref(filtered, 'pages', false)).toBe(
      '/admin/campaigns?range=7d&channel=Paid+search&campaign=spring+sale&sort=sources.booked#campaign-table-pages',
    );
  });
});

const row = (label: string, visits: number, clicked: number, booked = 0): CampaignRow =>
  campaignRow(label, { source: label }, visits, clicked, booked);

describe('sortRows', () => {
  const rows = [row('bing', 10, 1), row('google', 50, 2, 1), row('none', 0, 0), row('ads', 10, 5)];
  const order = (column: Parameters<typeof sortRows>[1]['column'], asc = false) =>
    sortRows(rows, { column, direction: asc ? 'ascending' : 'descending' }).map((r) => r.label);

  it('most visits first by default, ties by label', () => {
    expect(order('visits')).toEqual(['google', 'ads', 'bing', 'none']);
    expect(order('visits', true)).toEqual(['none', 'ads', 'bing', 'google']);
  });

  it('puts rows without a rate last in either direction', () => {
    expect(order('conversionRate')).toEqual(['ads', 'bing', 'google', 'none']);
    expect(order('conversionRate', true)).toEqual(['google', 'bing', 'ads', 'none']);
    expect(order('clickToBookingRate')).toEqual(['google', 'ads', 'bing', 'none']);
  });

  it('sorts labels A to Z, and leaves the rows it was given alone', () => {
    expect(order('label', true)).toEqual(['ads', 'bing', 'google', 'none']);
    expect(rows.map((r) => r.label)).toEqual(['bing', 'google', 'none', 'ads']);
  });
});

describe('activeFilters', () => {
  it('names the filters in their fixed order', () => {
    expect(activeFilters({ device: 'mobile', channel: 'Email' })).toEqual([
      { name: 'channel', label: 'Channel', value: 'Email' },
      { name: 'device', label: 'Device', value: 'mobile' },
    ]);
  });
});
