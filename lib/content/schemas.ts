import { z } from 'zod';

export const blogCategories = [
  'Getting Started',
  'AI Solutions',
  'Business Strategy',
  'Future Trends',
  'Comparison',
  'Lead Management',
  'Case Studies',
  'Automation',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

const faq = z.object({
  question: z.string().min(10).max(200),
  answer: z.string().min(20).max(1200),
});
export type Faq = z.infer<typeof faq>;

export const glossaryFrontmatter = z.object({
  term: z.string().min(2).max(60),
  slug,
  description: z.string().min(60).max(200),
  related: z.array(slug).min(3).max(6),
  /** Closing Book a Demo opens the external booking page instead of /contact. */
  bookingCta: z.boolean().default(false),
});

export const blogFrontmatter = z.object({
  title: z.string().min(10).max(80),
  description: z.string().min(60).max(220),
  slug,
  date: z.iso.date(),
  category: z.enum(blogCategories),
  faqs: z.array(faq).max(8).default([]),
});

export const guideFrontmatter = z.object({
  title: z.string().min(10).max(80),
  description: z.string().min(60).max(220),
  slug,
  relatedTerms: z.array(slug).min(2).max(10),
  relatedPosts: z.array(slug).min(1).max(6),
  faqs: z.array(faq).min(3).max(8),
});

/** URL segment for a category: 'Lead Management' -> 'lead-management'. */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function categoryFromSlug(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => categorySlug(category) === slug);
}
