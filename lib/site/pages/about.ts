import { figures } from '../benchmarks';
import { caseStudy } from '../case-study';
import { siteConfig } from '../config';
import { type AboutPageContent, aboutPageSchema } from '../content/schema';
import { allIndustriesLink } from '../navigation';
import { terms } from './terms';

const { name, agentName } = siteConfig;

/** The about page's copy; app/(marketing)/about/page.tsx composes it into sections. */
export const aboutPage: AboutPageContent = aboutPageSchema.parse({
  route: { path: '/about', priority: 0.6, updated: '2026-11-23' },
  metadata: {
    title: 'About Us: AI Employees Built Only for Home-Service Contractors',
    description: `${siteConfig.name} builds AI employees that answer calls and texts for HVAC, plumbing, electrical and pool contractors. Why we serve contractors only and how we work.`,
  },
  header: {
    eyebrow: `About ${name}`,
    title: 'We build AI employees for home-service contractors, and nobody else',
    lead: `${name} makes ${agentName}, an AI employee who answers your calls and texts day and night, qualifies the lead and books the job, so the work you are already good at gets to the people already looking for it.`,
    secondaryLink: { href: '/pricing', label: 'See pricing' },
  },
  who: {
    heading: 'Who we are',
    paragraphs: [
      `${name} is the company behind ${agentName}: an AI employee on voice and text for HVAC companies, plumbers, electricians, pool builders, roofers and other home-service trades.`,
      `Most contractors do not need more software to log into. They need the phone answered, the lead qualified and the appointment on the calendar, whether the call comes in at noon or at 11 p.m. on a Saturday. That is the job we built ${agentName} to do, and because leads have to come from somewhere, we also run the ads and build the landing pages that feed her.`,
    ],
    offerings: [
      {
        icon: 'phone-call',
        title: `${siteConfig.agentName}, the AI employee`,
        text: 'Answers calls and texts 24/7, qualifies leads, books appointments into your calendar, texts back missed calls, follows up and reactivates old leads.',
        link: { href: '/services/voice-ai', label: `How ${siteConfig.agentName} answers` },
      },
      {
        icon: 'megaphone',
        title: 'Digital advertising',
        text: 'Campaigns aimed at the jobs you want, in the area you serve, with every lead answered the moment it arrives.',
        link: { href: '/services/digital-advertising', label: 'Our advertising service' },
      },
      {
        icon: 'devices',
        title: 'Landing pages',
        text: `Pages built to turn an ad click into a conversation with ${siteConfig.agentName} and a booked appointment.`,
        link: { href: '/services/landing-pages', label: 'Our landing pages' },
      },
    ],
  },
  trades: {
    heading: 'Why we serve contractors only',
    intro:
      'A general-purpose answering bot treats a no-heat call in January like a question about opening hours. Contracting work has its own rhythm, and an AI employee has to be built around it.',
    cards: [
      {
        icon: 'hard-hat',
        title: 'The phone rings mid-job',
        text: 'Your people are on a roof, in a crawl space or driving between calls. Traditionally 40% of contractor calls go to voicemail. An office job answered by software built for desk workers does not fix that.',
      },
      {
        icon: 'siren',
        title: 'Emergencies do not keep office hours',
        text: `A burst pipe at 2 a.m. is a job billed at a 150-300% emergency markup, if someone answers. ${siteConfig.agentName} knows the difference between "water is coming through the ceiling" and "I want a quote next month".`,
      },
      {
        icon: 'thermometer',
        title: 'Demand comes in waves',
        text: `HVAC call volume spikes 400% in winter and 350% in summer; pool season lasts about six months. Nobody hires a second dispatcher for a cold snap. ${siteConfig.agentName} takes the overflow.`,
      },
      {
        icon: 'ruler',
        title: 'Qualifying takes trade knowledge',
        text: `Service area, job type, system age, urgency, budget and timeline. A ${figures.electricalJobMin} repair and a ${figures.poolRemodel} pool remodel need different questions, and ${siteConfig.agentName} asks the ones your trade needs.`,
      },
    ],
    footer: `See how that plays out in [HVAC](/industries/hvac), [plumbing](/industries/plumbers) and [pool building](/industries/pool-builders), or browse [all the industries we serve](${allIndustriesLink.href}).`,
  },
  beliefs: {
    heading: 'What we believe',
    intro: `Three rules decide how ${agentName} is built and how we talk about her.`,
    steps: [
      {
        icon: 'phone-incoming',
        title: 'Every lead gets an answer',
        text: `A reply within 60 seconds makes a close up to 8x more likely, and 80% of missed-call leads are lost without recovery. So ${siteConfig.agentName} answers in under a second, texts back a missed call within 30 seconds and follows up 2-3 times before a person takes over. No lead should end in a voicemail box nobody checks until Monday.`,
        link: { href: '/glossary/speed-to-lead', label: 'Why speed to lead matters' },
      },
      {
        icon: 'users',
        title: 'Humans handle the hard 20%',
        text: `${siteConfig.agentName} handles about 80% of conversations: the questions, the scheduling, the "are you open Saturday?". The other 20% (an angry customer, a gas smell, a commercial bid) goes to your team in under 30 seconds, with a summary so nobody has to ask the customer twice. ${siteConfig.agentName} takes the phone tag off your office; your people keep the judgment calls.`,
        link: {
          href: '/blog/how-contractors-can-use-ai-without-replacing-team',
          label: 'Using AI without replacing your team',
        },
      },
      {
        icon: 'badge-check',
        title: 'Honest numbers',
        text: `Our prices are on the website. Our case study shows the ad spend to the cent (${caseStudy.adSpend}), and keeps the ${caseStudy.pipeline} pipeline apart from the ${caseStudy.closed} actually closed. Targets for the first live week (5-10 bookings, 80%+ of conversations handled by ${siteConfig.agentName}, replies in under 30 seconds) are goals we check with you, not promises in a brochure.`,
        link: { href: '/case-studies', label: 'Read the pool builder case study' },
      },
    ],
  },
  working: {
    heading: 'How we work with you',
    intro: `From the first call to a tuned AI employee in about ${terms.liveInDays} days, with a price you can see before you talk to us.`,
    steps: [
      {
        icon: 'calendar',
        title: 'A demo on your calls',
        text: `You tell us how leads reach you today and what slips through. You hear ${siteConfig.agentName} handle a call from your trade before you decide anything.`,
      },
      {
        icon: 'handshake',
        title: `Setup: ${terms.setupHours} business hours of our time`,
        text: `We load your services, prices, service area, calendar rules and who gets the urgent calls. You review what ${siteConfig.agentName} will say before she answers a single customer.`,
      },
      {
        icon: 'phone-incoming',
        title: `Live in about ${terms.liveInDays} days`,
        text: `Calls forward to ${siteConfig.agentName} after 3 rings, or straight away after hours. In the days after go-live we read every conversation and tune ${siteConfig.agentName} until her answers sound like your business.`,
      },
      {
        icon: 'calendar-x',
        title: 'Month to month, cancel anytime',
        text: `${terms.starter} is ${terms.starterPrice}/month with ${terms.feature.unlimitedConversations}; ${terms.professional}, from ${terms.professionalFrom}/month, adds ${terms.feature.adManagement}. No long contract: ${siteConfig.agentName} has to earn her place every month.`,
      },
    ],
    footer: `Want the details first? [Compare the plans](/pricing) or read [how contractors go live with AI in ${terms.liveInDays} days](/blog/contractors-start-ai-7-days).`,
  },
  closing: {
    title: 'Judge us on your own phone calls',
    text: `Book a demo, bring the calls you keep missing, and hear how ${agentName} would handle them. If you would rather write first, our team is one email away.`,
    secondaryLink: { href: '/contact', label: 'Contact us' },
  },
});
