/**
 * At server start: opens the database, which applies pending migrations before traffic arrives,
 * and hands the direct POST /api/events handler to scripts/server.mjs (lib/analytics/http.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { registerEventsHandler } = await import('./lib/analytics/http');
  registerEventsHandler();
  const { getDb } = await import('./lib/db/client');
  try {
    const db = await getDb();
    console.log(`> Analytics database ready (${db.engine}), migrations applied`);
  } catch (error) {
    // Public pages keep serving; the analytics endpoint answers 503 until the database opens.
    console.error(`> Analytics database unavailable: ${(error as Error).message}`);
  }
}
