import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/marketing/service-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { findServicePage, pageVideo, servicePages } from '@/lib/site/services';

type Props = { params: Promise<{ slug: string }> };

/** Only the pages in the service registry exist; every one is prerendered at build time. */
export const dynamicParams = false;

/** Every service page but those with a video, which have their own route (see pageVideo). */
export function generateStaticParams() {
  return servicePages.filter((page) => !pageVideo(page)).map((page) => ({ slug: page.slug }));
}

async function pageFor(params: Props['params']) {
  const page = findServicePage((await params).slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageFor(params);
  return pageMetadata({ ...page.metadata, path: page.href });
}

export default async function ServiceRoute({ params }: Props) {
  return <ServicePage page={await pageFor(params)} />;
}
