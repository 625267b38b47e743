import { isbot } from 'isbot';

/**
 * Automation and page-capture tools that `isbot` does not list (checked against isbot 5.2): its
 * list covers crawlers, monitors, previewers and most headless browsers, and updates with the
 * package. Only what it misses belongs here.
 */
const automationPattern = /puppeteer|slimerjs|zombie\.js|gtmetrix|miniature\.io/i;

/**
 * Whether a request's own User-Agent header is a bot's: a crawler, monitor, previewer, HTTP library
 * or automated browser. A missing or near-empty header is one too: every browser sends one.
 * Nothing the page reports about itself is trusted here (see the batch's `automation` flag).
 */
export function isBot(userAgent: string | null): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return isbot(userAgent) || automationPattern.test(userAgent);
}

/** Referrer-spam domains: their "visits" are ads for themselves in analytics reports. */
const spamDomains = [
  'semalt.com',
  'buttons-for-website.com',
  'buttons-for-your-website.com',
  'best-seo-offer.com',
  'darodar.com',
  'ilovevitaly.com',
  'priceg.com',
  'hulfingtonpost.com',
  'econom.co',
  'floating-share-buttons.com',
  'get-free-traffic-now.com',
  'free-social-buttons.com',
  'trafficmonetize.org',
  'success-seo.com',
  'seo-platform.com',
  'rank-checker.online',
];

export function isSpamReferrer(referrer: unknown): boolean {
  if (typeof referrer !== 'string' || referrer === '') return false;
  let host: string;
  try {
    host = new URL(referrer.includes('://') ? referrer : `https://${referrer}`).hostname;
  } catch {
    return false;
  }
  host = host.toLowerCase();
  return spamDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
