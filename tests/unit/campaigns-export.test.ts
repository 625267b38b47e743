/**
 * GET /api/admin/campaigns/export with the view mocked (the campaign queries are not written yet):
 * who may download it, that it reads the page's range and filters, and how the file is named.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@/lib/auth/session';

const who = vi.hoisted(() => ({ user: null as null | StaffUser }));
const loadCampaigns = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth/session', () => ({
  authorize: async () =>
    who.user ??
    Response.json({ error: { code: 'unauthorized', message: 'Sign in.' } }, { status: 401 }),
}));
vi.mock('@/lib/db/client', () => ({ getDb: async () => ({}) }));
vi.mock('@/lib/analytics/campaigns', async (original) => ({
  ...(await original<typeof import('@/lib/analytics/campaigns')>()),
  loadCampaigns,
}));

const { GET } = await import('@/app/api/admin/campaigns/export/route');
const { campaignViewFixture } = await import('@/lib/analytics/campaign-test-kit');

const viewer: StaffUser = {
  id: 'viewer',
  email: 'viewer@jackie.example',
  name: 'viewer',
  isAdmin: false,
  canManageLeads: false,
  sessionId: 'session-viewer',
  twoFactor: false,
};

const get = (query: string) =>
  GET(new Request(`http://localhost:3000/api/admin/campaigns/export?${query}`), {
    params: Promise.resolve({}),
  });

describe('GET /api/admin/campaigns/export', () => {
  beforeEach(() => {
    who.user = null;
    loadCampaigns.mockReset();
    loadCampaigns.mockImplementation(async (_db, preset, filters) =>
      campaignViewFixture({ preset, filters }),
    );
  });

  it('refuses nobody signed in before it loads anything', async () => {
    const response = await get('range=7d');
    expect(response.status).toBe(401);
    expect(loadCampaigns).not.toHaveBeenCalled();
  });

  it('gives any staff member the filtered view as a CSV named after the range', async () => {
    who.user = viewer;
    const response = await get('range=7d&channel=Paid+search&page=/pricing/&sort=pages.label');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="jackie-campaigns-7d-2025-07-09-to-2025-07-15.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(loadCampaigns).toHaveBeenCalledWith({}, '7d', {
      channel: 'Paid search',
      page: '/pricing',
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, as the other exports, so that Excel reads UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Campaign view export\r\n')).toBe(true);
    expect(text).toContain('Filter,Channel,Paid search\r\n');
  });
});
