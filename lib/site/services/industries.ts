import { figures } from '../benchmarks';
import { siteConfig } from '../config';
import type { ServicePageContent } from '../content/schema';
import { setupTerms } from '../pricing';

/** The overview of the trades: not a service sold on its own, so it has no offer. */
export const industriesOverview = {
  slug: 'industries',
  name: 'Industries',
  href: '/services/industries',
  updated: '2026-11-22',
  priority: 0.8,
  metadata: {
    title: 'Industries: AI Employees for Pool Builders, HVAC and Plumbers',
    description: `${siteConfig.agentName} is trained for your trade: pool builders in a 6-month season, HVAC through 400% winter call spikes, plumbers on 2 a.m. emergencies. Pick your industry.`,
  },
  header: {
    eyebrow: 'Industries',
    title: 'An AI employee trained for your trade',
    lead: `A pool lead in March, a no-heat call in January and a burst pipe at 2 a.m. need different questions and different next steps. ${siteConfig.agentName} learns your trade, your services and your service area, then answers like someone from your office.`,
    secondaryLink: { href: '/pricing', label: 'See pricing' },
  },
  sections: [
    {
      kind: 'industries',
      id: 'trades-heading',
      title: 'Choose your trade',
      intro: `Same ${siteConfig.agentName}, different playbook. Here is what she does differently in each trade.`,
    },
    {
      kind: 'figures',
      id: 'every-trade-heading',
      title: 'What every trade gets',
      band: 'muted',
      intro:
        'The playbook changes by trade; the basics do not. Calls and texts answered day and night, leads qualified, jobs booked on your calendar with 0 double bookings, and the hard conversations handed to a person.',
      figures: [
        { value: '<1 s', label: 'to answer every call and text, 24/7' },
        { value: '3 rings', label: `before a busy line forwards to ${siteConfig.agentName}` },
        {
          value: '80/20',
          label: `handled by ${siteConfig.agentName} / handed to your team in under 30 seconds`,
        },
        { value: '210%', label: 'more after-hours bookings' },
      ],
    },
    {
      kind: 'aside',
      id: 'other-trades-heading',
      icon: 'zap',
      title: 'Electricians, roofers and other trades',
      paragraphs: [
        `No page for your trade yet? ${siteConfig.agentName} works the same way for any home-service contractor. Electrical work is a good example: jobs run from ${figures.electricalJobMin} to ${figures.electricalJobMax}, an EV charger install is a ${figures.evChargerJob} job that converts at 45%, and emergency calls carry a 300% premium. ${siteConfig.agentName} asks the questions that tell those calls apart and routes each one: immediate dispatch, same-day service or a scheduled install.`,
        'Read how an [electrician AI workflow](/glossary/electrician-ai-workflow) is set up, what [contractor AI automation](/glossary/contractor-ai-automation) covers, or start with the guide to [AI for contractors](/ai-for-contractors).',
      ],
    },
    {
      kind: 'services',
      id: 'services-heading',
      title: 'Services for every trade',
      which: 'all',
      band: 'muted-top',
    },
    {
      kind: 'closing',
      title: `Hear ${siteConfig.agentName} answer a call from your trade`,
      text: `Tell us what you do and where. In the demo we set ${siteConfig.agentName} up with your services and you call her with the questions your customers ask. Setup takes ${setupTerms.setupBusinessHours} business hours of our time, and you are live in about ${setupTerms.liveInDays} days.`,
    },
  ],
} satisfies ServicePageContent;
