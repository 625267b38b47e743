import { describe, expect, it } from 'vitest';
import { industryList } from '../industries';
import { aboutPage } from '../pages/about';
import { caseStudiesPage } from '../pages/case-studies';
import { contactPage } from '../pages/contact';
import { homePage } from '../pages/home';
import { pricingPage } from '../pages/pricing';
import { servicePages } from '../services';
import { parseRichText } from './rich-text';
import {
  aboutPageSchema,
  caseStudiesPageSchema,
  contactPageSchema,
  homePageSchema,
  industrySchema,
  pricingPageSchema,
  servicePageSchema,
} from './schema';

describe('the industry and service content modules', () => {
  it('each validates against its schema', () => {
    for (const industry of industryList) expect(() => industrySchema.parse(industry)).not.toThrow();
    for (const page of servicePages) expect(() => servicePageSchema.parse(page)).not.toThrow();
  });

  it('reject a module with a field the template does not know', () => {
    const [first] = servicePages;
    expect(servicePageSchema.safeParse({ ...first, subtitle: 'x' }).success).toBe(false);
    expect(servicePageSchema.safeParse({ ...first, updated: '22 Nov 2026' }).success).toBe(false);
  });

  it('have one page per slug and serve the path their href names', () => {
    for (const [list, prefix] of [
      [industryList, '/industries/'],
      [servicePages, '/services/'],
    ] as const) {
      const slugs = list.map((page) => page.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const page of list) expect(page.href).toBe(`${prefix}${page.slug}`);
    }
  });
});

/** The pages outside the registries, each with the schema its module parses it with. */
const singlePages = [
  { name: 'home', page: homePage, schema: homePageSchema },
  { name: 'about', page: aboutPage, schema: aboutPageSchema },
  { name: 'contact', page: contactPage, schema: contactPageSchema },
  { name: 'pricing', page: pricingPage, schema: pricingPageSchema },
  { name: 'case studies', page: caseStudiesPage, schema: caseStudiesPageSchema },
] as const;

describe('the single-page content modules (lib/site/pages)', () => {
  it('each validates against its schema and rejects a field its page does not know', () => {
    for (const { page, schema } of singlePages) {
      expect(() => schema.parse(page)).not.toThrow();
      expect(schema.safeParse({ ...page, subtitle: 'x' }).success).toBe(false);
    }
  });
});

describe('rich text', () => {
  it('splits copy into text, links and strong words', () => {
    expect(
      parseRichText('See [cost per lead](/glossary/cost-per-lead) and **22% lower**.'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'cost per lead', href: '/glossary/cost-per-lead' },
      { kind: 'text', text: ' and ' },
      { kind: 'strong', text: '22% lower' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves copy without markup as one piece of text', () => {
    expect(parseRichText('Clicked "emergency AC repair"? (Yes.)')).toEqual([
      { kind: 'text', text: 'Clicked "emergency AC repair"? (Yes.)' },
    ]);
  });
});
