import { describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { absoluteUrl } from './config';
import { allIndustriesLink, footerMenu, mobileMenu } from './navigation';
import { servicePages } from './services';

const knownPaths = new Set(
  sitemap().map((entry) => entry.url.slice(absoluteUrl('/').length - 1) || '/'),
);

describe('the menus', () => {
  it('link only to pages the site has', () => {
    const hrefs = [...mobileMenu, ...footerMenu].flatMap((group) =>
      group.links.map((link) => link.href),
    );
    expect(hrefs.filter((href) => !knownPaths.has(href))).toEqual([]);
  });

  it('send "all industries" to the service page that lists the industries', () => {
    const overview = servicePages.find((page) => page.href === allIndustriesLink.href);
    expect(overview?.slug).toBe('industries');
  });
});
