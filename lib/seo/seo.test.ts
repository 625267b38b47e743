import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  completeGraph,
  definedTermJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from './json-ld';
import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it('builds an absolute canonical and matching Open Graph URL from the path', () => {
    const metadata = pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/pricing' });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/pricing');
    expect(metadata.openGraph).toMatchObject({
      url: 'http://localhost:3000/pricing',
      title: 'Pricing | Jackie AI',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('gives the Twitter card the same image and alt text as Open Graph', () => {
    const metadata = pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/pricing' });
    const [image] = (metadata.twitter?.images ?? []) as { url: string; alt: string }[];
    expect(image).toMatchObject({
      url: '/opengraph-image',
      alt: expect.stringContaining('Jackie'),
    });
    expect(metadata.openGraph?.images).toEqual([image]);
  });

  it('leaves the image to the segment’s own opengraph-image file when it has one', () => {
    const metadata = pageMetadata({ title: 'A', description: 'B', path: '/x', ownImage: true });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
  });

  it('leaves the brand off an absolute title', () => {
    const metadata = pageMetadata({
      title: 'Home',
      description: 'x',
      path: '/',
      absoluteTitle: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Home' });
  });
});

describe('JSON-LD', () => {
  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost:3000/blog' },
    ]);
  });

  it('cannot be broken out of its script element by content', () => {
    const json = serializeJsonLd([
      faqPageJsonLd([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'Yes' }]),
    ]);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)['@graph'][0].mainEntity[0].name).toContain('</script>');
  });

  const article = () =>
    articleJsonLd({
      type: 'BlogPosting',
      headline: 'H',
      description: 'D',
      path: '/blog/x',
      datePublished: '2025-07-14',
    });

  it('puts the Organization an article refers to on the article’s page, once', () => {
    const graph = completeGraph([article(), article()]);
    expect(graph.filter((node) => node['@type'] === 'Organization')).toHaveLength(1);
    expect(completeGraph([organizationJsonLd(), article()])).toHaveLength(2);
  });

  it('puts the glossary a term belongs to on the term’s page', () => {
    const graph = completeGraph([
      definedTermJsonLd({ term: 'ROI', description: 'd', slug: 'roi' }),
    ]);
    expect(graph.map((node) => node['@type'])).toEqual(['DefinedTerm', 'DefinedTermSet']);
  });

  it('refuses a reference to a node that nothing defines', () => {
    expect(() =>
      completeGraph([{ '@type': 'Thing', about: { '@id': 'https://x/#nothing' } }]),
    ).toThrow(/#nothing/);
  });
});
