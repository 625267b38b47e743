import { env } from '@/lib/env';
import { brand } from './brand';

/**
 * Brand, contacts and media in one place. Every page, email and JSON-LD block reads the brand from
 * this module; the two names themselves are typed in ./brand (change them there), which browser
 * code can import without the environment module.
 */
export const siteConfig = {
  name: brand.name,
  agentName: brand.agentName,
  tagline: 'Voice & Message AI for contractors. Never miss another lead with 24/7 AI employees.',
  description: `${brand.agentName} is an AI employee that answers calls and texts 24/7 for HVAC, plumbing, electrical and pool contractors: qualifies leads, books appointments and recovers missed calls.`,
  copyrightYear: 2025,
  contacts: {
    sales: 'sales@jackieai.com',
    support: 'support@jackieai.com',
    partnerships: 'partners@jackieai.com',
  },
  videos: {
    /** YouTube video ids, played from the privacy-enhanced youtube-nocookie.com host. */
    demo: 'Jt4yXnRCl1M',
    caseStudyInterview: 'kM6Gk5VX2wA',
  },
  themeColor: '#0f766e',
} as const;

export function siteUrl(): string {
  return env().SITE_URL;
}

/** Absolute URL for a root-relative path, from SITE_URL. */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${siteUrl()}/`).toString();
}

/** The inbox a contact-form request about `topic` goes to: SALES_EMAIL etc., or the config's. */
export function teamInbox(topic: 'sales' | 'support' | 'partnership'): string {
  const { SALES_EMAIL, SUPPORT_EMAIL, PARTNERS_EMAIL } = env();
  if (topic === 'support') return SUPPORT_EMAIL ?? siteConfig.contacts.support;
  if (topic === 'partnership') return PARTNERS_EMAIL ?? siteConfig.contacts.partnerships;
  return SALES_EMAIL ?? siteConfig.contacts.sales;
}
