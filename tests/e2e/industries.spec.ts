import { type BookingVariant, bookingUrl } from '../../lib/site/booking';
import { expect, expectNoA11yViolations, test } from './fixtures';

type IndustryCase = {
  name: string;
  path: string;
  variant: BookingVariant;
  heading: RegExp;
  figures: string[];
  walkthrough: RegExp;
  faq: { question: string; answer: RegExp };
  glossary: { name: string; href: string };
};

const industries: IndustryCase[] = [
  {
    name: 'Pool Builders',
    path: '/industries/pool-builders',
    variant: 'pool',
    heading: /spring pool inquiry/i,
    figures: ['6 months', '25%', '$15,000', '16.46x', '$1.82M'],
    walkthrough: /saturday afternoon lead in march/i,
    faq: {
      question: 'What does Jackie do with buyers who will not build until next season?',
      answer: /follow-up sequence/i,
    },
    glossary: { name: 'Pool Builder AI Assistant', href: '/glossary/pool-builder-ai-assistant' },
  },
  {
    name: 'HVAC',
    path: '/industries/hvac',
    variant: 'hvac',
    heading: /no-heat and no-cool call/i,
    figures: ['400%', '350%', '150-300%', '210%'],
    walkthrough: /no heat on a january night/i,
    faq: {
      question: 'What happens if a caller smells gas or has a carbon monoxide alarm going off?',
      answer: /gas utility or 911/i,
    },
    glossary: { name: 'HVAC AI Receptionist', href: '/glossary/hvac-ai-receptionist' },
  },
  {
    name: 'Plumbers',
    path: '/industries/plumbers',
    variant: 'general',
    heading: /burst pipe at 2 a\.m\./i,
    figures: ['60%', '250%'],
    walkthrough: /burst supply line at 2 a\.m\./i,
    faq: {
      question: 'We already use an answering service. What is different?',
      answer: /takes a message/i,
    },
    glossary: { name: 'Plumbing AI Sales Agent', href: '/glossary/plumbing-ai-sales-agent' },
  },
];

for (const industry of industries) {
  test.describe(`${industry.name} industry page`, () => {
    test('explains the trade problem, what Jackie does and one call start to finish', async ({
      page,
    }) => {
      await page.goto(industry.path);
      const main = page.getByRole('main');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.heading);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Industries' })).toHaveAttribute(
        'href',
        '/services/industries',
      );
      await expect(crumbs.getByText(industry.name, { exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      for (const figure of industry.figures) {
        await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
      }
      await expect(
        main.getByRole('heading', { level: 2, name: /what jackie does for/i }),
      ).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 2, name: industry.walkthrough }),
      ).toBeVisible();
      await expect(
        main.getByRole('link', { name: industry.glossary.name, exact: true }),
      ).toHaveAttribute('href', industry.glossary.href);
    });

    test('every Book a Demo in the page opens its booking page; the header keeps the general one', async ({
      page,
      isMobile,
    }) => {
      await page.goto(industry.path);
      const expected = bookingUrl(industry.variant);

      const mainBooking = page.getByRole('main').locator('[data-cta="booking"]');
      expect(await mainBooking.count()).toBeGreaterThanOrEqual(2);
      for (const link of await mainBooking.all()) {
        await expect(link).toHaveAttribute('href', expected);
        await expect(link).toHaveAttribute('target', '_blank');
      }
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /book a demo/i })
          .first(),
      ).toBeVisible();

      const headerBooking = page.getByRole('banner').locator('[data-label="header"]');
      await expect(headerBooking).toHaveCount(1);
      await expect(headerBooking).toHaveAttribute('href', bookingUrl('general'));
      if (!isMobile) await expect(headerBooking).toBeVisible();
    });

    test('answers trade questions in an FAQ that opens on tap', async ({ page }) => {
      await page.goto(industry.path);
      const faq = page.getByRole('region', { name: /questions .* ask/i });
      const answer = faq.getByText(industry.faq.answer);
      await expect(answer).toBeHidden();
      await faq.getByText(industry.faq.question, { exact: true }).click();
      await expect(answer).toBeVisible();
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(industry.path);
      await expectNoA11yViolations(page);
    });
  });
}

test('the pool builder page links its figures to the case study', async ({ page }) => {
  await page.goto('/industries/pool-builders');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Read the full case study' }),
  ).toHaveAttribute('href', '/case-studies');
});

test.describe('industry pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show their content, booking links and FAQs', async ({ page }) => {
    for (const industry of industries) {
      await page.goto(industry.path);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.heading);
      await expect(
        main.getByRole('heading', { level: 2, name: industry.walkthrough }),
      ).toBeVisible();
      await expect(main.locator('[data-cta="booking"]').first()).toHaveAttribute(
        'href',
        bookingUrl(industry.variant),
      );
      const faq = page.getByRole('region', { name: /questions .* ask/i });
      await faq.getByText(industry.faq.question, { exact: true }).click();
      await expect(faq.getByText(industry.faq.answer)).toBeVisible();
    }
  });
});
