import { siteConfig } from '../config';
import { type ContactPageContent, contactPageSchema } from '../content/schema';
import { replyTime } from '../vocabulary';
import { terms } from './terms';

/** The contact page's copy; app/(marketing)/contact/page.tsx composes it into sections. */
export const contactPage: ContactPageContent = contactPageSchema.parse({
  route: { path: '/contact', priority: 0.7, updated: '2026-11-22' },
  metadata: {
    title: 'Contact Us and Book a Demo',
    description: `Book a ${siteConfig.name} demo for your HVAC, plumbing, electrical or pool business, or email our sales, support or partnership team. See what happens after you book.`,
  },
  header: {
    eyebrow: 'Contact',
    title: 'Book a demo or talk to our team',
    lead: `The quickest way to see whether ${siteConfig.agentName} fits your business is to hear her handle a call from your trade. Prefer to write? Each team below has its own inbox.`,
  },
  demos: {
    heading: 'Book a demo',
    intro: 'Pick the demo for your trade. Each link opens our booking page in a new tab.',
    options: [
      {
        variant: 'general',
        icon: 'wrench',
        title: 'Any home-service trade',
        text: `Plumbers, electricians, roofers and every other trade. We walk through your call flow and let you hear ${siteConfig.agentName} book a job like yours.`,
        button: 'Book a Demo',
        placement: 'contact_general',
      },
      {
        variant: 'pool',
        icon: 'waves',
        title: 'Pool builders',
        text: 'Built around a six-month season and big-ticket remodels: consultations booked, design questions answered, ads and landing pages if you want them.',
        button: 'Book a Pool Builder Demo',
        placement: 'contact_pool',
      },
      {
        variant: 'hvac',
        icon: 'wind',
        title: 'HVAC contractors',
        text: 'No-heat and no-cool triage, overflow during 400% winter spikes, maintenance visits booked without tying up your dispatcher.',
        button: 'Book an HVAC Demo',
        placement: 'contact_hvac',
      },
    ],
  },
  message: {
    heading: 'Send us a message',
    intro: `Not ready to book? Leave your number or email and say when suits you. A person on the right team answers ${replyTime}.`,
  },
  email: {
    heading: 'Email our team',
    intro:
      'Write to the inbox that matches your question so it reaches the right people first time.',
    contacts: [
      {
        icon: 'messages',
        topic: 'sales',
        title: 'Sales',
        address: siteConfig.contacts.sales,
        text: `Questions before you book: plans, what ${siteConfig.agentName} can and cannot do for your trade, or adding ${terms.feature.adManagement} with the ${terms.professional} plan.`,
      },
      {
        icon: 'life-buoy',
        topic: 'support',
        title: 'Client support',
        address: siteConfig.contacts.support,
        text: `Already a client? Write here to change ${siteConfig.agentName}’s answers, prices, calendar rules or who gets urgent calls, or to report anything that does not look right.`,
      },
      {
        icon: 'handshake',
        topic: 'partnership',
        title: 'Partnerships',
        address: siteConfig.contacts.partnerships,
        text: 'Agencies, software vendors and trade organizations that work with home-service contractors and want to work with us.',
      },
    ],
  },
  after: {
    heading: 'What happens after you book',
    intro: `No pressure and no surprises: this is the whole path from booking to ${siteConfig.agentName} answering your phone.`,
    steps: [
      {
        icon: 'calendar-check',
        title: 'You pick a time',
        text: 'The booking page opens in a new tab and confirms your slot. Choose the pool or HVAC page if that is your trade, so we prepare for your kind of calls.',
      },
      {
        icon: 'phone-forwarded',
        title: `We show you ${siteConfig.agentName} on your calls`,
        text: `We ask how leads reach you today (phone, texts, web forms, ads) and where they slip through. Then you hear ${siteConfig.agentName} answer, qualify and book a call from your trade.`,
      },
      {
        icon: 'settings',
        title: `Setup takes ${terms.setupHours} business hours`,
        text: `If you go ahead, we load your services, prices, service area and calendar rules. Calls forward to ${siteConfig.agentName} after 3 rings, or straight away after hours.`,
      },
      {
        icon: 'rocket',
        title: `Live in about ${terms.liveInDays} days`,
        text: `The first live week has clear targets: 5-10 bookings, 80%+ of conversations handled by ${siteConfig.agentName} and replies in under 30 seconds. ${terms.starter} is ${terms.starterPrice}/month, ${terms.feature.cancelAnytime}.`,
      },
    ],
    footer:
      'Want to see results before you book? Read the [pool builder case study](/case-studies) or [compare the plans](/pricing).',
  },
  faq: {
    title: 'Questions before you book',
    items: [
      {
        question: 'Which booking link should I use?',
        answer:
          'Pool builders and HVAC contractors should use their own demo links, so the demo is set up around pool consultations or no-heat and no-cool calls. Plumbers, electricians, roofers and every other trade use the general Book a Demo link.',
      },
      {
        question: `How soon after the demo can ${siteConfig.agentName} answer my phone?`,
        answer: `Setup takes ${terms.setupHours} business hours of our time once you decide to go ahead. A full install, live and tuned to your business, takes about ${terms.liveInDays} days.`,
      },
      {
        question: 'Do I have to sign a long contract?',
        answer: `No. ${terms.starter} is ${terms.starterPrice}/month with ${terms.feature.unlimitedConversations} and you can ${terms.feature.cancelAnytime}. ${terms.professional} starts at ${terms.professionalFrom}/month and adds ${terms.feature.adManagement} on top of everything in ${terms.starter}.`,
      },
    ],
  },
});
