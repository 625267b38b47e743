import 'server-only';
import { closeDb } from '@/lib/db/client';
import { drainIngest } from './ingest';

/**
 * Where instrumentation.ts leaves the shutdown step for scripts/server.mjs (same process, outside
 * the Next.js bundle), as it does the events handler (lib/analytics/http.ts).
 */
export const shutdownKey = Symbol.for('jackie.analytics.shutdown');

/**
 * The server's last step, once it has stopped taking requests and answered those in flight:
 * writes the pending drop counts (and anything still being committed), then closes the database,
 * which on PGlite also releases the data folder's lock.
 */
export async function shutdownAnalytics(): Promise<void> {
  await drainIngest();
  await closeDb();
}

/** Called by instrumentation.ts at server start. */
export function registerShutdown() {
  (globalThis as Record<symbol, unknown>)[shutdownKey] = shutdownAnalytics;
}
