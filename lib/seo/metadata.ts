import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from '@/lib/site/config';

export type PageMetadataInput = {
  /** Page title without the brand; the root layout's template appends it. */
  title: string;
  description: string;
  /** Root-relative path of the page; becomes the absolute canonical URL. */
  path: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** Use the title as is, without the brand template (the home page). */
  absoluteTitle?: boolean;
  /**
   * The page's route segment has its own opengraph-image file (guides, posts, glossary terms):
   * Next.js puts that card and its alt text into Open Graph, and Twitter inherits them.
   */
  ownImage?: boolean;
};

export const defaultOgImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: ${siteConfig.tagline}`,
};

/** One builder for every page: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const canonical = absoluteUrl(input.path);
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${siteConfig.name}`;
  const images = input.ownImage ? {} : { images: [defaultOgImage] };
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical },
    openGraph: {
      title: fullTitle,
      description: input.description,
      url: canonical,
      siteName: siteConfig.name,
      locale: 'en_US',
      type: input.type ?? 'website',
      ...images,
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.modifiedTime ? { modifiedTime: input.modifiedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      ...images,
    },
  };
}
