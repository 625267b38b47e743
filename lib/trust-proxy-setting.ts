import { BlockList, isIP } from 'node:net';

/**
 * Who is asking: the address rate limits, the audit log and sessions record. It comes from the
 * TCP peer unless TRUST_PROXY says which proxies in front may tell us the client through
 * X-Forwarded-For; a header sent by anyone else is ignored, so it cannot be used to pose as many
 * clients (or as someone else). This is the setting, which lib/env.ts reads; lib/http/trust-proxy.ts
 * resolves the client under it.
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
