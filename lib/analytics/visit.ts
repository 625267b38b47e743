import Bowser from 'bowser';
import { cleanClickId } from '@/lib/conversions/click-ids';
import type { SessionLanding } from '@/lib/db/queries/events';
import { type ClickIdKind, clickIdKinds, type DeviceClass } from '@/lib/db/schema/sessions';
import { channelOf } from './channels';

/** Longest value kept of each UTM parameter: enough for any real campaign name. */
export const utmLimits = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
} as const;

/** A DNS name is at most 253 characters. */
const maxHostLength = 253;
const hostPattern = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/** Device classes of recently seen User-Agents. */
const recentDevices = new Map<string, DeviceClass>();

/**
 * The device class of a User-Agent, with bowser (MIT). A UA that names no class (an empty or
 * unknown one, a TV, a bot that got past the bot rules) counts as desktop; iPadOS 13+ sends a
 * Mac's UA and counts as desktop too (telling them apart needs a script, which we do not run).
 */
export function deviceClassOf(userAgent: string | null): DeviceClass {
  // bowser throws on an empty UA.
  if (!userAgent?.trim()) return 'desktop';
  let device = recentDevices.get(userAgent);
  if (device) return device;
  const type = Bowser.getParser(userAgent, true).getPlatformType(true);
  device = type === 'mobile' || type === 'tablet' ? type : 'desktop';
  // A few hundred browsers make most visits; parsing costs about 10 µs, a lookup nothing.
  if (recentDevices.size >= 500) recentDevices.clear();
  recentDevices.set(userAgent, device);
  return device;
}

/** Control characters (among them U+0000, which PostgreSQL refuses) removed, trimmed, capped. */
function cleanValue(value: string | null, max: number, lower: boolean): string | null {
  if (value === null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  let text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (lower) text = text.toLowerCase();
  text = text.slice(0, max);
  // A cut through a surrogate pair would leave half a character.
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  text = text.trim();
  return text === '' ? null : text;
}

/** A host name as the tracker sends it (`metadata.referrer`), lower case, no port, no `www.`. */
export function normaliseHost(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return host.length <= maxHostLength && hostPattern.test(host) ? host : null;
}

/** Which ad click id the query carries (the first of `clickIdKinds` present), never its value. */
function clickIdOf(params: URLSearchParams): ClickIdKind | null {
  return clickIdKinds.find((kind) => params.get(kind)?.trim()) ?? null;
}

/**
 * The values of the query's click ids, exactly as received, for the ad platforms that learn of
 * booked demos (lib/conversions): an id that could not be sent as it is (too long, or with
 * anything but the URL's unreserved characters) is left out; null when none is kept.
 */
function clickIdValuesOf(params: URLSearchParams): Partial<Record<ClickIdKind, string>> | null {
  const kept = Object.fromEntries(
    clickIdKinds
      .map((kind) => [kind, cleanClickId(kind, params.get(kind))] as const)
      .filter((entry): entry is readonly [ClickIdKind, string] => entry[1] !== null),
  );
  return Object.keys(kept).length > 0 ? kept : null;
}

export type PageViewFacts = {
  /** The event's `page` ('landing' or the path). */
  page: string;
  /** The page's full URL as the tracker sent it (query included). */
  url: string;
  /** `metadata.referrer`: the referring page's host, or null. */
  referrer: unknown;
  userAgent: string | null;
  /** The site's own host names (SITE_URL's); the page URL's host is always one. */
  siteHosts: readonly string[];
  /** Whether to keep the click ids' values: only while an ad platform is configured. */
  keepClickIds?: boolean;
};

/**
 * What a page view says about the visit it would start: its landing columns. Read by the
 * statement only for the first page view of a session; later ones only count.
 */
export function landingOf(view: PageViewFacts): SessionLanding {
  let params = new URLSearchParams();
  let pageHost: string | null = null;
  try {
    const url = new URL(view.url);
    params = url.searchParams;
    pageHost = normaliseHost(url.host);
  } catch {}
  const utm = (name: keyof typeof utmLimits, lower = false) =>
    cleanValue(params.get(name), utmLimits[name], lower);
  const referrer = normaliseHost(view.referrer);
  const own = new Set([pageHost, ...view.siteHosts.map(normaliseHost)]);
  const referrerHost = referrer !== null && own.has(referrer) ? null : referrer;
  const utmSource = utm('utm_source', true);
  const utmMedium = utm('utm_medium', true);
  const clickId = clickIdOf(params);
  return {
    landingPage: view.page,
    referrerHost,
    utmSource,
    utmMedium,
    utmCampaign: utm('utm_campaign'),
    utmTerm: utm('utm_term'),
    utmContent: utm('utm_content'),
    clickId,
    clickIds: view.keepClickIds ? clickIdValuesOf(params) : null,
    device: deviceClassOf(view.userAgent),
    channel: channelOf({ referrerHost, utmSource, utmMedium, clickId }),
  };
}
