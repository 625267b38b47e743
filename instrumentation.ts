/**
 * At server start: opens the database, which applies pending migrations before traffic arrives,
 * and hands scripts/server.mjs the direct POST /api/events handler (lib/analytics/http.ts) and
 * the shutdown step it runs on SIGTERM (lib/analytics/shutdown.ts), and proxy.ts the limit of
 * shared views' pages (lib/sharing/limits.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { registerEventsHandler } = await import('./lib/analytics/http');
  registerEventsHandler();
  const { registerShutdown } = await import('./lib/analytics/shutdown');
  registerShutdown();
  const { registerSharedViewLimit } = await import('./lib/sharing/limits');
  registerSharedViewLimit();
  const { getDb } = await import('./lib/db/client');
  try {
    const db = await getDb();
    console.log(`> Analytics database ready (${db.engine}), migrations applied`);
    // Mail waiting in the outbox (contact-form requests) goes out, and is retried, from here on.
    const { startMailSender } = await import('./lib/mail/outbox');
    startMailSender();
    // The weekly digest goes out on Monday morning, or when the server comes back that week.
    const { startDigestScheduler } = await import('./lib/digest/send');
    startDigestScheduler(getDb);
    // Ad click ids kept for the ad platforms are cleared 90 days after their visit.
    const { startClickIdClearing } = await import('./lib/conversions/retention');
    startClickIdClearing(getDb);
    // Booked demos queued for the ad platforms are sent, and retried, from here on.
    const { startConversionSender } = await import('./lib/conversions/outbox');
    startConversionSender(getDb);
    // Alerts: the rules are checked every five minutes by one instance; firings and
    // recoveries are mailed, and posted to the chat webhook, from here on.
    const { startAlerts } = await import('./lib/alerts/notify');
    startAlerts(getDb);
    // Notes the product writes on the charts: this release, and campaigns seen for the first time.
    const { startNotesWriter } = await import('./lib/notes/notes');
    startNotesWriter(getDb);
    // The campaign view's read model is built (when missing or behind) and kept up to the events.
    const { startCampaignStoreFeed } = await import('./lib/db/campaign-store-instance');
    startCampaignStoreFeed(getDb);
  } catch (error) {
    // Public pages keep serving; the analytics endpoint answers 503 until the database opens.
    console.error(`> Analytics database unavailable: ${(error as Error).message}`);
  }
}
