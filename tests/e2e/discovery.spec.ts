import { allGlossaries, allGuides, allPosts } from '../../.content-collections/generated';
import { formatPlanPrice, pricingPlans, setupTerms } from '../../lib/site/pricing';
import { expect, fetchPages, inBatches, sitemapPaths, test } from './fixtures';

/** What search engines, social sites and language models read: sitemap, cards, llms.txt. */

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)"`).exec(
    html,
  )?.[1];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test.describe('discovery @once', () => {
  test('the sitemap gives every page a lastmod, none in the future', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    expect(entries.length).toBeGreaterThan(80);
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1];
      expect(lastmod, `${loc} lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect((lastmod ?? '').slice(0, 10) <= today, `${loc} lastmod ${lastmod}`).toBe(true);
      const post = allPosts.find((p) => loc?.endsWith(`/blog/${p.slug}`));
      if (post)
        expect((lastmod ?? '') >= post.date, `${loc} changed before it was published`).toBe(true);
    }
  });

  test('every page has a social card with alt text for Open Graph and Twitter', async ({
    page,
  }) => {
    for (const { path, html } of await fetchPages(page, await sitemapPaths(page))) {
      for (const key of ['og:image', 'og:image:alt', 'twitter:image', 'twitter:image:alt']) {
        expect(metaContent(html, key), `${path} ${key}`).toBeTruthy();
      }
      expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
      expect(metaContent(html, 'twitter:image:alt')).toBe(metaContent(html, 'og:image:alt'));
    }
  });

  test('guides, posts and glossary terms have their own card with their title', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const documents = [
      ...allGuides.map((g) => ({ path: `/${g.slug}`, title: g.title })),
      ...allPosts.map((p) => ({ path: `/blog/${p.slug}`, title: p.title })),
      ...allGlossaries.map((t) => ({ path: `/glossary/${t.slug}`, title: t.term })),
    ];
    const pages = await fetchPages(
      page,
      documents.map((doc) => doc.path),
    );
    const images = await inBatches(documents, 4, async ({ path, title }) => {
      const html = pages.find((p) => p.path === path)?.html ?? '';
      const image = metaContent(html, 'og:image') ?? '';
      expect(new URL(image).pathname.startsWith(`${path}/opengraph-image`), image).toBe(true);
      expect(decode(metaContent(html, 'og:image:alt') ?? '')).toContain(title);
      const response = await page.request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      // The article's JSON-LD shows the same card.
      const article = /"@type":"(?:Article|BlogPosting)"[^}]*?"image":"([^"]+)"/.exec(html)?.[1];
      if (!path.startsWith('/glossary/')) {
        expect(article, `${path} JSON-LD image`).toBe(image.split('?')[0]);
      }
      return image;
    });
    expect(new Set(images).size).toBe(documents.length);
  });

  test('llms.txt says what Jackie is, for whom, what it costs, and links every document', async ({
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^# Jackie AI\n\n> \S/);
    for (const plan of pricingPlans)
      expect(text).toContain(`${plan.name} ${formatPlanPrice(plan)}`);
    expect(text).toContain(`${setupTerms.setupBusinessHours} business hours`);
    for (const figure of ['16.46x', '$3,643.55', '$28', '6.07%', '130+', '$60K+', '$1.82M']) {
      expect(text).toContain(figure);
    }
    for (const email of ['sales@jackieai.com', 'support@jackieai.com', 'partners@jackieai.com']) {
      expect(text).toContain(email);
    }
    const linked = new Set(
      [...text.matchAll(/\]\((http[^)]+)\)/g)].map((m) => new URL(m[1] ?? '').pathname),
    );
    const documents = [
      ...allGuides.map((g) => `/${g.slug}`),
      ...allGlossaries.map((t) => `/glossary/${t.slug}`),
      ...allPosts.map((p) => `/blog/${p.slug}`),
    ];
    expect(documents.filter((path) => !linked.has(path))).toEqual([]);
    expect(linked.has('/llms-full.txt')).toBe(true);
  });

  test('llms-full.txt carries the full text of every guide, term and post', async ({ request }) => {
    const text = await (await request.get('/llms-full.txt')).text();
    expect(text).toMatch(/^# Jackie AI\n\n> \S/);
    expect(text, 'links work outside the site').not.toMatch(/\]\(\//);
    for (const doc of [...allGuides, ...allGlossaries, ...allPosts]) {
      // The last paragraph without a link of each document, as written.
      const paragraphs = doc.markdown.split('\n\n').filter((p) => !/\]\(|^#/.test(p));
      expect(text, doc.slug).toContain(paragraphs.at(-1));
      for (const section of doc.sections.filter((s) => s.title)) {
        expect(text, `${doc.slug}: ${section.title}`).toMatch(
          new RegExp(
            `^### .*${section.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
            'm',
          ),
        );
      }
    }
  });

  for (const path of ['/pricing', '/about']) {
    test(`${path} shows the same facts at a glance as llms.txt`, async ({ page }) => {
      const llms = await (await page.request.get('/llms.txt')).text();
      const block = /## At a glance\n\n([\s\S]*?)\n\n/.exec(llms)?.[1] ?? '';
      const facts = block.split('\n').map((line) => /^- ([^:]+): (.*)$/.exec(line)?.slice(1) ?? []);
      expect(facts.length).toBeGreaterThanOrEqual(5);
      await page.goto(path);
      const glance = page.getByRole('region', { name: 'At a glance' });
      for (const [label, value] of facts) {
        await expect(glance.getByRole('term').filter({ hasText: label ?? '' })).toHaveCount(1);
        await expect(glance).toContainText(value ?? '');
      }
    });
  }
});
