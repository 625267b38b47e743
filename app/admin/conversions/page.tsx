import type { Metadata } from 'next';
import { Conversions, conversionLogPageSize, matchKeyDays } from '@/components/admin/conversions';
import { requireSection } from '@/lib/auth/admin-gate';
import { currentDestinations, parseConversionLogQuery } from '@/lib/conversions/admin';
import { getDb } from '@/lib/db/client';
import {
  conversionSummary,
  listConversionLog,
  matchKeyShares,
} from '@/lib/db/queries/conversion-log';
import { type SearchParams, toSearchParams } from '../search-params';

export const metadata: Metadata = { title: 'Conversions' };

/**
 * Booked demos sent back to the ad platforms: admins and viewers read it, sales do not; admins
 * send a given-up conversion again (checked again by the API). `?platform=`, `?state=`, `?page=`.
 */
export default async function ConversionsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSection('conversions');
  if (!user) return null;
  const { page, ...filter } = parseConversionLogQuery(toSearchParams(await searchParams));
  const db = await getDb();
  const since = new Date(Date.now() - matchKeyDays * 24 * 3600 * 1000);
  const [summary, shares, log] = await Promise.all([
    conversionSummary(db),
    matchKeyShares(db, since),
    listConversionLog(db, filter, { page, pageSize: conversionLogPageSize }),
  ]);
  const { views, problem } = currentDestinations();
  return (
    <Conversions
      destinations={views}
      configurationProblem={problem}
      summary={summary}
      shares={shares}
      entries={log.entries}
      total={log.total}
      filter={filter}
      page={page}
      canSendAgain={user.isAdmin}
    />
  );
}
