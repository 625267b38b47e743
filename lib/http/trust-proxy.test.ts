import { describe, expect, it } from 'vitest';
import { limitKey, parseTrustProxy, resolveClientAddress } from './trust-proxy';

describe('the client address', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = parseTrustProxy(undefined);
    for (const spoofed of ['198.51.100.1', '10.0.0.1, 198.51.100.2', 'garbage', '']) {
      expect(resolveClientAddress('203.0.113.9', spoofed, none)).toBe('203.0.113.9');
    }
    expect(resolveClientAddress('::ffff:203.0.113.9', null, none)).toBe('203.0.113.9');
  });

  it('is the hop the nearest proxies vouch for when TRUST_PROXY counts them', () => {
    const one = parseTrustProxy('1');
    // nginx appends the address it saw; what the client put before it is not believed.
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', one)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    const two = parseTrustProxy('2');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', two)).toBe(
      '198.51.100.7',
    );
    // A proxy that sent no header: the peer is all there is.
    expect(resolveClientAddress('10.0.0.2', null, two)).toBe('10.0.0.2');
  });

  it('skips only proxies in the trusted list, reading from the right', () => {
    const trusted = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3', trusted)).toBe(
      '198.51.100.7',
    );
    // Reached directly by a stranger: the stranger's header is not believed.
    expect(resolveClientAddress('203.0.113.50', '198.51.100.7', trusted)).toBe('203.0.113.50');
    expect(resolveClientAddress('127.0.0.1', '[2001:db8::1]', trusted)).toBe('2001:db8::1');
  });

  it('shares one address among requests whose peer is not known', () => {
    expect(resolveClientAddress(null, '198.51.100.1', parseTrustProxy('1'))).toBe('unknown');
  });

  it('refuses settings that would trust everyone or that it cannot read', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client/);
    expect(() => parseTrustProxy('nginx')).toThrow(/"nginx" is not an address/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/prefix/);
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
  });
});

describe('the key a client is limited by', () => {
  it('is an IPv4 address as it is', () => {
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('203.0.113.10')).not.toBe(limitKey('203.0.113.9'));
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = limitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd::9',
      '2001:db8:1:2:0:0:0:0',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::7'),
    ]) {
      expect(limitKey(same)).toBe(key);
    }
    expect(limitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::ffff:0:1:2:3')).toBe('0:0:0:ffff::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(limitKey('unknown')).toBe('unknown');
  });
});
