/**
 * The campaign view's filters (`/admin/campaigns?channel=…&campaign=…`), kept in the URL next to
 * `range`, applied to every figure, table and funnel of the view and to its CSV. Pure, so that the
 * page, the CSV route and the tests read a URL the same way.
 */
import { type CampaignFilters, campaignFilterIds } from '@/lib/db/campaign-model';

export type { CampaignFilters };

/** The filters, in the order a URL lists them (lib/db/campaign-model.ts declares them). */
export const campaignFilterNames = campaignFilterIds;
export type CampaignFilterName = (typeof campaignFilterNames)[number];

/** Longest filter value read; a longer one cannot name anything stored and matches nothing. */
const maxValueLength = 300;

/**
 * A page as the rollups store it: 'landing' for the home page, the path otherwise (no query, no
 * trailing slash), so that `page=/` and `page=landing` name the same page.
 */
export function storedPage(value: string): string {
  const path = value.split(/[?#]/)[0]?.trim() ?? '';
  if (path === '' || path === '/' || path === 'landing') return 'landing';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The filters a URL names: each known parameter's first non-empty value, trimmed. Values are not
 * checked against any list: an unknown one simply matches nothing (an empty view, never an error).
 */
export function parseCampaignFilters(params: URLSearchParams): CampaignFilters {
  const filters: CampaignFilters = {};
  for (const name of campaignFilterNames) {
    const value = params
      .getAll(name)
      .map((item) => item.trim())
      .find((item) => item !== '');
    if (value === undefined) continue;
    const capped = value.slice(0, maxValueLength + 1);
    filters[name] = name === 'page' || name === 'entry' ? storedPage(capped) : capped;
  }
  return filters;
}

/** The query string of `filters` (in `campaignFilterNames` order) plus any extra parameters. */
export function campaignQuery(filters: CampaignFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  for (const name of campaignFilterNames) {
    const value = filters[name];
    if (value !== undefined) params.set(name, value);
  }
  return params.toString();
}
