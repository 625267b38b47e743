import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IndustryPage } from '@/components/marketing/industry-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { findIndustry, industryList } from '@/lib/site/industries';

type Props = { params: Promise<{ slug: string }> };

/** Only the trades in the industry registry exist; every one is prerendered at build time. */
export const dynamicParams = false;

export function generateStaticParams() {
  return industryList.map((industry) => ({ slug: industry.slug }));
}

async function industryFor(params: Props['params']) {
  const industry = findIndustry((await params).slug);
  if (!industry) notFound();
  return industry;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const industry = await industryFor(params);
  return pageMetadata({ ...industry.metadata, path: industry.href });
}

export default async function IndustryRoute({ params }: Props) {
  return <IndustryPage page={await industryFor(params)} />;
}
