import { socialCardImage, socialImageSize, socialImageType } from '@/lib/seo/social-image';
import { siteConfig } from '@/lib/site/config';

export const alt = `${siteConfig.name}: ${siteConfig.tagline}`;
export const size = socialImageSize;
export const contentType = socialImageType;

/** The default social card, rendered once at build time. */
export default function OpengraphImage() {
  return socialCardImage({
    title: 'Never miss another lead.',
    text: '24/7 AI employees that answer calls and texts, qualify leads and book jobs for contractors.',
  });
}
