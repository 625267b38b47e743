/**
 * Known crawlers, monitors, previewers and automation tools by User-Agent. Matching is done on the
 * request's own header, not on anything the page reports.
 */
const botPattern =
  /bot\b|bot\/|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|skypeuripreview|bingpreview|headlesschrome|phantomjs|puppeteer|playwright|selenium|lighthouse|pagespeed|gtmetrix|pingdom|uptimerobot|statuscake|site24x7|datadog|newrelic|ahrefs|semrush|mj12|dotbot|petalbot|bytespider|gptbot|claudebot|perplexity|ccbot|curl\/|wget\/|python-requests|python-urllib|aiohttp|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy|feedfetcher|rss/i;

export function isBot(userAgent: string | null): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return botPattern.test(userAgent);
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
