import { getPosts } from '@/lib/content';
import { documentSocialImages } from '@/lib/seo/social-image';

const images = documentSocialImages({ param: 'slug', kind: 'Blog', documents: getPosts });

export const generateStaticParams = images.generateStaticParams;
export const generateImageMetadata = images.generateImageMetadata;
export default images.image;
