import { type BlockList, isIP } from 'node:net';
import type { TrustProxy } from '@/lib/trust-proxy-setting';

/**
 * The client's address under TRUST_PROXY, and the key rate limits count it by. The setting itself
 * (its type and its parser) is lib/trust-proxy-setting.ts, a root module, so that lib/env.ts can
 * parse it without importing lib/http.
 */
export { parseTrustProxy, type TrustProxy } from '@/lib/trust-proxy-setting';

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) is 203.0.113.9. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address from the socket's peer and the X-Forwarded-For header, under `trust`.
 * Proxies append the address they received the request from, so the chain is read from the
 * right: the peer, then each hop a trusted proxy vouches for. Without a peer the answer is
 * 'unknown' (every such request shares one limit rather than escaping it).
 */
export function resolveClientAddress(
  peer: string | null | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string {
  if (!peer) return 'unknown';
  const nearest = normalizeAddress(peer);
  if (trust.kind === 'none') return nearest;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => hop !== '');
  const chain = [...hops, nearest];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? nearest;
  for (let index = chain.length - 1; index > 0; index -= 1) {
    const hop = chain[index] as string;
    if (!isTrusted(trust.list, hop)) return hop;
  }
  return chain[0] ?? nearest;
}

/**
 * The key a client is limited by: its IPv4 address, or the /64 of its IPv6 address (one IPv6
 * host is given a whole /64 and can pick any address in it, so limits per address would not
 * hold). Anything else (an unknown peer) is its own key.
 */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const bare = address.split('%')[0] ?? address;
  const [left = '', right] = bare.toLowerCase().split('::');
  const head = left === '' ? [] : left.split(':');
  // With "::" the missing groups are zeros; the first four groups are the /64.
  const tail = right === undefined ? [] : right === '' ? [] : right.split(':');
  const groups =
    right === undefined
      ? head
      : [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  const prefix = groups
    .slice(0, 4)
    .map((group) =>
      /^[0-9a-f]{1,4}$/.test(group) ? Number.parseInt(group, 16).toString(16) : '0',
    );
  return `${prefix.join(':')}::/64`;
}
