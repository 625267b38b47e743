import 'server-only';
import type { Database } from '@/lib/db/client';
import { clearOldClickIds } from '@/lib/db/queries/sessions';
import { startPeriodic } from '@/lib/periodic';

/** Hourly is ample for a 90-day limit; every instance may run it, the statement is idempotent. */
const everyMs = 60 * 60_000;

/** Clears, every hour in this process, the click ids of visits older than 90 days. */
export function startClickIdClearing(getDb: () => Promise<Database>): void {
  startPeriodic('conversions.click-ids', 'Click id clearing', everyMs, async () => {
    await clearOldClickIds(await getDb(), new Date());
  });
}
