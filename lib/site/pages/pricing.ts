import { monthlyCosts } from '../benchmarks';
import { caseStudy, caseStudyStats } from '../case-study';
import { siteConfig } from '../config';
import { type PricingPageContent, pricingPageSchema } from '../content/schema';
import { defaultRoiInputs, roiFigures } from '../roi';
import { terms } from './terms';

/** The benchmarks the snapshot prints beside the calculator, which its example is set against. */
const typical = { payback: 'About 60 days', roi: '10-16x' } as const;
const example = roiFigures(defaultRoiInputs);

/**
 * The pricing page's copy; app/(marketing)/pricing/pricing-content.tsx composes it, with the plans
 * themselves read from lib/site/pricing.
 */
export const pricingPage: PricingPageContent = pricingPageSchema.parse({
  route: { path: '/pricing', priority: 0.9, updated: '2026-11-23' },
  metadata: {
    title: 'Pricing and ROI Calculator',
    description: `${siteConfig.name} pricing: ${terms.starter} is ${terms.starterPrice}/month, ${terms.professional} from ${terms.professionalFrom}/month with ${terms.feature.adManagement}. Live in about ${terms.liveInDays} days. Work out your ROI from your missed calls.`,
  },
  header: {
    eyebrow: 'Pricing',
    title: 'Two monthly plans. Break-even is about one job.',
    lead: `${terms.starter} is ${terms.starterPrice} a month for ${siteConfig.agentName} on voice and text. ${terms.professional} starts at ${terms.professionalFrom} a month and adds ${terms.feature.adManagement}. Setup takes ${terms.setupHours} business hours of our time, and you are live in about ${terms.liveInDays} days.`,
    roiLabel: 'Work out your ROI',
  },
  plans: {
    heading: 'Plans',
    intro: `Both plans include ${siteConfig.agentName} answering every call and text, 24/7, with no limit on how many conversations she has. ${terms.professional} adds our team running your ads.`,
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
        text: `Your team still picks up first. ${siteConfig.agentName} takes the calls they cannot, and every call after hours.`,
      },
      {
        icon: 'rocket',
        title: `Live in about ${terms.liveInDays} days`,
        text: `${siteConfig.agentName} goes live on your calls first; then we tune her on the first real conversations until she books jobs the way your office does.`,
      },
    ],
    goals: {
      heading: 'Goals for the first live week',
      items: [
        '5-10 bookings',
        `80%+ of conversations handled by ${siteConfig.agentName}`,
        'Replies in under 30 seconds',
      ],
    },
  },
  snapshot: {
    heading: 'ROI snapshot',
    intro: 'What the money has done for a contractor already, and what to expect from yours.',
    caseStudy: {
      heading: "A pool builder's ad campaign",
      text: `Ads and a landing page brought in the leads; ${siteConfig.agentName} answered every one within seconds, evenings and Sundays included.`,
      figures: caseStudyStats(['roi', 'adSpend', 'costPerLead', 'leads', 'closed', 'pipeline']),
      link: { href: '/case-studies', label: 'Read the case study' },
    },
    benchmarks: {
      heading: 'What to expect',
      figures: [
        {
          value: 'About 1 job',
          label: 'to break even',
          detail: `One booked job a month usually covers ${terms.starter}.`,
        },
        {
          value: typical.payback,
          label: 'typical payback',
          detail: 'Typical time for the plan to pay for itself.',
        },
        {
          value: typical.roi,
          label: 'typical ROI with AI',
          detail: 'Versus 2-4x typical for ads alone.',
        },
        {
          value: monthlyCosts.aiShort,
          label: 'AI per month',
          detail: `Versus ${monthlyCosts.callCenterShort} a month for a call center.`,
        },
      ],
    },
  },
  roi: {
    heading: 'ROI calculator: what your missed calls are worth',
    intro: `Put in your own numbers. The estimate updates as you type, and the address bar keeps a link to it, so you can send it to your partner or office manager. It opens on an example (${example.missedCalls} missed calls a week, a ${example.jobValue} job, ${example.closeRate} of callers booking) that counts only missed calls won back and treats each job as paid the day it is booked, which is why it shows ${example.roi} and a payback of ${example.paybackDays} days, where the typical figures above, ${typical.roi} and ${typical.payback.toLowerCase()}, count every lead ${siteConfig.agentName} answers and the weeks from install to a paid invoice.`,
  },
  faq: {
    title: 'Pricing questions',
    items: [
      {
        question: `What does the "+" in ${terms.professionalFrom}+ mean for ${terms.professional}?`,
        answer: `${terms.professional} starts at ${terms.professionalFrom} a month. It includes everything in ${terms.starter} plus ${terms.feature.adManagement}, and the final monthly figure depends on how much ${terms.feature.adManagement} your business needs; we confirm it with you before you start. The ad budget itself, the money the ads cost, comes on top and you set it. The pool builder in our case study spent ${caseStudy.adSpend} on ads.`,
      },
      {
        question: 'How long does setup take, and what do I have to do?',
        answer: `Setup takes ${terms.setupHours} business hours of our time: we load your services, prices, service area and calendar rules, and you tell us who gets urgent calls. You forward your calls to ${siteConfig.agentName} after 3 rings, or straight away after hours. A full install, live and tuned, takes about ${terms.liveInDays} days.`,
      },
      {
        question: 'Is there a long contract?',
        answer: `No. ${terms.starter} is ${terms.starterPrice} a month and you can ${terms.feature.cancelAnytime}. ${terms.professional} includes everything in ${terms.starter}, and that includes canceling anytime.`,
      },
      {
        question: 'Do busy months cost more?',
        answer: `No. Conversations are unlimited, so a no-heat weekend in January or the spring rush of pool inquiries costs the same as a quiet week. The busy weeks are when ${siteConfig.agentName} earns the most, because that is when calls used to go to voicemail.`,
      },
    ],
  },
  closing: {
    title: `Hear ${siteConfig.agentName} answer a call from your trade`,
    text: `Book a demo and bring your numbers. We will run them with you and let you call ${siteConfig.agentName} yourself before you choose a plan.`,
    contactLink: { href: '/contact', label: 'all the ways to reach us' },
  },
});
