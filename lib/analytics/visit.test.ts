import { describe, expect, it } from 'vitest';
import { deviceClassOf, landingOf, normaliseHost, type PageViewFacts } from './visit';

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  legacyIpad:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  // iPadOS 13+ sends the Mac's UA: counted as desktop (docs/analytics.md).
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  kindle:
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/108.5.1 like Chrome/108.0.5359.220 Safari/537.36',
};

describe('deviceClassOf', () => {
  it('classes phones, tablets and computers', () => {
    expect(deviceClassOf(agents.iphone)).toBe('mobile');
    expect(deviceClassOf(agents.androidPhone)).toBe('mobile');
    expect(deviceClassOf(agents.androidTablet)).toBe('tablet');
    expect(deviceClassOf(agents.legacyIpad)).toBe('tablet');
    expect(deviceClassOf(agents.kindle)).toBe('tablet');
    expect(deviceClassOf(agents.macSafari)).toBe('desktop');
    expect(deviceClassOf(agents.windowsChrome)).toBe('desktop');
  });

  it('counts a missing, empty or unknown UA as desktop (bowser throws on an empty one)', () => {
    expect(deviceClassOf(null)).toBe('desktop');
    expect(deviceClassOf('')).toBe('desktop');
    expect(deviceClassOf('   ')).toBe('desktop');
    expect(deviceClassOf('curl-ish/1.0')).toBe('desktop');
  });
});

describe('normaliseHost', () => {
  it('lower-cases and drops www. and the port', () => {
    expect(normaliseHost('WWW.Google.com')).toBe('google.com');
    expect(normaliseHost('localhost:3000')).toBe('localhost');
  });

  it('refuses what is not a host name', () => {
    for (const value of [null, undefined, 42, '', 'a b', 'https://x.example/', 'x'.repeat(254)]) {
      expect(normaliseHost(value)).toBeNull();
    }
  });
});

const view = (overrides: Partial<PageViewFacts> = {}): PageViewFacts => ({
  page: 'landing',
  url: 'https://jackie.example/',
  referrer: null,
  userAgent: agents.iphone,
  siteHosts: ['jackie.example'],
  ...overrides,
});

describe('landingOf', () => {
  it('reads UTM values from the query: trimmed, source and medium in lower case', () => {
    const landing = landingOf(
      view({
        page: '/pools',
        url: 'https://jackie.example/pools?utm_source=%20Google%20&utm_medium=CPC&utm_campaign=Spring-Pools&utm_term=pool+leads&utm_content=Hero',
      }),
    );
    expect(landing).toEqual({
      landingPage: '/pools',
      referrerHost: null,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'Spring-Pools',
      utmTerm: 'pool leads',
      utmContent: 'Hero',
      clickId: null,
      clickIds: null,
      device: 'mobile',
      channel: 'Paid Search',
    });
  });

  it('keeps the click ids exactly as received only while an ad platform is configured', () => {
    const url =
      'https://jackie.example/?gclid=Cj0KCQiA-Abc_123.x~Y&fbclid=IwAR2xYz&msclkid=0a1B2c3D4e5F6a7B8c9D0e1F2a3B4c5D';
    expect(landingOf(view({ url, keepClickIds: true })).clickIds).toEqual({
      gclid: 'Cj0KCQiA-Abc_123.x~Y',
      fbclid: 'IwAR2xYz',
      msclkid: '0a1B2c3D4e5F6a7B8c9D0e1F2a3B4c5D',
    });
    // An id of 10 KB, or with NUL or other characters no URL-safe id has, is left out, alone.
    const odd = `https://jackie.example/?gclid=${'A'.repeat(10_240)}&fbclid=Iw%00AR&wbraid=ok%C3%A9&gbraid=0AAAA-fine`;
    expect(landingOf(view({ url: odd, keepClickIds: true })).clickIds).toEqual({
      gbraid: '0AAAA-fine',
    });
    expect(landingOf(view({ url })).clickIds).toBeNull();
  });

  it('keeps which click id was present, never its value', () => {
    const landing = landingOf(view({ url: 'https://jackie.example/?gclid=Cj0KCQ-secret' }));
    expect(landing.clickId).toBe('gclid');
    expect(JSON.stringify(landing)).not.toContain('secret');
    expect(landingOf(view({ url: 'https://jackie.example/?fbclid=IwAR' })).clickId).toBe('fbclid');
    expect(landingOf(view({ url: 'https://jackie.example/?msclkid=' })).clickId).toBeNull();
  });

  it('caps lengths, removes control characters, and keeps no empty value', () => {
    const long = 'x'.repeat(500);
    const landing = landingOf(
      view({
        url: `https://jackie.example/?utm_source=${long}&utm_campaign=${long}&utm_medium=%00%20&utm_term=a%00b`,
      }),
    );
    expect(landing.utmSource).toHaveLength(100);
    expect(landing.utmCampaign).toHaveLength(200);
    expect(landing.utmMedium).toBeNull();
    expect(landing.utmTerm).toBe('ab');
  });

  it('does not cut a character in half', () => {
    const campaign = `${'x'.repeat(199)}😀`;
    const landing = landingOf(
      view({ url: `https://jackie.example/?utm_campaign=${encodeURIComponent(campaign)}` }),
    );
    expect(landing.utmCampaign).toBe('x'.repeat(199));
  });

  it('takes the referrer host; the site itself is internal, not a referral', () => {
    expect(landingOf(view({ referrer: 'www.Google.com' }))).toMatchObject({
      referrerHost: 'google.com',
      channel: 'Organic Search',
    });
    expect(landingOf(view({ referrer: 'jackie.example' }))).toMatchObject({
      referrerHost: null,
      channel: 'Direct',
    });
    expect(landingOf(view({ referrer: 'www.jackie.example' })).channel).toBe('Direct');
    // The page's own host counts as the site too (a preview deployment under another name).
    expect(
      landingOf(view({ url: 'http://localhost:3000/', referrer: 'localhost:3000' })).channel,
    ).toBe('Direct');
    expect(landingOf(view({ referrer: 'not a host' })).referrerHost).toBeNull();
  });
});
