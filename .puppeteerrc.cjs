// pa11y drives Puppeteer; the tests point it at the system Chromium (scripts/chromium.mjs), so
// `npm ci` must never download a browser of its own.
/** @type {import('puppeteer').Configuration} */
module.exports = { skipDownload: true };
