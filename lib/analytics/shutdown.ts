import 'server-only';
import { closeCampaignStore } from '@/lib/db/campaign-store-instance';
import { closeDb } from '@/lib/db/client';
import { setServerHook } from '@/lib/server-hooks.mjs';
import { drainIngest } from './ingest';

/**
 * The server's last step, once it has stopped taking requests and answered those in flight:
 * writes the pending drop counts (and anything still being committed), closes the campaign store,
 * then the database, which on PGlite also releases the data folder's lock.
 */
export async function shutdownAnalytics(): Promise<void> {
  await drainIngest();
  await closeCampaignStore();
  await closeDb();
}

/** Called by instrumentation.ts at server start: scripts/server.mjs runs it on SIGTERM/SIGINT. */
export function registerShutdown() {
  setServerHook('shutdown', shutdownAnalytics);
}
