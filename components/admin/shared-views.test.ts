/**
 * The admin's side of shared views as the server renders it: the "Share this view" form pre-filled
 * with the view's range and filters, and the Team section's list with its states, the new link
 * shown once and plain Revoke forms.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SharedViewSummary } from '@/lib/db/queries/shared-views';
import { ShareViewForm } from './share-view-form';
import { SharedViews, sharedViewsNotice } from './shared-views';

const now = new Date('2026-11-29T15:00:00Z');
const day = 86_400_000;

const link = (overrides: Partial<SharedViewSummary>): SharedViewSummary => ({
  id: 1,
  scope: 'campaigns',
  filters: { source: 'google' },
  range: '30d',
  label: null,
  createdBy: 'u1',
  createdByLabel: 'owner@jackie.example',
  createdAt: new Date(now.getTime() - day),
  expiresAt: new Date(now.getTime() + 89 * day),
  revokedAt: null,
  revokedByLabel: null,
  lastUsedAt: null,
  views: 0,
  hasPassword: false,
  ...overrides,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ShareViewForm', () => {
  it('posts to the API with the view’s range selected, its exact days offered and its filters ticked', () => {
    const html = renderToStaticMarkup(
      createElement(ShareViewForm, {
        scope: 'campaigns',
        range: '7d',
        current: { from: '2026-11-23', to: '2026-11-29' },
        filters: { source: 'google', campaign: 'spring pools' },
        now,
      }),
    );
    expect(html).toContain('action="/api/admin/shared-views"');
    expect(html).toContain('<input type="hidden" name="scope" value="campaigns"/>');
    expect(html).toMatch(/<option value="7d" selected="">Last 7 days, rolling<\/option>/);
    expect(html).toContain(
      '<option value="2026-11-23..2026-11-29">Nov 23 to Nov 29, 2026, these days</option>',
    );
    expect(html).toContain('name="filter.source" checked="" value="google"');
    expect(html).toContain('name="filter.campaign" checked="" value="spring pools"');
    expect(html).toContain('<option value="all">All time</option>');
    expect(html).toMatch(/<option value="90" selected="">90 days<\/option>/);
    expect(html).toContain('type="password" minLength="8"');
  });

  it('offers no filter on the overview', () => {
    const html = renderToStaticMarkup(
      createElement(ShareViewForm, {
        scope: 'overview',
        range: '30d',
        current: { from: '2026-10-31', to: '2026-11-29' },
        now,
      }),
    );
    expect(html).not.toContain('filter.');
    expect(html).not.toContain('No filter');
  });
});

describe('SharedViews', () => {
  const links = [
    link({ id: 3, label: 'Agency', hasPassword: true, views: 12, lastUsedAt: now }),
    link({ id: 2, scope: 'overview', filters: {}, expiresAt: new Date(now.getTime() - day) }),
    link({ id: 1, revokedAt: now, revokedByLabel: 'boss@jackie.example' }),
  ];

  it('lists every link with its lock, maker, use and state; Revoke for the active one only', () => {
    const html = renderToStaticMarkup(createElement(SharedViews, { links, notice: null, now }));
    const words = text(html);
    expect(words).toContain('#3 Campaign view Agency Password Last 30 days Source: google');
    expect(words).toContain('by owner@jackie.example');
    expect(words).toContain(' 12 Active');
    expect(words).toContain('#2 Overview No password Last 30 days');
    expect(words).toContain('Expired');
    expect(words).toContain('Revoked');
    expect(words).toContain('by boss@jackie.example');
    expect([...html.matchAll(/action="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/api/admin/shared-views/3/revoke',
    ]);
  });

  it('shows a new link once, and after that only says it was made', () => {
    const url = `http://localhost:3000/share/${'T'.repeat(43)}`;
    const shown = sharedViewsNotice({ shared: '3', revoked: null, refused: null }, { id: 3, url });
    expect(
      renderToStaticMarkup(createElement(SharedViews, { links, notice: shown, now })),
    ).toContain(url);
    const again = sharedViewsNotice({ shared: '3', revoked: null, refused: null }, null);
    const html = renderToStaticMarkup(createElement(SharedViews, { links, notice: again, now }));
    expect(html).not.toContain('/share/');
    expect(text(html)).toContain('Its address was shown once and cannot be shown again');
    // Another link's flash is not this one's.
    expect(
      sharedViewsNotice({ shared: '2', revoked: null, refused: null }, { id: 3, url }),
    ).toEqual({ kind: 'created', id: 2, url: null });
  });

  it('says what a refused form or a revocation did, in fixed sentences', () => {
    expect(
      sharedViewsNotice({ shared: null, revoked: null, refused: 'filter' }, null),
    ).toMatchObject({
      kind: 'refused',
      text: expect.stringMatching(/^No link was made\. A link can be locked only to/),
    });
    expect(sharedViewsNotice({ shared: null, revoked: '4', refused: null }, null)).toEqual({
      kind: 'revoked',
      id: 4,
    });
    expect(
      sharedViewsNotice({ shared: null, revoked: null, refused: '<script>' }, null),
    ).toBeNull();
  });
});
