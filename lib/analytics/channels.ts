import type { Channel, ClickIdKind } from '@/lib/db/schema/sessions';
import { googleSearchHost, sourcesOf } from '@/lib/sources';

/**
 * The channel of a visit, from the one rule table below (docs/analytics.md explains each row and
 * where it differs from GA4's default channel groups and Plausible's). The table is read top
 * down and the first row that matches wins: paid before organic, as in GA4 and Plausible, and an
 * explicit `utm_medium` before a click id.
 *
 * Inputs are already normalised (lib/analytics/visit.ts): lower case, trimmed, a referrer host
 * without `www.`, and null for a referrer that is the site itself (an internal referrer is no
 * referral).
 */
export type ChannelInput = {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  clickId: ClickIdKind | null;
};

/** Exact names a `utm_source` may use, and host names (a host matches itself and its subdomains). */
type SourceList = { names: readonly string[]; hosts: readonly string[] };

/**
 * AI assistants: checked before search, since gemini.google.com is a Google host. ChatGPT adds
 * `utm_source=chatgpt.com` to the links it shows, so names include hosts. The lists are the
 * known sources' (lib/sources.ts), which also give each its one name in the views.
 */
export const aiSources: SourceList = sourcesOf('ai');

/** Search engines; Google Business Profile links (`gbp`, `gmb`) are local search. */
export const searchSources: SourceList = sourcesOf('search');

/** Social networks, with YouTube (GA4 has a video group; this site has no video channel). */
export const socialSources: SourceList = sourcesOf('social');

/** Web mail (a link opened from a mail read in the browser or the Gmail app), and mail's names. */
export const emailSources: SourceList = {
  names: ['email', 'e-mail', 'e_mail', 'e mail', 'newsletter', ...sourcesOf('email').names],
  hosts: sourcesOf('email').hosts,
};

/** GA4's paid-medium pattern, as Plausible ports it: cpc, cpm, ppc, paid…, retargeting. */
const paidMedium = /^(?:.*cp.*|ppc|retargeting|paid.*)$/;
const emailMedia = new Set(['email', 'e-mail', 'e_mail', 'e mail', 'newsletter']);
const socialMedia = new Set([
  'social',
  'social-network',
  'social-media',
  'sm',
  'social network',
  'social media',
]);
const referralMedia = new Set(['referral', 'app', 'link']);
const searchClickIds = new Set<ClickIdKind>(['gclid', 'gbraid', 'wbraid', 'msclkid']);

export function inList(list: SourceList, source: string | null): boolean {
  if (!source) return false;
  if (list.names.includes(source)) return true;
  return list.hosts.some((host) => source === host || source.endsWith(`.${host}`));
}

const isSearch = (source: string | null) =>
  inList(searchSources, source) || (source !== null && googleSearchHost.test(source));

type Facts = ChannelInput & {
  /** utm_source when given, else the referrer host. */
  source: string | null;
  paid: boolean;
};

/**
 * The rule table, in evaluation order. `when` reads the visit's facts; docs/analytics.md has the
 * same table in words. Display order is `channels` (lib/db/schema/sessions.ts).
 */
export const channelRules: readonly { channel: Channel; when: (facts: Facts) => boolean }[] = [
  {
    // A search source with a paid medium; or a search-ad click id (Google, Microsoft) and no medium.
    channel: 'Paid Search',
    when: (f) =>
      (f.paid && isSearch(f.source)) ||
      (f.utmMedium === null && f.clickId !== null && searchClickIds.has(f.clickId)),
  },
  {
    // A social source with a paid medium; or Meta's click id and no medium.
    channel: 'Paid Social',
    when: (f) =>
      (f.paid && inList(socialSources, f.source)) ||
      (f.utmMedium === null && f.clickId === 'fbclid'),
  },
  {
    // utm_source or utm_medium says email or newsletter; or a web-mail referrer.
    channel: 'Email',
    when: (f) =>
      (f.utmMedium !== null && emailMedia.has(f.utmMedium)) || inList(emailSources, f.source),
  },
  {
    // An AI assistant's host or name as the source.
    channel: 'AI Assistants',
    when: (f) => !f.paid && inList(aiSources, f.source),
  },
  {
    // A social source or a social medium (not paid).
    channel: 'Organic Social',
    when: (f) =>
      !f.paid &&
      (inList(socialSources, f.source) || (f.utmMedium !== null && socialMedia.has(f.utmMedium))),
  },
  {
    // A search source or utm_medium=organic (not paid).
    channel: 'Organic Search',
    when: (f) => !f.paid && (isSearch(f.source) || f.utmMedium === 'organic'),
  },
  {
    // utm_medium referral/app/link; or another site's referrer and no UTM source or medium.
    channel: 'Referral',
    when: (f) =>
      (f.utmMedium !== null && referralMedia.has(f.utmMedium)) ||
      (f.utmSource === null && f.utmMedium === null && f.referrerHost !== null),
  },
  {
    // Nothing at all: no referrer, no utm_source or utm_medium, no click id.
    channel: 'Direct',
    when: (f) =>
      f.referrerHost === null && f.utmSource === null && f.utmMedium === null && f.clickId === null,
  },
];

/** The channel of a visit: the first matching row of `channelRules`, else Other. */
export function channelOf(input: ChannelInput): Channel {
  const facts: Facts = {
    ...input,
    source: input.utmSource ?? input.referrerHost,
    paid: input.utmMedium !== null && paidMedium.test(input.utmMedium),
  };
  return channelRules.find((rule) => rule.when(facts))?.channel ?? 'Other';
}
