import { getGuides } from '@/lib/content';
import { documentSocialImages } from '@/lib/seo/social-image';

const images = documentSocialImages({ param: 'guide', kind: 'Guide', documents: getGuides });

export const generateStaticParams = images.generateStaticParams;
export const generateImageMetadata = images.generateImageMetadata;
export default images.image;
