/** Opens the database at server start, which applies pending migrations before traffic arrives. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./lib/db/client');
  try {
    const db = await getDb();
    console.log(`> Analytics database ready (${db.engine}), migrations applied`);
  } catch (error) {
    // Public pages keep serving; the analytics endpoint answers 503 until the database opens.
    console.error(`> Analytics database unavailable: ${(error as Error).message}`);
  }
}
