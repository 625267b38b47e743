import type { Server } from 'node:http';

export declare function closeOnSignals(
  server: Server,
  options: { finish: () => unknown; timeoutMs?: number },
): void;
