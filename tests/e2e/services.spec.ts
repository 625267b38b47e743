import type { Page } from '@playwright/test';
import { bookingUrl } from '../../lib/site/booking';
import { expect, expectNoA11yViolations, test } from './fixtures';

type JsonLdNode = { '@type'?: string; [key: string]: unknown };

async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as { '@graph'?: JsonLdNode[] } & JsonLdNode;
    return parsed['@graph'] ?? [parsed];
  });
}

async function expectGeneralBookingLinks(page: Page) {
  const links = page.getByRole('main').locator('[data-cta="booking"]');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', bookingUrl('general'));
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /book a demo/i })
      .first(),
  ).toBeVisible();
}

type ServiceCase = {
  name: string;
  path: string;
  heading: RegExp;
  /** Figures and facts a contractor should find on the page, as visible text. */
  facts: RegExp[];
  faq: { question: string; answer: RegExp };
};

const services: ServiceCase[] = [
  {
    name: 'Voice AI',
    path: '/services/voice-ai',
    heading: /answers every call and text/i,
    facts: [
      /answered in under 1 second/i,
      /after 3 rings/i,
      /2-3 open time slots/i,
      /0 double bookings/i,
      /a text within 30 seconds/i,
      /handles about 80% of conversations/i,
      /30-180 days ago/i,
    ],
    faq: {
      question: 'What happens when a caller needs a real person?',
      answer: /in under 30 seconds, with a summary/i,
    },
  },
  {
    name: 'Digital Advertising',
    path: '/services/digital-advertising',
    heading: /ads that fill your calendar/i,
    facts: [
      /22% lower cost per lead/i,
      /typical ROI for ads/i,
      /typical ROI for AI/i,
      /ROI on \$3,643\.55 ad spend/i,
      /Professional plan \(\$1,000\+\/month\)/i,
    ],
    faq: {
      question: 'Why not just run ads myself?',
      answer: /typically return 2-4x/i,
    },
  },
  {
    name: 'Landing Pages',
    path: '/services/landing-pages',
    heading: /turn ad clicks into booked appointments/i,
    facts: [/35% higher inquiry-to-appointment conversion/i, /Jackie on every page/i],
    faq: {
      question: 'What does Jackie do on the page?',
      answer: /offers 2-3 open time slots/i,
    },
  },
];

test.describe('industries overview', () => {
  test('lists the three trades with what Jackie does differently in each', async ({ page }) => {
    await page.goto('/services/industries');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/trained for your trade/i);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Industries', { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const trades = [
      { name: 'Pool Builders', href: '/industries/pool-builders', detail: /new build or remodel/i },
      { name: 'HVAC', href: '/industries/hvac', detail: /sends true emergencies/i },
      { name: 'Plumbers', href: '/industries/plumbers', detail: /whether water is still running/i },
    ];
    for (const trade of trades) {
      await expect(
        main.getByRole('heading', { level: 3, name: trade.name, exact: true }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: trade.name, exact: true })).toHaveAttribute(
        'href',
        trade.href,
      );
      await expect(main.getByText(trade.detail)).toBeVisible();
    }
    await expect(main.getByText('What Jackie does differently', { exact: true })).toHaveCount(3);

    for (const service of services) {
      await expect(main.getByRole('link', { name: service.name, exact: true })).toHaveAttribute(
        'href',
        service.path,
      );
    }
  });

  test('a trade card takes the visitor to that trade page', async ({ page }) => {
    await page.goto('/services/industries');
    await page.getByRole('main').getByRole('link', { name: 'HVAC', exact: true }).click();
    await expect(page).toHaveURL(/\/industries\/hvac$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Book a Demo opens the general booking page', async ({ page }) => {
    await page.goto('/services/industries');
    await expectGeneralBookingLinks(page);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/services/industries');
    await expectNoA11yViolations(page);
  });
});

for (const service of services) {
  test.describe(`${service.name} service page`, () => {
    test('explains what the contractor gets, how it works and who it is for', async ({ page }) => {
      await page.goto(service.path);
      const main = page.getByRole('main');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute(
        'href',
        '/services/industries',
      );
      await expect(crumbs.getByText(service.name, { exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await expect(
        main.getByRole('heading', { level: 2, name: 'What you get', exact: true }),
      ).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeVisible();
      for (const fact of service.facts) {
        await expect(main.getByText(fact).first()).toBeVisible();
      }
    });

    test('every Book a Demo in the page opens the general booking page', async ({ page }) => {
      await page.goto(service.path);
      await expectGeneralBookingLinks(page);
    });

    test('answers questions in an FAQ that opens on tap', async ({ page }) => {
      await page.goto(service.path);
      const faq = page.getByRole('region', { name: /questions/i });
      const answer = faq.getByText(service.faq.answer);
      await expect(answer).toBeHidden();
      await faq.getByText(service.faq.question, { exact: true }).click();
      await expect(answer).toBeVisible();
      await expect(faq.locator('details')).toHaveCount(4);
    });

    test('describes itself to search engines as a service with breadcrumbs and FAQs', async ({
      page,
    }) => {
      await page.goto(service.path);
      const nodes = await jsonLdNodes(page);

      const serviceNode = nodes.find((node) => node['@type'] === 'Service');
      expect(serviceNode?.name).toBe(service.name);
      expect(String(serviceNode?.url)).toMatch(new RegExp(`${service.path}$`));

      const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      const items = (breadcrumb?.itemListElement ?? []) as { name: string; item: string }[];
      expect(items.map((item) => item.name)).toEqual(['Home', 'Services', service.name]);
      expect(new URL(items[1]?.item ?? '').pathname).toBe('/services/industries');

      const faqPage = nodes.find((node) => node['@type'] === 'FAQPage');
      expect((faqPage?.mainEntity as unknown[] | undefined)?.length).toBe(4);
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(service.path);
      await expectNoA11yViolations(page);
    });
  });
}

test('the digital advertising page shows the case study figures and links to it', async ({
  page,
}) => {
  await page.goto('/services/digital-advertising');
  const caseStudy = page.getByRole('region', { name: /pool builder's campaign/i });
  for (const [value, label] of [
    ['$28', 'cost per lead'],
    ['6.07%', 'click rate'],
    ['130+', 'leads'],
    ['16.46x', 'ROI on $3,643.55 ad spend'],
  ] as const) {
    await expect(caseStudy.getByText(value, { exact: true })).toBeVisible();
    await expect(caseStudy.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(caseStudy.getByRole('link', { name: 'Read the full case study' })).toHaveAttribute(
    'href',
    '/case-studies',
  );
});

test.describe('service pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show their content, booking links and FAQs', async ({ page }) => {
    await page.goto('/services/industries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/trained for your trade/i);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Pool Builders', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main').locator('[data-cta="booking"]').first()).toHaveAttribute(
      'href',
      bookingUrl('general'),
    );

    for (const service of services) {
      await page.goto(service.path);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
      await expect(
        main.getByRole('heading', { level: 2, name: 'What you get', exact: true }),
      ).toBeVisible();
      await expect(main.getByText(service.facts[0] ?? /./).first()).toBeVisible();
      await expect(main.locator('[data-cta="booking"]').first()).toHaveAttribute(
        'href',
        bookingUrl('general'),
      );
      const faq = page.getByRole('region', { name: /questions/i });
      await faq.getByText(service.faq.question, { exact: true }).click();
      await expect(faq.getByText(service.faq.answer)).toBeVisible();
    }
  });
});
