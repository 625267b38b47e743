import { getGlossaryTerms } from '@/lib/content';
import { documentSocialImages } from '@/lib/seo/social-image';

const images = documentSocialImages({
  param: 'slug',
  kind: 'Glossary',
  documents: () =>
    getGlossaryTerms().map((term) => ({
      slug: term.slug,
      title: `What is ${term.term}?`,
      description: term.description,
    })),
});

export const generateStaticParams = images.generateStaticParams;
export const generateImageMetadata = images.generateImageMetadata;
export default images.image;
