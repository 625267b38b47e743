import { allGlossaries, allPosts } from '../../.content-collections/generated';
import { bookingUrl } from '../../lib/site/booking';
import { expect, expectNoA11yViolations, holdScripts, test } from './fixtures';

const terms = [...allGlossaries];
const posts = [...allPosts].sort((a, b) => b.date.localeCompare(a.date));

test.describe('glossary index', () => {
  test('lists every term with its description and a link to the full definition', async ({
    page,
  }) => {
    await page.goto('/glossary');
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /Read full definition →/ }) });
    await expect(cards).toHaveCount(51);
    expect(terms).toHaveLength(51);
    const roi = terms.find((term) => term.slug === 'roi');
    const card = cards.filter({ hasText: roi?.term ?? '' }).first();
    await expect(card).toContainText(roi?.description ?? '');
    await card.getByRole('link', { name: /Read full definition →/ }).click();
    await expect(page).toHaveURL(/\/glossary\/roi$/);
  });

  test('search keeps what the visitor typed before the page had hydrated', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/glossary', { waitUntil: 'domcontentloaded' });
    await page.getByPlaceholder('Search terms...').fill('speed to');
    release();
    await expect(page.getByRole('status')).toHaveText(/^\d+ of \d+ terms match$/);
    await expect(page).toHaveURL(/\?q=speed\+to$/);
  });

  test('search filters live by term or description, ignoring case, and clears', async ({
    page,
  }) => {
    await page.goto('/glossary');
    const search = page.getByPlaceholder('Search terms...');
    const visible = page.getByRole('link', { name: /Read full definition →/ });
    await search.fill('SPEED TO');
    await expect(visible).toHaveCount(
      terms.filter((t) => /speed to/i.test(`${t.term} ${t.description}`)).length,
    );
    await expect(page.getByRole('heading', { name: 'Speed to Lead', exact: true })).toBeVisible();
    // A word found only in descriptions.
    const word = 'voicemail';
    await search.fill(word);
    const expected = terms.filter(
      (t) => t.term.toLowerCase().includes(word) || t.description.toLowerCase().includes(word),
    );
    await expect(visible).toHaveCount(expected.length);
    await expect(page).toHaveURL(/\?q=voicemail$/);
    await search.fill('zzzz nothing');
    await expect(page.getByText('No terms found matching "zzzz nothing"')).toBeVisible();
    await expect(page.getByText('Try searching for something else.')).toBeVisible();
    await search.fill('');
    await expect(visible).toHaveCount(51);
    await expect(page).toHaveURL(/\/glossary$/);
  });

  test('a shared search link opens filtered', async ({ page }) => {
    await page.goto('/glossary?q=hvac');
    await expect(page.getByPlaceholder('Search terms...')).toHaveValue('hvac');
    await expect(page.getByRole('heading', { name: 'HVAC AI Receptionist' })).toBeVisible();
  });

  test('the closing call to action links to case studies and books a demo in a new tab', async ({
    page,
  }) => {
    await page.goto('/glossary');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    const book = main.locator('a[data-cta="booking"]').last();
    await expect(book).toHaveAttribute('href', bookingUrl('general'));
    await expect(book).toHaveAttribute('target', '_blank');
  });
});

test.describe('glossary term pages @once', () => {
  test('every term renders its layout', async ({ page }) => {
    test.setTimeout(300_000);
    for (const term of terms) {
      await page.goto(`/glossary/${term.slug}`);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(breadcrumb.getByRole('link', { name: 'Glossary' })).toBeVisible();
      await expect(breadcrumb).toContainText(term.term);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`What is ${term.term}?`);
      await expect(page.getByRole('heading', { name: 'Definition', exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Why It Matters for Contractors' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'See Also' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
        'href',
        '/case-studies',
      );
      const demo = page
        .getByRole('main')
        .getByRole('link', { name: /Book a Demo/ })
        .last();
      if (term.bookingCta) {
        await expect(demo).toHaveAttribute('href', bookingUrl('general'));
        await expect(demo).toHaveAttribute('target', '_blank');
      } else {
        await expect(demo).toHaveAttribute('href', '/contact');
      }
    }
  });

  test('the electrician and contractor automation pages carry their specifics', async ({
    page,
  }) => {
    await page.goto('/glossary/electrician-ai-workflow');
    for (const level of ['immediate dispatch', 'same-day service', 'scheduled install']) {
      await expect(page.getByRole('main')).toContainText(new RegExp(level, 'i'));
    }
    for (const figure of ['$3,200', '300%', '45%', '$200', '$15,000']) {
      await expect(page.getByRole('main')).toContainText(figure);
    }
    await page.goto('/glossary/contractor-ai-automation');
    for (const phase of ['lead capture', 'scheduling integration', 'full workflow automation']) {
      await expect(page.getByRole('main')).toContainText(new RegExp(phase, 'i'));
    }
    await page.getByRole('link', { name: 'Back to Glossary' }).click();
    await expect(page).toHaveURL(/\/glossary$/);
  });
});

test.describe('blog', () => {
  test('the index lists 14 posts newest first with date, category and Read More', async ({
    page,
  }) => {
    await page.goto('/blog');
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /Read More/ }) });
    await expect(cards).toHaveCount(14);
    await expect(cards.first()).toContainText(posts[0]?.title ?? '');
    await expect(cards.first()).toContainText('October 13, 2025');
    await expect(cards.last()).toContainText('July 14, 2025');
    for (const category of [
      'Getting Started',
      'AI Solutions',
      'Business Strategy',
      'Future Trends',
      'Comparison',
      'Lead Management',
      'Case Studies',
      'Automation',
    ]) {
      await expect(cards.filter({ hasText: category }).first()).toBeVisible();
    }
    await expect(page.getByRole('main').locator('a[data-cta="booking"]').first()).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('a category link filters by URL', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Blog categories' })
      .getByRole('link', { name: 'Comparison' })
      .click();
    await expect(page).toHaveURL(/\/blog\/category\/comparison$/);
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /Read More/ }) });
    await expect(cards).toHaveCount(posts.filter((p) => p.category === 'Comparison').length);
  });

  test('every post renders its layout @once', async ({ page }) => {
    test.setTimeout(300_000);
    for (const post of posts) {
      await page.goto(`/blog/${post.slug}`);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByRole('main')).toContainText(`${post.readingMinutes} min read`);
      await expect(page.getByRole('main')).toContainText(post.category);
      await expect(page.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
        'href',
        '/case-studies',
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Book a Demo' }).last(),
      ).toHaveAttribute('href', '/contact');
      expect(post.words).toBeGreaterThanOrEqual(900);
    }
  });

  test('the 2026 outlook covers its five themes and ends with an FAQ', async ({ page }) => {
    await page.goto('/blog/future-of-ai-home-services-2026');
    const main = page.getByRole('main');
    for (const theme of [
      /sales agent/i,
      /predictive maintenance/i,
      /personali[sz]ed marketing/i,
      /upsell/i,
      /team/i,
    ]) {
      await expect(main).toContainText(theme);
    }
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the RSS feed lists all 14 posts and is linked from the blog', async ({ page, request }) => {
    await page.goto('/blog');
    const href = await page.locator('link[type="application/rss+xml"]').getAttribute('href');
    expect(href).toContain('/blog/rss.xml');
    const feed = await (await request.get('/blog/rss.xml')).text();
    expect(feed.match(/<item>/g)).toHaveLength(14);
    for (const post of posts) expect(feed).toContain(`/blog/${post.slug}`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both indexes and a term show their full content', async ({ page }) => {
    await page.goto('/glossary');
    await expect(page.getByRole('link', { name: /Read full definition →/ })).toHaveCount(51);
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: /Read More/ })).toHaveCount(14);
    await page.goto('/glossary/speed-to-lead');
    await expect(
      page.getByRole('heading', { name: 'Why It Matters for Contractors' }),
    ).toBeVisible();
  });
});
