import { brand } from './brand';

/**
 * The site's mark, as the tab's icon and the address feeds and structured data name (/icon.svg,
 * app/icon.svg/route.ts). Pages name it as a data: URL (app/layout.tsx): a favicon at an address
 * is a request the browser makes while the page loads, and when it ended before the first paint
 * Lighthouse's simulation counted it in front of the largest paint (docs/benchmarks.md, "The
 * largest paint and the first one").
 */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-label="${brand.name}"><title>${brand.name}</title><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M19 8v10.5a5 5 0 0 1-9.6 2" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="23.5" cy="9" r="2" fill="#f59e0b"/></svg>`;

export const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`;
