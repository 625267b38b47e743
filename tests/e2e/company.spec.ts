import type { Page } from '@playwright/test';
import { type BookingVariant, bookingUrl } from '../../lib/site/booking';
import { siteConfig } from '../../lib/site/config';
import { expect, expectNoA11yViolations, test } from './fixtures';

type JsonLdGraphNode = { '@type': string; [key: string]: unknown };

/** Every schema.org node the page emits, from all its JSON-LD blocks. */
async function jsonLdNodes(page: Page): Promise<JsonLdGraphNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as { '@graph'?: JsonLdGraphNode[] } & JsonLdGraphNode;
    return parsed['@graph'] ?? [parsed];
  });
}

async function expectBreadcrumbs(page: Page, current: string) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText(current, { exact: true })).toHaveAttribute('aria-current', 'page');
  const types = (await jsonLdNodes(page)).map((node) => node['@type']);
  expect(types).toContain('BreadcrumbList');
}

/** Every booking link inside main opens in a new tab and goes to one of the expected pages. */
async function expectMainBookingLinks(page: Page, variants: BookingVariant[]) {
  const links = page.getByRole('main').locator('[data-cta="booking"]');
  expect(await links.count()).toBeGreaterThanOrEqual(variants.length);
  const allowed = variants.map((variant) => bookingUrl(variant));
  for (const link of await links.all()) {
    expect(allowed).toContain(await link.getAttribute('href'));
    await expect(link).toHaveAttribute('target', '_blank');
  }
}

const caseStudyFigures = [
  { label: 'ROI', value: '16.46x' },
  { label: 'Ad spend', value: '$3,643.55' },
  { label: 'Cost per lead', value: '$28' },
  { label: 'Click rate', value: '6.07%' },
  { label: 'Leads', value: '130+' },
  { label: 'Closed', value: '$60K+' },
  { label: 'Pipeline', value: '$1.82M' },
];

test.describe('about page', () => {
  test('says who Jackie AI is, why contractors only, what it believes and how it works', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /AI employees for home-service contractors/,
    );
    await expectBreadcrumbs(page, 'About');

    await expect(main.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Why we serve contractors only' }),
    ).toBeVisible();
    const beliefs = main.getByRole('region', { name: 'What we believe' });
    for (const belief of [
      'Every lead gets an answer',
      'Humans handle the hard 20%',
      'Honest numbers',
    ]) {
      await expect(beliefs.getByRole('heading', { level: 3, name: belief })).toBeVisible();
    }
    const working = main.getByRole('region', { name: 'How we work with you' });
    await expect(working.getByText(/5-7 business hours/).first()).toBeVisible();
    await expect(working.getByText(/Live in about 7 days/)).toBeVisible();
    await expect(working.getByText(/cancel anytime/i).first()).toBeVisible();

    await expectMainBookingLinks(page, ['general']);
    await main.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('describes the company in Organization JSON-LD', async ({ page }) => {
    await page.goto('/about');
    const organization = (await jsonLdNodes(page)).find((node) => node['@type'] === 'Organization');
    expect(organization?.name).toBe(siteConfig.name);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await expectNoA11yViolations(page);
  });
});

test.describe('contact page', () => {
  test('books a demo for every trade, with its own booking page for pool and HVAC', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Book a demo or talk to our team',
    );
    await expectBreadcrumbs(page, 'Contact');

    const demos = main.getByRole('region', { name: 'Book a demo', exact: true });
    await expect(demos.getByRole('link', { name: /^Book a Demo/ })).toHaveAttribute(
      'href',
      bookingUrl('general'),
    );
    await expect(demos.getByRole('link', { name: /Book a Pool Builder Demo/ })).toHaveAttribute(
      'href',
      bookingUrl('pool'),
    );
    await expect(demos.getByRole('link', { name: /Book an HVAC Demo/ })).toHaveAttribute(
      'href',
      bookingUrl('hvac'),
    );
    await expectMainBookingLinks(page, ['general', 'pool', 'hvac']);

    const after = main.getByRole('region', { name: 'What happens after you book' });
    await expect(after.getByRole('listitem')).toHaveCount(4);
    await expect(after.getByText(/5-7 business hours/)).toBeVisible();
  });

  test('gives sales, client support and partnership email addresses', async ({ page }) => {
    await page.goto('/contact');
    const emails = page.getByRole('region', { name: 'Email our team' });
    for (const [team, address] of [
      ['Sales', siteConfig.contacts.sales],
      ['Client support', siteConfig.contacts.support],
      ['Partnerships', siteConfig.contacts.partnerships],
    ] as const) {
      await expect(emails.getByRole('heading', { level: 3, name: team })).toBeVisible();
      await expect(emails.getByRole('link', { name: address })).toHaveAttribute(
        'href',
        `mailto:${address}`,
      );
    }
    // Besides booking and email, one form: the message to the team (tests/e2e/leads.spec.ts).
    await expect(page.getByRole('main').locator('form')).toHaveCount(1);
    await expect(page.getByRole('main').locator('form')).toHaveAttribute(
      'action',
      '/contact/submit',
    );
  });

  test('has exactly three FAQs that open and close with the keyboard', async ({ page }) => {
    await page.goto('/contact');
    const faq = page.getByRole('region', { name: 'Questions before you book' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(3);

    const summaries = faq.locator('summary');
    await summaries.first().focus();
    for (let index = 0; index < 3; index += 1) {
      const item = items.nth(index);
      const answer = item.locator('p');
      await expect(summaries.nth(index)).toBeFocused();
      await expect(answer).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Space');
      await expect(answer).toBeHidden();
      await page.keyboard.press('Tab');
    }

    const faqPage = (await jsonLdNodes(page)).find((node) => node['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(3);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/contact');
    await expectNoA11yViolations(page);
  });
});

test.describe('case study page', () => {
  test('shows the campaign figures exactly, and what was done', async ({ page }) => {
    await page.goto('/case-studies');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/pool builder/);
    await expectBreadcrumbs(page, 'Case Studies');

    const results = main.getByRole('region', { name: 'The results' });
    for (const figure of caseStudyFigures) {
      await expect(results.getByText(figure.value, { exact: true })).toBeVisible();
      await expect(results.getByText(figure.label, { exact: true })).toBeVisible();
    }

    const work = main.getByRole('region', { name: 'What we did' });
    await expect(work.getByRole('heading', { level: 3 })).toHaveText([
      /ads/i,
      /landing page/i,
      /Jackie answering within seconds/,
    ]);
    await expect(
      main.getByRole('region', { name: 'Lessons for other trades' }).getByRole('link', {
        name: 'Jackie for HVAC',
      }),
    ).toHaveAttribute('href', '/industries/hvac');

    const article = (await jsonLdNodes(page)).find((node) => node['@type'] === 'Article');
    expect(article?.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  });

  test('shows before and after, and the lead mock-ups with text descriptions', async ({ page }) => {
    await page.goto('/case-studies');
    const beforeAfter = page.getByRole('region', { name: 'Before and after' });
    await expect(beforeAfter.getByRole('heading', { level: 3, name: /^Before:/ })).toHaveText(
      /voicemail/,
    );
    await expect(beforeAfter.getByRole('heading', { level: 3, name: /^After:/ })).toHaveText(
      /Every lead answered and booked/,
    );
    await expect(
      beforeAfter.getByRole('figure', { name: /^Before \(illustration\)/ }),
    ).toBeVisible();
    await expect(
      beforeAfter.getByRole('figure', { name: /^After \(illustration\)/ }),
    ).toBeVisible();

    const leads = page.getByRole('region', { name: 'What the leads looked like' });
    const conversation = leads.getByRole('figure', { name: /Lead #3 from the after panel/ });
    await expect(conversation.getByText('Wednesday at 2 works.')).toBeVisible();
    const summary = leads.getByRole('figure', { name: /summary the builder’s team receives/ });
    await expect(summary.getByText('Consultation booked')).toBeVisible();
    await expect(
      summary.getByRole('definition').filter({ hasText: 'Within seconds' }),
    ).toBeVisible();
  });

  test('loads the interview from youtube-nocookie.com when the placeholder is clicked', async ({
    page,
  }) => {
    await page.goto('/case-studies');
    const interview = page.getByRole('region', { name: 'The interview' });
    const placeholder = interview.getByRole('button', { name: /Click to load video/ });
    // The box sits below the fold, so nothing has loaded it yet.
    await expect(placeholder).toBeVisible();
    await expect(interview.locator('iframe')).toHaveCount(0);

    await placeholder.click({ timeout: 5_000 }).catch(() => {
      // Scrolling the box into view can load the player by itself before the click lands.
    });
    const iframe = interview.locator('iframe');
    await expect(iframe).toHaveCount(1);
    await expect(placeholder).toHaveCount(0);
    const src = new URL((await iframe.getAttribute('src')) ?? '');
    expect(src.host).toBe('www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${siteConfig.videos.caseStudyInterview}`);
    await expect(iframe).toHaveAttribute('title', /pool builder/);
  });

  test('asks the reader to submit their business and answers four FAQs', async ({ page }) => {
    await page.goto('/case-studies');
    const submit = page.getByRole('region', { name: 'Submit your business' });
    await expect(submit.getByRole('link', { name: /Book a Pool Builder Demo/ })).toHaveAttribute(
      'href',
      bookingUrl('pool'),
    );
    await expect(
      submit.getByRole('link', { name: /Book a Demo for Another Trade/ }),
    ).toHaveAttribute('href', bookingUrl('general'));
    await expectMainBookingLinks(page, ['pool', 'general']);

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('details')).toHaveCount(4);
    const question = faq.getByText('How is the 16.46x ROI calculated?', { exact: true });
    const answer = faq.getByText(/measures the \$60K\+ of work closed/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });

  test('the table of contents jumps to each section', async ({ page }) => {
    await page.goto('/case-studies');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Submit your business' }).click();
    await expect(page).toHaveURL(/#submit$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Submit your business' }),
    ).toBeInViewport();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/case-studies');
    await expectNoA11yViolations(page);
  });
});

test.describe('company pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('about, contact and case study content is all in the HTML', async ({ page }) => {
    await page.goto('/about');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'What we believe' }),
    ).toBeVisible();

    await page.goto('/contact');
    const contact = page.getByRole('main');
    await expect(contact.getByRole('link', { name: siteConfig.contacts.support })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.contacts.support}`,
    );
    await expect(contact.locator('[data-cta="booking"]')).toHaveCount(3);
    const faq = page.getByRole('region', { name: 'Questions before you book' });
    await faq.getByText('Which booking link should I use?', { exact: true }).click();
    await expect(faq.getByText(/use their own demo links/)).toBeVisible();

    await page.goto('/case-studies');
    const results = page.getByRole('region', { name: 'The results' });
    await expect(results.getByText('16.46x', { exact: true })).toBeVisible();
    await expect(results.getByText('$1.82M', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'The interview' }).getByText('Click to load video'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Submit your business' }).locator('[data-cta="booking"]'),
    ).toHaveCount(2);
  });
});
