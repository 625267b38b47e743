import { env } from '@/lib/env';
import { serverHook } from '@/lib/server-hooks.mjs';
import { resolveClientAddress } from './trust-proxy';

/**
 * The header scripts/server.mjs sets on every request to the socket's peer address, overwriting
 * anything a client sent under that name; it is believed only when that server says it is in
 * front (its `peerHeader` hook), never under `next start` or `next dev`.
 */
export const peerHeader = 'x-jackie-peer';

export type HeaderSource = { header(name: string): string | null };

/** The TCP peer of a request that came through scripts/server.mjs, or null. */
export function peerOf(source: HeaderSource): string | null {
  return serverHook('peerHeader') === true ? source.header(peerHeader) : null;
}

/** Headers of a web Request as a HeaderSource. */
export const headerSource = (headers: Headers): HeaderSource => ({
  header: (name) => headers.get(name),
});

/**
 * The client's address for a request under the configured TRUST_PROXY: the one function that
 * auth, invitations, the audit log and the events endpoint use. `peer` is the socket's peer when
 * the caller holds the socket itself (the direct events path).
 */
export function clientAddress(source: HeaderSource & { peer?: () => string | null }): string {
  const peer = source.peer ? source.peer() : peerOf(source);
  return resolveClientAddress(peer, source.header('x-forwarded-for'), env().TRUST_PROXY);
}
