/**
 * What the production server (scripts/server.mjs, plain Node outside the Next.js bundle), the
 * proxy (proxy.ts, bundled apart from the app) and the app hand each other in one process: the
 * app registers its hooks from instrumentation.ts, which Next.js runs while the server prepares;
 * the server marks the requests it stamps with the socket's peer. The keys live here only, so
 * no side can drift.
 */
const keys = {
  /** The direct POST /api/events handler (lib/analytics/http.ts). */
  eventsHandler: Symbol.for('jackie.analytics.eventsHandler'),
  /** The app's last step on SIGTERM/SIGINT (lib/analytics/shutdown.ts). */
  shutdown: Symbol.for('jackie.analytics.shutdown'),
  /** Set by the server: it overwrites x-jackie-peer on every request (lib/http/client-address.ts). */
  peerHeader: Symbol.for('jackie.server.peerHeader'),
  /**
   * The limit on requests under /share/ per address (lib/sharing/limits.ts), asked by proxy.ts,
   * which is bundled apart from the app and so does not import the database.
   */
  sharedViewLimit: Symbol.for('jackie.sharing.sharedViewLimit'),
};

export function setServerHook(name, value) {
  globalThis[keys[name]] = value;
}

export function serverHook(name) {
  return globalThis[keys[name]];
}

/** The hook once it is set, or undefined after `timeoutMs`. */
export async function waitForServerHook(name, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (serverHook(name) === undefined && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return serverHook(name);
}
