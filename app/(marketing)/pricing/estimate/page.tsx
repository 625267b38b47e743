import type { Metadata } from 'next';
import { roiFormFromParams } from '@/lib/site/roi';
import { PricingContent, pricingMetadata } from '../pricing-content';

// `/pricing?calls=…&job=…&close=…&plan=…` is rewritten here (next.config.ts): the calculator's
// result for those inputs, rendered per request, so a shared link and the form submitted without
// JavaScript show the real estimate. The plain /pricing stays prerendered. One page with one
// canonical: the results stay out of search indexes.
export const metadata: Metadata = { ...pricingMetadata, robots: { index: false, follow: true } };

export default async function PricingEstimatePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PricingContent roi={roiFormFromParams(await searchParams)} />;
}
