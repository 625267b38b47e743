import {
  type CampaignFilters,
  campaignFilterNames,
  parseCampaignFilters,
} from '@/lib/analytics/campaign-filters';
import { activeFilters } from '@/lib/analytics/campaign-links';
import { parseRangeParam, type RangePreset, resolveRange } from '@/lib/analytics/range';
import type { SharedScope } from '@/lib/db/schema/notes';

/**
 * What a link is locked to, read from its stored row only: the range and the filters, each
 * through the views' own parsers (a filter the campaign view does not have is dropped, the
 * overview has none), and how a person reads them. Pure.
 */
export type Lock = { range: RangePreset; filters: CampaignFilters };

export const scopeNames: Record<SharedScope, string> = {
  overview: 'Overview',
  campaigns: 'Campaign view',
};

export function storedLock(
  link: { scope: SharedScope; range: string; filters: unknown },
  now: Date = new Date(),
): Lock {
  const stored = link.filters !== null && typeof link.filters === 'object' ? link.filters : {};
  const pairs = Object.entries(stored).filter(
    (pair): pair is [string, string] =>
      typeof pair[1] === 'string' && (campaignFilterNames as readonly string[]).includes(pair[0]),
  );
  return {
    range: parseRangeParam(link.range, now),
    filters: link.scope === 'campaigns' ? parseCampaignFilters(new URLSearchParams(pairs)) : {},
  };
}

/** The range's name ('Last 30 days', 'Nov 1 – 30, 2026') and the filters as 'Source: google'. */
export function describeLock(lock: Lock, now: Date = new Date()) {
  return {
    range: resolveRange(lock.range, now, null).label,
    filters: activeFilters(lock.filters).map((filter) => `${filter.label}: ${filter.value}`),
  };
}

/** The lock in one line: 'Last 30 days · Source: google'. */
export function lockLine(lock: Lock, now: Date = new Date()): string {
  const { range, filters } = describeLock(lock, now);
  return [range, ...filters].join(' · ');
}

/** A link's state as the Team section names it. */
export type LinkState = 'active' | 'expired' | 'revoked';

export function linkState(
  link: { revokedAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): LinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}
