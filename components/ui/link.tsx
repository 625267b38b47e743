import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * An internal link. Client-side navigation as next/link, but without prefetching every link that
 * scrolls into view: on a page with a full header, footer and cards that is dozens of background
 * requests whose payloads the phone must parse while the visitor starts reading (Lighthouse
 * counted it as half of the landing page's blocking time). The pages are static, so a click
 * still loads at once.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
