import { caseStudy, caseStudyStats } from '../case-study';
import { type PricingPageContent, pricingPageSchema } from '../content/schema';
import { terms } from './terms';

/**
 * The pricing page's copy; app/(marketing)/pricing/pricing-content.tsx composes it, with the plans
 * themselves read from lib/site/pricing.
 */
export const pricingPage: PricingPageContent = pricingPageSchema.parse({
  route: { path: '/pricing', priority: 0.9, updated: '2026-11-23' },
  metadata: {
    title: 'Pricing and ROI Calculator',
    description: `Jackie AI pricing: Starter is ${terms.starterPrice}/month, Professional from ${terms.professionalFrom}/month with ad management. Live in about ${terms.liveInDays} days. Work out your ROI from your missed calls.`,
  },
  header: {
    eyebrow: 'Pricing',
    title: 'Two monthly plans. Break-even is about one job.',
    lead: `Starter is ${terms.starterPrice} a month for Jackie on voice and text. Professional starts at ${terms.professionalFrom} a month and adds ad management. Setup takes ${terms.setupHours} business hours of our time, and you are live in about ${terms.liveInDays} days.`,
    roiLabel: 'Work out your ROI',
  },
  plans: {
    heading: 'Plans',
    intro:
      'Both plans include Jackie answering every call and text, 24/7, with no limit on how many conversations she has. Professional adds our team running your ads.',
    notes: {
      starting: 'Starting price. The ad budget itself is separate, and you set it.',
      flat: 'Flat monthly price. Cancel anytime.',
    },
  },
  setup: {
    heading: 'From yes to live',
    facts: [
      {
        icon: 'clock',
        title: `${terms.setupHours} business hours of setup`,
        text: 'Our time, not yours: we load your services, prices, service area and calendar rules.',
      },
      {
        icon: 'phone-forwarded',
        title: 'Calls forward after 3 rings',
        text: 'Your team still picks up first. Jackie takes the calls they cannot, and every call after hours.',
      },
      {
        icon: 'rocket',
        title: `Live in about ${terms.liveInDays} days`,
        text: 'A full install, live and tuned to how your business books work, takes about a week.',
      },
    ],
    goals: {
      heading: 'Week-1 goals',
      items: [
        '5-10 bookings',
        '80%+ of conversations handled by Jackie',
        'Replies in under 30 seconds',
      ],
    },
  },
  snapshot: {
    heading: 'ROI snapshot',
    intro: 'What the money has done for a contractor already, and what to expect from yours.',
    caseStudy: {
      heading: "A pool builder's ad campaign",
      text: 'Ads and a landing page brought in the leads; Jackie answered every one within seconds, evenings and Sundays included.',
      figures: caseStudyStats(['roi', 'adSpend', 'costPerLead', 'leads', 'closed', 'pipeline']),
      link: { href: '/case-studies', label: 'Read the case study' },
    },
    benchmarks: {
      heading: 'What to expect',
      figures: [
        {
          value: 'About 1 job',
          label: 'to break even',
          detail: 'One booked job a month usually covers Starter.',
        },
        {
          value: 'About 60 days',
          label: 'typical payback',
          detail: 'Typical time for the plan to pay for itself.',
        },
        {
          value: '10-16x',
          label: 'typical ROI with AI',
          detail: 'Versus 2-4x typical for ads alone.',
        },
        {
          value: '$500-2k',
          label: 'AI per month',
          detail: 'Versus $3k-8k a month for a call center.',
        },
      ],
    },
  },
  roi: {
    heading: 'ROI calculator: what your missed calls are worth',
    intro:
      'Put in your own numbers. The estimate updates as you type, and the address bar keeps a link to it, so you can send it to your partner or office manager.',
  },
  faq: {
    title: 'Pricing questions',
    items: [
      {
        question: `What does the "+" in ${terms.professionalFrom}+ mean for Professional?`,
        answer: `Professional starts at ${terms.professionalFrom} a month. It includes everything in Starter plus ad management, and the final monthly figure depends on how much ad management your business needs; we confirm it with you before you start. The ad budget itself, the money the ads cost, comes on top and you set it. The pool builder in our case study spent ${caseStudy.adSpend} on ads.`,
      },
      {
        question: 'How long does setup take, and what do I have to do?',
        answer: `Setup takes ${terms.setupHours} business hours of our time: we load your services, prices, service area and calendar rules, and you tell us who gets urgent calls. You forward your calls to Jackie after 3 rings, or straight away after hours. A full install, live and tuned, takes about ${terms.liveInDays} days.`,
      },
      {
        question: 'Is there a long contract?',
        answer: `No. Starter is ${terms.starterPrice} a month and you can cancel anytime. Professional includes everything in Starter, and that includes cancelling anytime.`,
      },
      {
        question: 'Do busy months cost more?',
        answer:
          'No. Conversations are unlimited, so a no-heat weekend in January or the spring rush of pool inquiries costs the same as a quiet week. The busy weeks are when Jackie earns the most, because that is when calls used to go to voicemail.',
      },
    ],
  },
  closing: {
    title: 'Hear Jackie answer a call from your trade',
    text: 'Book a demo and bring your numbers. We will run them with you and let you call Jackie yourself before you choose a plan.',
    contactLink: { href: '/contact', label: 'all the ways to reach us' },
  },
});
