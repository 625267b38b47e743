type Hooks = {
  eventsHandler: import('./analytics/http').EventsHandler;
  shutdown: () => Promise<void>;
  peerHeader: true;
};
export declare function setServerHook<K extends keyof Hooks>(name: K, value: Hooks[K]): void;
export declare function serverHook<K extends keyof Hooks>(name: K): Hooks[K] | undefined;
export declare function waitForServerHook<K extends keyof Hooks>(
  name: K,
  timeoutMs: number,
): Promise<Hooks[K] | undefined>;
