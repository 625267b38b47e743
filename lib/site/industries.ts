import type { BookingVariant } from './booking';

export type Industry = {
  slug: 'pool-builders' | 'hvac' | 'plumbers';
  name: string;
  href: string;
  bookingVariant: BookingVariant;
  summary: string;
  highlight: string;
};

/** The three trades with their own pages; pool and HVAC have their own booking pages. */
export const industryList: Industry[] = [
  {
    slug: 'pool-builders',
    name: 'Pool Builders',
    href: '/industries/pool-builders',
    bookingVariant: 'pool',
    summary:
      'A six-month season and $15,000 average remodels: every spring inquiry has to become a site visit before a competitor calls back.',
    highlight: '25% conversion in season',
  },
  {
    slug: 'hvac',
    name: 'HVAC',
    href: '/industries/hvac',
    bookingVariant: 'hvac',
    summary:
      'Call volume spikes 400% in winter and 350% in summer. Jackie answers the overflow, triages no-heat and no-cool calls and books the rest.',
    highlight: '400% winter call spikes handled',
  },
  {
    slug: 'plumbers',
    name: 'Plumbers',
    href: '/industries/plumbers',
    bookingVariant: 'general',
    summary:
      '60% of plumbing calls are emergencies billed at a 250% markup. Jackie picks up at 2 a.m., gets the address and pages your on-call tech.',
    highlight: '60% of calls are emergencies',
  },
];
