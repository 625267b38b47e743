import { siteConfig } from '../config';
import type { ServicePageContent } from '../content/schema';
import { terms } from '../pages/terms';
import { formatPlanPrice, plansById } from '../pricing';

const starterPrice = `${formatPlanPrice(plansById.starter)}/month`;
const professionalPrice = `${formatPlanPrice(plansById.professional)}/month`;

export const landingPages = {
  slug: 'landing-pages',
  name: 'Landing Pages',
  href: '/services/landing-pages',
  updated: '2026-11-22',
  priority: 0.7,
  metadata: {
    title: 'Landing Pages for Contractors: Turn Ad Clicks Into Bookings',
    description: `Fast, trade-specific landing pages with ${siteConfig.agentName} on every page to answer calls and texts, built to turn contractor ad clicks into booked appointments.`,
  },
  offer: {
    serviceType: 'Conversion landing pages for contractor ad campaigns',
    tagline: 'Pages built to turn clicks into booked jobs',
    summary: `Fast, trade-specific pages with ${siteConfig.agentName} on them, built to turn ad clicks into booked appointments instead of bounced visits.`,
  },
  header: {
    eyebrow: 'Landing Pages',
    title: 'Landing pages that turn ad clicks into booked appointments',
    lead: `A homeowner who clicks an ad for emergency AC repair should land on a page about emergency AC repair in their town, with a way to reach someone right now. We build those pages for your trade, and ${siteConfig.agentName} answers on every one of them.`,
    secondaryLink: { href: '/pricing', label: 'See pricing' },
  },
  sections: [
    {
      kind: 'explainer',
      title: 'One job, one page, one next step',
      layout: 'wide-aside',
      paragraphs: [
        'Most contractor ads send people to a home page built to describe the whole company. On a phone, the homeowner whose water heater is leaking has to scroll past remodels and reviews to a general contact form, when what they need is someone to answer about this one job today. Many leave before they find the button.',
        `Our landing pages are built for a single trade and a single offer, match the ad word for word, and put a live answer one tap away. ${siteConfig.agentName} answers every inquiry from the page in seconds and books it on the spot, which brings a **35% higher inquiry-to-appointment conversion**.`,
        'Pages are the middle of the [ad-to-appointment flow](/glossary/ad-to-appointment-flow): pair them with [digital advertising](/services/digital-advertising) and the whole path, from ad to booked job, is handled.',
      ],
      example: {
        eyebrow: 'Anatomy of a page',
        title: 'What a visitor from your ad sees',
        steps: [
          {
            title: 'A headline that matches the ad',
            text: 'Clicked "emergency AC repair"? The page says emergency AC repair, in their town, before anything else.',
          },
          {
            title: 'Tap to call, tap to text',
            text: `Big buttons under the thumb. ${siteConfig.agentName} answers either one in under 1 second, day or night.`,
          },
          {
            title: 'A short form for the shy',
            text: `Name, phone and the job. ${siteConfig.agentName} follows up by text, so the lead is worked while they are still on the page.`,
          },
          {
            title: 'Why you, in plain words',
            text: 'The job, your service area and exactly what happens after they tap. No stock-photo filler.',
          },
          {
            title: 'A booking, not a "we will be in touch"',
            text: `${siteConfig.agentName} offers 2-3 open slots from your calendar and confirms the appointment by text.`,
          },
        ],
      },
    },
    {
      kind: 'cards',
      id: 'what-you-get-heading',
      title: 'What you get',
      intro: `A landing page is only as good as the answer a visitor gets. Ours come with [${siteConfig.agentName}](/services/voice-ai) built in.`,
      band: 'muted',
      columns: 3,
      cards: [
        {
          icon: 'layout',
          title: 'A page per trade and offer',
          text: 'One page for emergency repairs, another for installs or remodels, each matching the ad that sends people to it.',
        },
        {
          icon: 'smartphone',
          title: 'Built for phones first',
          text: 'Homeowners click from the couch or the driveway. The page loads fast and keeps the call button within reach.',
        },
        {
          icon: 'phone-call',
          title: `${siteConfig.agentName} on every page`,
          text: 'Calls, texts and form leads answered in under 1 second, 24/7, with about 20% of conversations handed to your team in under 30 seconds.',
        },
        {
          icon: 'calendar-check',
          title: 'Booking built in',
          text: 'Visitors leave with an appointment: 2-3 time slots offered, the one they pick booked on your calendar, 0 double bookings.',
        },
        {
          icon: 'file-text',
          title: 'Copy written for your trade',
          text: 'Written for homeowners about the job they have, in your service area, with the next step spelled out.',
        },
        {
          icon: 'chart',
          title: 'Tracking from click to booking',
          text: 'Each lead is tied to the ad and page that brought it, so you know which pages earn their keep.',
        },
        {
          icon: 'flask',
          title: 'Testing that keeps going',
          text: 'Headlines and offers are tested against each other, and the version that books more appointments stays.',
        },
      ],
      footer:
        'More on [conversion rate](/glossary/conversion-rate) and [lead attribution](/glossary/lead-attribution).',
    },
    {
      kind: 'steps',
      id: 'how-heading',
      title: 'How it works',
      steps: [
        {
          title: 'Pick the jobs',
          text: 'In the demo we agree which jobs you want more of, and where: spring pool remodels, no-heat calls, water heater swaps.',
        },
        {
          title: 'We write and build',
          text: 'Headline, copy, proof and buttons for one trade and one offer per page, made for a phone screen first.',
        },
        {
          title: `Connect ${siteConfig.agentName} and your calendar`,
          text: `Calls, texts and forms from the page route to ${siteConfig.agentName}, who qualifies the lead and books into your calendar.`,
        },
        {
          title: 'Launch with your ads and test',
          text: 'Ad clicks land on the matching page. We test headlines and offers and keep what turns visits into appointments.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'who-heading',
      title: 'Who it is for',
      band: 'muted',
      columns: 4,
      cards: [
        {
          icon: 'megaphone',
          title: 'Contractors sending ads to their home page',
          text: 'Your home page talks about everything you do. A visitor from an ad wants one thing, right now.',
        },
        {
          icon: 'layers',
          title: 'Shops with more than one kind of job',
          text: 'Emergency repairs and planned installs need different pages: one is about speed, the other about trust and price.',
        },
        {
          icon: 'sun',
          title: 'Seasonal trades',
          text: 'Pool season lasts about 6 months. A page ready before the season captures the March inquiries that become summer builds.',
        },
        {
          icon: 'wrench',
          title: 'Owners without a web team',
          text: 'You run jobs, not websites. We write, build and test the pages; you get the booked appointments.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Landing page questions',
      items: [
        {
          question: 'Why not send ad clicks to my website home page?',
          answer: `Your home page has to speak to every kind of customer, so the person who clicked an ad for one job has to hunt for it, and many leave. A page that matches the ad and offers one clear next step brings in more of the inquiries you paid for, and ${siteConfig.agentName} answering each one in seconds and booking it on the spot brings 35% higher inquiry-to-appointment conversion.`,
        },
        {
          question: `What does ${siteConfig.agentName} do on the page?`,
          answer: `${siteConfig.agentName} answers the call, text or form in under 1 second, asks your qualifying questions, offers 2-3 open time slots and books the appointment. Emergencies and tricky questions go to your team in under 30 seconds.`,
        },
        {
          question: 'Do I need a new website?',
          answer:
            'No. Landing pages sit alongside your current website, which stays as it is. They exist to catch ad traffic and turn it into appointments.',
        },
        {
          question: 'How are landing pages priced?',
          answer: `We scope landing pages with you in the demo, based on how many trades and offers you want to cover. ${siteConfig.agentName} starts at ${starterPrice} on the ${terms.starter} plan, and ${terms.feature.adManagement} is part of the ${terms.professional} plan at ${professionalPrice}.`,
        },
      ],
    },
    { kind: 'services', id: 'more-services-heading', title: 'Works with', which: 'others' },
    {
      kind: 'closing',
      title: 'See where your ad clicks go today',
      text: `In the demo we look at the page your ads land on now, sketch the page for the job you want more of, and let you call ${siteConfig.agentName} the way a homeowner would.`,
    },
  ],
} satisfies ServicePageContent;
