import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClientAddress } from './trust-proxy';

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
