import { join } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentTokens } from '@/lib/content/tokens';
import { llmsFullTxt, llmsTxt } from '@/lib/llms/text';
import { plansById, pricingPlans } from '@/lib/site/pricing';
import { defaultRoiInputs, formatUsd, roiFigures } from '@/lib/site/roi';
import { filesUnder, root } from '@/tests/source-texts';

/**
 * The second net of lib/content/single-source.test.ts: whatever the sources look like, every
 * money amount a visitor (or a reader of the llms files or the feed) can see is one the tokens
 * produce (lib/content/tokens.ts: the plans, the case study, the benchmarks and the worked
 * examples) or one the ROI calculator works out from its example, and an amount said to be "a
 * month" is a monthly one.
 */

/** An amount as the rendered text prints it: '$500', '$3,643.55', '$3k-8k', '$60K+', '$1.82M'. */
const printedAmount =
  /\$\s*\d+(?:,\d{3})*(?:\.\d+)?(?:[kKmM]\b)?\+?(?:[-–]\$?\d+(?:,\d{3})*(?:\.\d+)?[kKmM]?\b\+?)?|\b\d+(?:,\d{3})*(?:\.\d+)?\s*(?:dollars?|bucks|USD)\b/g;
const perMonth = /^\s*(?:\/\s*(?:mo|mth|month)\b|(?:a|per|each)\s+month\b|monthly\b)/i;

/** Each amount in `text`, as '$500' (however it was written), and whether a "per month" follows it. */
function amountsIn(text: string): { amount: string; monthly: boolean }[] {
  return [...text.matchAll(printedAmount)].map((match) => {
    const written = match[0].replace(/\s+/g, '');
    const words = /^(\d[\d,.]*)(?:dollars?|bucks|USD)$/i.exec(written);
    return {
      amount: words ? `$${words[1]}` : written,
      monthly: perMonth.test(text.slice((match.index ?? 0) + match[0].length)),
    };
  });
}

const tokenValues = Object.entries(contentTokens);
const calculatorExample = roiFigures(defaultRoiInputs);
/** What the ROI calculator prints on its example inputs: the job value, the cost, revenue and what is left. */
const calculatorAmounts = [
  calculatorExample.jobValue,
  calculatorExample.cost,
  calculatorExample.revenue,
  calculatorExample.net,
];
/** Every amount a page may print: those the tokens produce, and the calculator's example. */
const allowedAmounts = new Set([
  ...tokenValues.flatMap(([, value]) => amountsIn(value).map(({ amount }) => amount)),
  ...calculatorAmounts,
]);
/** Amounts a page may print as "a month": the plans, the monthly benchmarks, the calculator's monthly results. */
const allowedMonthly = new Set([
  ...tokenValues
    .filter(([name]) => /^(price|monthly)\.|^caseStudy\.professionalMonth$/.test(name))
    .flatMap(([, value]) => amountsIn(value).map(({ amount }) => amount)),
  ...calculatorAmounts.slice(1),
]);

/** Amounts in a page's text that no token produces, or a monthly amount that is no monthly figure. */
function unknownAmounts(page: { path: string; text: string }): string[] {
  return amountsIn(page.text)
    .filter(
      ({ amount, monthly }) =>
        !allowedAmounts.has(amount) || (monthly && !allowedMonthly.has(amount)),
    )
    .map(({ amount, monthly }) => `${page.path}: ${amount}${monthly ? ' a month' : ''}`);
}

type PageModule = {
  default: (props: unknown) => ReactElement | Promise<ReactElement>;
  generateStaticParams?: () => Promise<Record<string, string>[]> | Record<string, string>[];
  generateMetadata?: (props: unknown) => Promise<unknown>;
  metadata?: unknown;
};

const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#x26;|&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The text of every public page (HTML, JSON-LD and metadata), the site chrome, the llms files and the feed. */
async function renderedPages(): Promise<{ path: string; text: string }[]> {
  const pages: { path: string; text: string }[] = [];
  for (const file of filesUnder('app/(marketing)', /page\.tsx$/)) {
    const page = (await import(/* @vite-ignore */ join(root, file))) as PageModule;
    const params = (await page.generateStaticParams?.()) ?? [{}];
    for (const values of params) {
      const props = { params: Promise.resolve(values), searchParams: Promise.resolve({}) };
      const html = renderToStaticMarkup(await page.default(props));
      const metadata = JSON.stringify(
        (await page.generateMetadata?.(props)) ?? page.metadata ?? {},
      );
      pages.push({
        path: `${file} ${JSON.stringify(values)}`,
        text: `${htmlText(html)} ${metadata}`,
      });
    }
  }
  const { default: Layout } = (await import('@/app/(marketing)/layout')) as {
    default: (props: { children: ReactNode }) => ReactElement;
  };
  pages.push({
    path: 'app/(marketing)/layout.tsx',
    text: htmlText(renderToStaticMarkup(Layout({ children: null }))),
  });
  const { GET: rss } = await import('@/app/(marketing)/blog/rss.xml/route');
  pages.push({ path: '/blog/rss.xml', text: htmlText(await (await rss()).text()) });
  pages.push(
    { path: '/llms.txt', text: llmsTxt() },
    { path: '/llms-full.txt', text: llmsFullTxt() },
  );
  return pages;
}

describe('every amount a page prints comes from a token', () => {
  it('reads the amounts the tokens and the calculator produce', () => {
    for (const plan of pricingPlans) expect(allowedMonthly).toContain(formatUsd(plan.monthlyPrice));
    expect(allowedAmounts.size).toBeGreaterThan(20);
  });

  it.each([
    ['an amount no token produces', 'Plans from $475.'],
    ['an amount with a space', 'Plans from $ 475.'],
    ['an amount in words', 'Plans from 475 dollars.'],
    ['an amount in thousands', 'Ads plus AI from $1K.'],
    ['a monthly price that is no plan', `Plans from ${calculatorAmounts[0]}/mo.`],
    ['a price with cents', `Starter is ${formatUsd(plansById.starter.monthlyPrice)}.00.`],
  ])('catches %s: "%s"', (_, text) => {
    const page = { path: 'planted', text: `${allowedAmounts.values().next().value} ${text}` };
    expect(unknownAmounts(page)).toHaveLength(1);
  });

  it('finds no other amount on any page, in the llms files or in the feed', async () => {
    const pages = await renderedPages();
    expect(pages.length).toBeGreaterThan(80);
    expect(pages.flatMap(unknownAmounts)).toEqual([]);
  }, 60_000);
});
