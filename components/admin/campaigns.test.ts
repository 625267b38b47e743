/**
 * The campaign view as the server renders it, from a view object (the queries behind
 * loadCampaigns are not written yet): labels, links that keep the URL's state, the top rows and
 * "Show all", sorting, the funnel's small-sample note, empty and failed groups.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseCampaignViewState } from '@/lib/analytics/campaign-links';
import { campaignRow, campaignViewFixture } from '@/lib/analytics/campaign-test-kit';
import type { CampaignView } from '@/lib/analytics/campaigns';
import { Campaigns } from './campaigns';

const renderRaw = (view: CampaignView, query = 'range=7d') =>
  renderToStaticMarkup(
    createElement(Campaigns, { view, state: parseCampaignViewState(new URLSearchParams(query)) }),
  );
/** The markup without the optional line breaks of row names (`<wbr/>`), as a reader gets it. */
const render = (view: CampaignView, query = 'range=7d') =>
  renderRaw(view, query).replaceAll('<wbr/>', '');

/** Text without tags, spaces collapsed, for reading what a person (or screen reader) gets. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map((m) =>
    text(m[1] ?? '').trim(),
  );

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

const withTables = (view: CampaignView, tables: Partial<Record<string, unknown>>) => {
  if (view.tables.error) throw new Error('fixture');
  return {
    ...view,
    tables: { error: false, value: { ...view.tables.value, ...tables } },
  } as CampaignView;
};

describe('Campaigns', () => {
  const html = render(campaignViewFixture());

  it('heads each part as the brief names it', () => {
    expect(headings(html, 2)).toEqual([
      'Campaign view',
      'Visits, booking clicks and booked demos',
      'Channels',
      'Sources',
      'Referring sites',
      'Campaigns',
      'Keywords',
      'Top pages',
      'Entry pages',
      'Devices',
      'Funnel',
    ]);
  });

  it('shows the keywords only when some visit in the view has one', () => {
    expect(text(html)).toContain('pool builder leads');
    expect(hrefs(html)).toContain('/admin/campaigns?range=7d&term=pool+builder+leads');
    const none = render(withTables(campaignViewFixture(), { keywords: [] }));
    expect(headings(none, 2)).not.toContain('Keywords');
    expect(none.match(/<table/g)).toHaveLength(10);
  });

  it('shows the figures with their change, rates in percent with one decimal', () => {
    expect(headings(html, 3).slice(0, 6)).toEqual([
      'Visits',
      'Booking clicks',
      'Booking conversion rate',
      'Booked demos',
      'Click-to-booking rate',
      'Cancellations',
    ]);
    const figures = text(html);
    expect(figures).toContain('Visits 400 up 25% from the previous 7 days');
    expect(figures).toContain('Booking clicks 30 no change from the previous 7 days');
    // 30 ÷ 400 = 7.5% against 30 ÷ 320 = 9.4%: a rate changes in points.
    expect(figures).toContain(
      'Booking conversion rate 7.5% down 1.9 percentage points from the previous 7 days',
    );
    // No booked demo before: no percentage to give.
    expect(figures).toContain('Booked demos 6 — No figure for the previous 7 days to compare with');
    expect(figures).toContain('Click-to-booking rate 20.0% up 20.0 percentage points');
    expect(html).toMatch(/text-emerald-700[^>]*>.{0,300}down 50% from/);
  });

  it('writes a dash for a rate with nothing to divide by', () => {
    const view = campaignViewFixture({
      figures: {
        error: false,
        value: {
          current: { ...campaignRow('', {}, 0), label: undefined } as never,
          previous: null,
        },
      },
    });
    expect(text(render(view))).toContain('Booking conversion rate — Nothing to divide by');
  });

  it('makes each table a captioned table with row and column headers', () => {
    const tables = html.match(/<table/g) ?? [];
    expect(tables).toHaveLength(11);
    expect(html.match(/<caption/g)).toHaveLength(11);
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)/);
    expect(text(html)).toContain(
      'Channel Visits Booking clicks Conversion rate Booked demos Click-to-booking rate Cancellations',
    );
    expect(text(html)).toContain(
      'Channel Visits ↓ Booking clicks Conversion rate Booked demos Click-to-booking rate Cancellations Contact requests',
    );
  });

  it('links each row to the view filtered by it, keeping range, filters and order', () => {
    const filtered = render(
      campaignViewFixture({ filters: { device: 'mobile' } }),
      'range=90d&device=mobile&sort=pages.label',
    );
    const links = hrefs(filtered);
    expect(links).toContain(
      '/admin/campaigns?range=90d&channel=Paid+search&device=mobile&sort=pages.label',
    );
    // A campaign row: source / medium / campaign, and all three as filters.
    expect(text(filtered)).toContain('google / cpc / spring_pool');
    expect(links).toContain(
      '/admin/campaigns?range=90d&source=google&medium=cpc&campaign=spring_pool&device=mobile&sort=pages.label',
    );
    expect(text(filtered)).toContain('Landing page (/)');
  });

  it('shows active filters as links that remove them, and a link that clears them', () => {
    const filtered = render(
      campaignViewFixture(),
      'range=30d&channel=Paid+search&page=landing&sort=sources.booked',
    );
    expect(text(filtered)).toContain(
      'Filtered by Remove filter Channel: Paid search Remove filter Page: Landing page (/) Clear filters',
    );
    const links = hrefs(filtered);
    expect(links).toContain('/admin/campaigns?range=30d&page=landing&sort=sources.booked');
    expect(links).toContain('/admin/campaigns?range=30d&channel=Paid+search&sort=sources.booked');
    expect(links).toContain('/admin/campaigns?range=30d&sort=sources.booked');
    // The range keeps the filters; the CSV is of the filtered view.
    expect(links).toContain(
      '/admin/campaigns?range=7d&channel=Paid+search&page=landing&sort=sources.booked',
    );
    expect(links).toContain(
      '/api/admin/campaigns/export?range=30d&channel=Paid+search&page=landing',
    );
    expect(text(filtered)).toContain('Export CSV');
  });

  it('shows the top ten rows and a link to all of them, and back', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      campaignRow(`/page-${i}`, { page: `/page-${i}` }, 100 + i),
    );
    const view = withTables(campaignViewFixture(), { pages: many });
    const top = render(view);
    expect(top).toContain('/page-13');
    expect(top).toContain('/page-4<');
    expect(top).not.toContain('/page-3<');
    expect(text(top)).toContain('The top 10 of 14 rows. Show all 14 top pages');
    expect(hrefs(top)).toContain('/admin/campaigns?range=7d&all=pages#campaign-table-pages');
    const all = render(view, 'range=7d&all=pages');
    expect(all).toContain('/page-0<');
    expect(text(all)).toContain('All 14 rows. Show the top 10 top pages');
  });

  it('sorts by a column header’s link and marks the sorted column', () => {
    const byVisits = render(campaignViewFixture());
    expect(byVisits.match(/aria-sort="descending"/g)).toHaveLength(8);
    expect(hrefs(byVisits)).toContain(
      '/admin/campaigns?range=7d&sort=devices.clicked#campaign-table-devices',
    );
    const byClicks = render(campaignViewFixture(), 'range=7d&sort=devices.clicked');
    const devices = byClicks.slice(byClicks.indexOf('id="campaign-table-devices"'));
    expect(devices.indexOf('desktop')).toBeLessThan(devices.indexOf('mobile'));
    expect(devices).toMatch(/<th scope="col" aria-sort="descending"[^>]*><a[^>]*>Booking clicks/);
    expect(hrefs(devices)).toContain(
      '/admin/campaigns?range=7d&sort=devices.clicked.asc#campaign-table-devices',
    );
  });

  it('grays a rate of fewer than 30 sessions, says so once under its table, and links variants but not Other', () => {
    const funnel = html.slice(html.indexOf('id="campaign-funnel"'));
    const note = 'Grayed: a rate of fewer than 30 sessions, too few to compare.';
    // Clicks of General (20), Pool (8), HVAC (2) and Paid search (20); Direct's 12 visits and 1
    // click: grayed, with one note under each of the two tables. Other has no click: a dash.
    expect(funnel.split(note)).toHaveLength(1 + 2);
    expect(funnel.split('(from fewer than 30 sessions)')).toHaveLength(1 + 4 + 2);
    expect(funnel).toMatch(/text-muted-foreground">25\.0%<span aria-hidden="true">†/);
    // Drawn as a funnel too: each step with what it kept of the one before.
    expect(text(funnel)).toContain('Visits 400');
    expect(text(funnel)).toContain('7.5% of the step before · 370 visits did not click');
    expect(text(funnel)).toContain(
      '20.0% of the step before · 24 booking clicks without a booked demo',
    );
    expect(text(funnel)).toContain('General');
    expect(hrefs(funnel)).toContain('/admin/campaigns?range=7d&variant=hvac');
    expect(funnel).toMatch(/<th scope="row"[^>]*>Other<\/th>/);
  });

  it('breaks a long name only after its separators, never inside a word', () => {
    const long = '/glossary/after-hours-answering-service';
    const raw = renderRaw(
      withTables(campaignViewFixture(), { pages: [campaignRow(long, { page: long }, 9)] }),
    );
    expect(raw).toContain('/<wbr/>glossary/<wbr/>after-<wbr/>hours-<wbr/>answering-<wbr/>service');
    expect(raw).not.toContain('break-all');
    // A phone shows Booked demos and the sorted column; the others from a wider screen up.
    const devices = raw.slice(raw.indexOf('id="campaign-table-devices"'));
    expect(devices).toMatch(
      /<th scope="col"[^>]*class="[^"]*hidden sm:table-cell[^"]*"[^>]*><a[^>]*>Booking clicks/,
    );
    expect(devices).not.toMatch(/class="[^"]*hidden sm:table-cell[^"]*"[^>]*><a[^>]*>Booked demos/);
    expect(text(devices)).toContain('On a phone this table shows visits and booked demos.');
  });

  it('shows one sentence for an empty view and a note for a group that failed', () => {
    const empty = render(
      campaignViewFixture({
        tables: {
          error: false,
          value: {
            channels: [],
            sources: [],
            referrers: [],
            campaigns: [],
            keywords: [],
            pages: [],
            entries: [],
            devices: [],
          },
        },
        funnel: { error: true },
        figures: { error: true },
        trend: { error: true },
      }),
      'range=7d&campaign=nope',
    );
    expect(empty.split('No visits in this range match these filters.')).toHaveLength(7);
    expect(empty.split('This figure could not be loaded.')).toHaveLength(4);
    expect(empty).not.toContain('<table');
  });

  it('says once that the figures are being rebuilt, with no table or funnel meanwhile', () => {
    const notice =
      'The campaign figures are being rebuilt from the stored events (visits read up to Mar 3, 2026).';
    const pending = render(
      campaignViewFixture({
        figures: { error: true, notice },
        tables: { error: true, notice },
        funnel: { error: true, notice },
        trend: { error: true, notice },
      }),
    );
    expect(text(pending).split('being rebuilt')).toHaveLength(2);
    expect(headings(pending, 2)).toEqual(['Campaign view']);
    expect(pending).not.toContain('could not be loaded');
  });
});
