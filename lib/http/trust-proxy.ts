import { BlockList, isIP } from 'node:net';

/**
 * Who is asking: the address rate limits, the audit log and sessions record. It comes from the
 * TCP peer unless TRUST_PROXY says which proxies in front may tell us the client through
 * X-Forwarded-For; a header sent by anyone else is ignored, so it cannot be used to pose as many
 * clients (or as someone else).
 */
export type TrustProxy =
  /** No proxy: the peer is the client. */
  | { kind: 'none' }
  /** This many proxies in front (the peer is the nearest). */
  | { kind: 'hops'; hops: number }
  /** Proxies known by address or range: hops from these are skipped, right to left. */
  | { kind: 'addresses'; list: BlockList; text: string };

const named: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
};

/**
 * Reads TRUST_PROXY: unset, empty, `false` or `0` (trust no header); a number of proxies in front
 * (`1` behind one nginx); or a comma-separated list of addresses and CIDR ranges, with the names
 * `loopback`, `private` and `linklocal`. Throws on anything else, naming what is wrong.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error('TRUST_PROXY: at most 20 proxies');
    return { kind: 'hops', hops };
  }
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address; give the number of proxies in front or their addresses',
    );
  }
  const list = new BlockList();
  for (const item of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    for (const entry of named[item] ?? [item]) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address);
      if (!family) throw new Error(`TRUST_PROXY: "${item}" is not an address, a range or a name`);
      const type = family === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else {
        const bits = Number(prefix);
        if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) {
          throw new Error(`TRUST_PROXY: "${item}" has an invalid prefix length`);
        }
        list.addSubnet(address, bits, type);
      }
    }
  }
  return { kind: 'addresses', list, text };
}

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
