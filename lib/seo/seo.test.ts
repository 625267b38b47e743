import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, faqPageJsonLd, serializeJsonLd } from './json-ld';
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
});
