import { describe, expect, it } from 'vitest';
import { channels } from '@/lib/db/schema/sessions';
import { type ChannelInput, channelOf, channelRules } from './channels';

const visit = (input: Partial<ChannelInput>): ChannelInput => ({
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  clickId: null,
  ...input,
});

describe('channelOf: one test per row of the rule table', () => {
  it('evaluates the rows in the documented order, each channel once, Other as the fallback', () => {
    expect(channelRules.map((rule) => rule.channel)).toEqual([
      'Paid Search',
      'Paid Social',
      'Email',
      'AI Assistants',
      'Organic Social',
      'Organic Search',
      'Referral',
      'Direct',
    ]);
    expect([...channelRules.map((rule) => rule.channel), 'Other'].sort()).toEqual(
      [...channels].sort(),
    );
  });

  it('Paid Search: a search source with a paid medium', () => {
    expect(channelOf(visit({ utmSource: 'google', utmMedium: 'cpc' }))).toBe('Paid Search');
    expect(channelOf(visit({ utmSource: 'bing', utmMedium: 'ppc' }))).toBe('Paid Search');
    expect(channelOf(visit({ utmSource: 'google', utmMedium: 'paidsearch' }))).toBe('Paid Search');
    expect(channelOf(visit({ referrerHost: 'google.com', utmMedium: 'cpc' }))).toBe('Paid Search');
  });

  it('Paid Search: a Google or Microsoft click id and no UTM', () => {
    for (const clickId of ['gclid', 'gbraid', 'wbraid', 'msclkid'] as const) {
      expect(channelOf(visit({ clickId }))).toBe('Paid Search');
      expect(channelOf(visit({ clickId, referrerHost: 'google.com' }))).toBe('Paid Search');
    }
  });

  it('Paid Social: a social source with a paid medium', () => {
    expect(channelOf(visit({ utmSource: 'facebook', utmMedium: 'paid_social' }))).toBe(
      'Paid Social',
    );
    expect(channelOf(visit({ utmSource: 'linkedin', utmMedium: 'cpc' }))).toBe('Paid Social');
    expect(channelOf(visit({ utmSource: 'm.facebook.com', utmMedium: 'cpm' }))).toBe('Paid Social');
  });

  it('Paid Social: fbclid and no UTM', () => {
    expect(channelOf(visit({ clickId: 'fbclid' }))).toBe('Paid Social');
    expect(channelOf(visit({ clickId: 'fbclid', referrerHost: 'l.facebook.com' }))).toBe(
      'Paid Social',
    );
  });

  it('Email: an email medium or source, or a web-mail referrer', () => {
    expect(channelOf(visit({ utmSource: 'mailchimp', utmMedium: 'email' }))).toBe('Email');
    expect(channelOf(visit({ utmSource: 'spring', utmMedium: 'e-mail' }))).toBe('Email');
    expect(channelOf(visit({ utmSource: 'newsletter' }))).toBe('Email');
    expect(channelOf(visit({ referrerHost: 'mail.google.com' }))).toBe('Email');
    expect(channelOf(visit({ referrerHost: 'outlook.live.com' }))).toBe('Email');
  });

  it('AI Assistants: an assistant as referrer or utm_source', () => {
    for (const host of [
      'chatgpt.com',
      'chat.openai.com',
      'perplexity.ai',
      'gemini.google.com',
      'copilot.microsoft.com',
      'claude.ai',
    ]) {
      expect(channelOf(visit({ referrerHost: host })), host).toBe('AI Assistants');
    }
    // ChatGPT tags the links it shows this way.
    expect(channelOf(visit({ utmSource: 'chatgpt.com' }))).toBe('AI Assistants');
    expect(channelOf(visit({ utmSource: 'perplexity', utmMedium: 'referral' }))).toBe(
      'AI Assistants',
    );
  });

  it('Organic Social: a social source or medium', () => {
    expect(channelOf(visit({ referrerHost: 'facebook.com' }))).toBe('Organic Social');
    expect(channelOf(visit({ referrerHost: 't.co' }))).toBe('Organic Social');
    expect(channelOf(visit({ referrerHost: 'nextdoor.com' }))).toBe('Organic Social');
    expect(channelOf(visit({ utmSource: 'instagram' }))).toBe('Organic Social');
    expect(channelOf(visit({ utmSource: 'forum', utmMedium: 'social' }))).toBe('Organic Social');
  });

  it('Organic Search: a search source or utm_medium=organic', () => {
    for (const host of [
      'google.com',
      'google.co.uk',
      'google.com.au',
      'maps.google.com',
      'bing.com',
      'duckduckgo.com',
      'search.yahoo.com',
      'com.google.android.googlequicksearchbox',
    ]) {
      expect(channelOf(visit({ referrerHost: host })), host).toBe('Organic Search');
    }
    expect(channelOf(visit({ utmSource: 'gbp', utmMedium: 'organic' }))).toBe('Organic Search');
    expect(channelOf(visit({ utmSource: 'yelp', utmMedium: 'organic' }))).toBe('Organic Search');
  });

  it('Referral: another site with no UTM, or a referral medium', () => {
    expect(channelOf(visit({ referrerHost: 'hvac-forum.example' }))).toBe('Referral');
    // A Google host that is not search is a site like any other.
    expect(channelOf(visit({ referrerHost: 'docs.google.com' }))).toBe('Referral');
    expect(channelOf(visit({ utmSource: 'partner-site', utmMedium: 'referral' }))).toBe('Referral');
    expect(channelOf(visit({ utmSource: 'partner-app', utmMedium: 'app' }))).toBe('Referral');
  });

  it('Direct: nothing at all', () => {
    expect(channelOf(visit({}))).toBe('Direct');
  });

  it('Other: UTM values no row knows', () => {
    expect(channelOf(visit({ utmSource: 'flyer' }))).toBe('Other');
    expect(channelOf(visit({ utmSource: 'truck-wrap', utmMedium: 'qr' }))).toBe('Other');
    expect(channelOf(visit({ utmMedium: 'affiliate' }))).toBe('Other');
    // GA4's "Paid Other": a paid medium from a source that is neither search nor social.
    expect(channelOf(visit({ utmSource: 'angi', utmMedium: 'cpc' }))).toBe('Other');
    expect(channelOf(visit({ utmSource: 'chatgpt', utmMedium: 'cpc' }))).toBe('Other');
  });
});

describe('channelOf: precedence', () => {
  it('UTM source wins over the referrer', () => {
    expect(channelOf(visit({ referrerHost: 'google.com', utmSource: 'newsletter' }))).toBe('Email');
    expect(
      channelOf(visit({ referrerHost: 'facebook.com', utmSource: 'flyer', utmMedium: 'print' })),
    ).toBe('Other');
  });

  it('a campaign-tagged ad click is Paid Search with or without its click id', () => {
    expect(channelOf(visit({ utmSource: 'google', utmMedium: 'cpc', clickId: 'gclid' }))).toBe(
      'Paid Search',
    );
  });

  it('a click id with only utm_source is still paid; an explicit medium decides instead', () => {
    expect(channelOf(visit({ utmSource: 'google', clickId: 'gclid' }))).toBe('Paid Search');
    expect(channelOf(visit({ utmSource: 'facebook', clickId: 'fbclid' }))).toBe('Paid Social');
    expect(channelOf(visit({ utmSource: 'mailchimp', utmMedium: 'email', clickId: 'gclid' }))).toBe(
      'Email',
    );
    expect(channelOf(visit({ utmSource: 'google', utmMedium: 'organic', clickId: 'gclid' }))).toBe(
      'Organic Search',
    );
  });

  it('paid before organic: a social source with a paid medium is not Organic Social', () => {
    expect(channelOf(visit({ referrerHost: 'facebook.com', utmMedium: 'paid' }))).toBe(
      'Paid Social',
    );
  });

  it('an AI assistant is not search, though Gemini lives on a Google host', () => {
    expect(channelOf(visit({ referrerHost: 'gemini.google.com' }))).toBe('AI Assistants');
  });

  it('an AI assistant before Referral: a referral medium does not hide it', () => {
    expect(channelOf(visit({ utmSource: 'claude.ai', utmMedium: 'referral' }))).toBe(
      'AI Assistants',
    );
  });

  it('email before search: a search company mailing is Email', () => {
    expect(channelOf(visit({ utmSource: 'google', utmMedium: 'email' }))).toBe('Email');
  });

  it('social before search: a social source with utm_medium=organic is Organic Social', () => {
    expect(channelOf(visit({ utmSource: 'facebook', utmMedium: 'organic' }))).toBe(
      'Organic Social',
    );
  });

  it('a search source with a referral medium stays Organic Search', () => {
    expect(channelOf(visit({ utmSource: 'google', utmMedium: 'referral' }))).toBe('Organic Search');
  });

  it('a campaign alone does not make a visit anything but Direct', () => {
    // utm_campaign, utm_term and utm_content are not inputs: the table never reads them.
    expect(channelOf(visit({}))).toBe('Direct');
  });
});
