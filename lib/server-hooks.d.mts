import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The direct POST /api/events handler: lib/analytics/http.ts builds it, scripts/server.mjs asks it
 * first about each request and lets it answer the ones it matches, before Next.js routing.
 */
export type EventsHandler = {
  matches(request: IncomingMessage): boolean;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
};

type Hooks = {
  eventsHandler: EventsHandler;
  shutdown: () => Promise<void>;
  peerHeader: true;
  /** The 429 page for an address past its limit under /share/, or null to go on. */
  sharedViewLimit: (headers: Headers) => Promise<Response | null>;
};
export declare function setServerHook<K extends keyof Hooks>(name: K, value: Hooks[K]): void;
export declare function serverHook<K extends keyof Hooks>(name: K): Hooks[K] | undefined;
export declare function waitForServerHook<K extends keyof Hooks>(
  name: K,
  timeoutMs: number,
): Promise<Hooks[K] | undefined>;
