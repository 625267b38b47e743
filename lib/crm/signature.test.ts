import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hubSpotSignedUri, hubSpotToleranceMs, verifyHubSpot, verifyPlain } from './signature';

const secret = 'crm-secret-for-tests-9b2e';
const raw = Buffer.from('{"deal_id":"D-1","stage":"won","amount":"12500.50"}');
const now = Date.UTC(2026, 4, 4, 12, 0, 0);
// Computed here with node:crypto as each scheme documents it, independently of the module.
const plainHex = createHmac('sha256', secret).update(raw).digest('hex');
const uri = 'https://jackie.example/api/webhooks/crm';
const hubSpot = (
  signedUri: string,
  timestamp: number | string = now,
  body = raw.toString('utf8'),
  key = secret,
) =>
  createHmac('sha256', key).update(`POST${signedUri}${body}${timestamp}`, 'utf8').digest('base64');

describe('X-Signature: sha256=<hex>', () => {
  it('accepts the hex HMAC-SHA256 of the raw body, either case', () => {
    expect(verifyPlain(secret, raw, `sha256=${plainHex}`)).toEqual({ ok: true });
    expect(verifyPlain(secret, raw, ` sha256=${plainHex.toUpperCase()} `).ok).toBe(true);
  });

  it.each([
    ['another secret', `sha256=${createHmac('sha256', 'other').update(raw).digest('hex')}`],
    ['no prefix', plainHex],
    ['another algorithm', `sha1=${plainHex}`],
    ['a short digest', `sha256=${plainHex.slice(0, 63)}`],
    ['not hex', `sha256=${'z'.repeat(64)}`],
    ['empty', ''],
  ])('refuses %s', (_name, header) => {
    expect(verifyPlain(secret, raw, header)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a body changed by one byte', () => {
    const changed = Buffer.from(raw.toString('utf8').replace('12500.50', '12500.51'));
    expect(verifyPlain(secret, changed, `sha256=${plainHex}`).ok).toBe(false);
  });
});

describe('X-HubSpot-Signature-v3', () => {
  const check = (signature: string, timestamp: string, at = now, signedUri = uri) =>
    verifyHubSpot(secret, { method: 'POST', uri: signedUri, raw, signature, timestamp }, at);

  it('accepts base64 HMAC-SHA256 of method + URI + body + timestamp (milliseconds)', () => {
    expect(check(hubSpot(uri), String(now))).toEqual({ ok: true });
  });

  it('accepts a timestamp up to five minutes old', () => {
    const t = now - hubSpotToleranceMs;
    expect(check(hubSpot(uri, t), String(t)).ok).toBe(true);
  });

  it('refuses a stale timestamp (more than five minutes old) as a replay', () => {
    const t = now - hubSpotToleranceMs - 1;
    expect(check(hubSpot(uri, t), String(t))).toEqual({ ok: false, reason: 'replay' });
  });

  it('refuses a timestamp more than five minutes ahead as a replay', () => {
    const t = now + hubSpotToleranceMs + 1;
    expect(check(hubSpot(uri, t), String(t))).toEqual({ ok: false, reason: 'replay' });
  });

  it.each([
    ['another secret', () => hubSpot(uri, now, raw.toString('utf8'), 'other')],
    ['another URI', () => hubSpot('https://evil.example/api/webhooks/crm')],
    ['another body', () => hubSpot(uri, now, '{}')],
    ['another timestamp', () => hubSpot(uri, now - 1)],
    ['hex instead of base64', () => createHmac('sha256', secret).update('x').digest('hex')],
    ['empty', () => ''],
  ])('refuses a signature made with %s', (_name, make) => {
    expect(check(make(), String(now))).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['missing', ''],
    ['not a number', 'soon'],
    ['seconds with a fraction', '1777896000.5'],
  ])('refuses a timestamp that is %s', (_name, timestamp) => {
    expect(check(hubSpot(uri, timestamp), timestamp)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses another method', () => {
    const signature = hubSpot(uri);
    expect(
      verifyHubSpot(secret, { method: 'PUT', uri, raw, signature, timestamp: String(now) }, now).ok,
    ).toBe(false);
  });
});

describe('the URI HubSpot signs', () => {
  it('is the site URL with the request path and query, whatever the request says its host is', () => {
    expect(
      hubSpotSignedUri('https://jackie.example', 'http://evil.example:3000/api/webhooks/crm'),
    ).toBe('https://jackie.example/api/webhooks/crm');
    expect(
      hubSpotSignedUri(
        'https://jackie.example',
        'http://localhost/api/webhooks/crm?source=hubspot',
      ),
    ).toBe('https://jackie.example/api/webhooks/crm?source=hubspot');
  });

  it('uses only the origin of SITE_URL', () => {
    expect(hubSpotSignedUri('https://jackie.example/', 'http://x/api/webhooks/crm')).toBe(
      'https://jackie.example/api/webhooks/crm',
    );
  });

  it("decodes the twelve characters HubSpot's v3 rules list, in either case, and no others", () => {
    // HubSpot: %3A : %2F / %3F ? %40 @ %21 ! %24 $ %27 ' %28 ( %29 ) %2A * %2C , %3B ;
    expect(
      hubSpotSignedUri(
        'https://jackie.example',
        'http://x/api/webhooks/crm?q=%3A%2F%3F%40%21%24%27%28%29%2A%2C%3B',
      ),
    ).toBe("https://jackie.example/api/webhooks/crm?q=:/?@!$'()*,;");
    expect(
      hubSpotSignedUri('https://jackie.example', 'http://x/api/webhooks/crm?email=a%40b.com'),
    ).toBe('https://jackie.example/api/webhooks/crm?email=a@b.com');
    expect(hubSpotSignedUri('https://jackie.example', 'http://x/api/webhooks/crm?at=12%3a30')).toBe(
      'https://jackie.example/api/webhooks/crm?at=12:30',
    );
    // A space, an ampersand, an equals sign and a percent sign stay encoded.
    expect(
      hubSpotSignedUri('https://jackie.example', 'http://x/api/webhooks/crm?n=a%20b%26c%3Dd%25'),
    ).toBe('https://jackie.example/api/webhooks/crm?n=a%20b%26c%3Dd%25');
  });

  it('checks a signature made over the decoded URI', () => {
    const requestUrl = 'http://x/api/webhooks/crm?email=pat%40example.com';
    const signedUri = hubSpotSignedUri('https://jackie.example', requestUrl);
    const signature = hubSpot('https://jackie.example/api/webhooks/crm?email=pat@example.com');
    expect(
      verifyHubSpot(
        secret,
        { method: 'POST', uri: signedUri, raw, signature, timestamp: String(now) },
        now,
      ).ok,
    ).toBe(true);
  });
});
