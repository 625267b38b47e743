import type { Metadata } from 'next';
import { Speed } from '@/components/admin/speed';
import { parseRangeParam } from '@/lib/analytics/range';
import { loadSpeed } from '@/lib/analytics/web-vitals-data';
import { requireSection } from '@/lib/auth/admin-gate';
import { getDb } from '@/lib/db/client';
import { one, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: 'Speed' };

/**
 * Real visitors' speed, for every staff member: the 75th percentile of each Core Web Vital per
 * page and per device class over a range (`?range=`), with its rating, the share of page views
 * good / needing improvement / poor, and the sample size.
 */
export default async function SpeedPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSection('speed');
  if (!user) return null;
  const view = await loadSpeed(await getDb(), parseRangeParam(one((await searchParams).range)));
  return <Speed view={view} />;
}
