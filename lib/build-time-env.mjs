/**
 * The variables that prerendered pages bake in at build time (canonical URLs, booking links, the
 * ad pixel): a change to any of them needs a new build. lib/env.ts refuses to load if one of them
 * is not among its variables; scripts/start.mjs builds again when one changed since the last build.
 */
export const buildTimeVariables = [
  'SITE_URL',
  'BOOKING_URL_GENERAL',
  'BOOKING_URL_POOL',
  'BOOKING_URL_HVAC',
  'META_PIXEL_ID',
];
