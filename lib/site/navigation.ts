import { industryList } from './industries';
import { industriesOverviewPage, serviceList } from './services';

export type NavLink = { title: string; href: string; description?: string };
export type NavGroup = { title: string; links: NavLink[] };

export const aiSolutions: NavGroup = {
  title: 'AI Solutions',
  links: [
    {
      title: 'AI for Contractors',
      href: '/ai-for-contractors',
      description: 'What AI can do for a contracting business today',
    },
    {
      title: 'AI Sales Agents',
      href: '/ai-sales-agents',
      description: 'From first ring to booked appointment',
    },
    {
      title: 'AI Receptionist',
      href: '/ai-receptionist-for-contractors',
      description: 'Every call answered, day and night',
    },
    {
      title: 'AI Workflows',
      href: '/ai-workflows-local-business',
      description: 'Follow-up, reminders and reactivation on autopilot',
    },
  ],
};

export const services: NavGroup = {
  title: 'Services',
  links: serviceList.map((service) => ({
    title: service.name,
    href: service.href,
    description: service.offer.tagline,
  })),
};

export const industries: NavGroup = {
  title: 'Industries',
  links: industryList.map((industry) => ({ title: industry.name, href: industry.href })),
};

export const allIndustriesLink: NavLink = {
  title: 'See all industries',
  href: industriesOverviewPage.href,
};

export const resources: NavGroup = {
  title: 'Resources',
  links: [
    { title: 'Blog', href: '/blog' },
    { title: 'Glossary', href: '/glossary' },
    { title: 'Case Studies', href: '/case-studies' },
  ],
};

export const company: NavGroup = {
  title: 'Company',
  links: [
    { title: 'About', href: '/about' },
    { title: 'Contact', href: '/contact' },
    { title: 'Pricing', href: '/pricing' },
  ],
};

/** The side menu below the desktop breakpoint. */
export const mobileMenu: NavGroup[] = [
  { title: 'Solutions', links: aiSolutions.links },
  services,
  { title: industries.title, links: [...industries.links, allIndustriesLink] },
  resources,
  company,
];

/** The footer's link groups. */
export const footerMenu: NavGroup[] = [
  {
    title: 'Solutions',
    links: [...aiSolutions.links, ...services.links, ...industries.links],
  },
  resources,
  company,
];
