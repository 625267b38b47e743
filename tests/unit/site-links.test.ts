/**
 * Every link lib/site publishes, in the menus and in the content modules' copy, names a page the
 * sitemap (app/sitemap.ts) lists: here, since lib/ may not import app/.
 */
import { describe, expect, it } from 'vitest';
import sitemap from '@/app/sitemap';
import { absoluteUrl } from '@/lib/site/config';
import { richTextLinks } from '@/lib/site/content/rich-text';
import { industryList } from '@/lib/site/industries';
import { footerMenu, mobileMenu } from '@/lib/site/navigation';
import { aboutPage } from '@/lib/site/pages/about';
import { caseStudiesPage } from '@/lib/site/pages/case-studies';
import { contactPage } from '@/lib/site/pages/contact';
import { homePage } from '@/lib/site/pages/home';
import { pricingPage } from '@/lib/site/pages/pricing';
import { servicePages } from '@/lib/site/services';

const knownPaths = new Set(
  sitemap().map((entry) => entry.url.slice(absoluteUrl('/').length - 1) || '/'),
);

/** Every string in a content module, with every `href` field and every `[label](/path)` link. */
function hrefsIn(value: unknown): string[] {
  if (typeof value === 'string') return richTextLinks(value);
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, field]) =>
      key === 'href' && typeof field === 'string' ? [field] : hrefsIn(field),
    );
  }
  return [];
}

describe('the menus', () => {
  it('link only to pages the site has', () => {
    const hrefs = [...mobileMenu, ...footerMenu].flatMap((group) =>
      group.links.map((link) => link.href),
    );
    expect(hrefs.filter((href) => !knownPaths.has(href))).toEqual([]);
  });
});

describe('the industry and service content modules', () => {
  it('link only to pages the site has', () => {
    const hrefs = [...industryList, ...servicePages].flatMap((page) => hrefsIn(page));
    expect(hrefs.length).toBeGreaterThan(20);
    const unknown = hrefs.filter((href) => !knownPaths.has(href.split('#')[0] ?? href));
    expect(unknown).toEqual([]);
  });
});

/** The pages outside the registries (lib/site/pages). */
const singlePages = [
  { name: 'home', page: homePage },
  { name: 'about', page: aboutPage },
  { name: 'contact', page: contactPage },
  { name: 'pricing', page: pricingPage },
  { name: 'case studies', page: caseStudiesPage },
] as const;

describe('the single-page content modules (lib/site/pages)', () => {
  it('link only to pages the site has', () => {
    for (const { name, page } of singlePages) {
      const hrefs = hrefsIn(page);
      expect(hrefs.length, name).toBeGreaterThan(0);
      const unknown = hrefs.filter((href) => !knownPaths.has(href.split('#')[0] ?? href));
      expect(unknown, name).toEqual([]);
    }
  });
});
