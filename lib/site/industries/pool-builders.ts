import { figures } from '../benchmarks';
import { caseStudy, caseStudyStats } from '../case-study';
import { siteConfig } from '../config';
import type { IndustryContent } from '../content/schema';
import { terms } from '../pages/terms';

export const poolBuilders = {
  slug: 'pool-builders',
  name: 'Pool Builders',
  href: '/industries/pool-builders',
  updated: '2026-11-22',
  priority: 0.8,
  bookingVariant: 'pool',
  trade: 'pool',
  summary: `A six-month season and ${figures.poolRemodel} average remodels: every spring inquiry has to become a site visit before a competitor calls back.`,
  highlight: '25% conversion in season',
  overview: {
    icon: 'waves',
    linkText: `How ${siteConfig.agentName} helps pool builders`,
    differences: [
      'Sizes the project before anyone drives out: new build or remodel, yard access, budget and timeline.',
      'Books the site visit while the homeowner is still excited, in one of 2-3 open slots on your calendar.',
      'Keeps following up on quotes, and checks in with last season’s cold leads before the next season starts.',
    ],
  },
  metadata: {
    title: 'AI Receptionist for Pool Builders and Remodelers',
    description: `${siteConfig.agentName} answers pool builder calls, texts and web leads 24/7, qualifies backyard projects and books site visits in a season that lasts about 6 months.`,
  },
  hero: {
    eyebrow: 'For pool builders',
    title: 'Turn every spring pool inquiry into a booked backyard visit',
    lead: `Your season lasts about 6 months, and homeowners start shopping before it opens. ${siteConfig.agentName} answers every call, text and web lead in under a second, qualifies the project and books the site visit while the homeowner is still standing in the backyard picturing it.`,
    points: [
      'Answers in under 1 second, nights and weekends',
      'Books site visits on your calendar',
      'Keeps next-season buyers warm',
      `Live in about ${terms.liveInDays} days`,
    ],
    secondaryLink: { href: '/case-studies', label: 'Read the pool builder case study' },
  },
  problem: {
    heading: 'A short season leaves no room for a slow callback',
    intro:
      'A family that calls in March wants to swim by summer, and the builder who answers first usually gets the backyard visit. Those calls arrive while your crews are digging, setting steel and plastering last season’s sales.',
    figures: [
      {
        value: '6 months',
        label: 'a typical pool season',
        detail:
          'The season lasts about 6 months, and most of the year’s selling happens inside it. A lead lost in April cannot be made up in November.',
      },
      {
        value: '25%',
        label: 'inquiry conversion in season',
        detail:
          'One inquiry in four becomes a job. Four unanswered calls can be a whole remodel you never got to quote.',
      },
      {
        value: figures.poolRemodel,
        label: 'average pool remodel',
        detail: `The average remodel is a ${figures.poolRemodel} decision, and the homeowner makes it with whoever calls back first.`,
      },
    ],
    pains: [
      {
        icon: 'clock',
        title: 'Shoppers call after hours',
        text: 'Homeowners research pools after dinner and on weekends, when the office is closed and your designer is off. Without recovery, 80% of missed-call leads are lost.',
        link: { href: '/glossary/after-hours-coverage', label: 'What after-hours coverage means' },
      },
      {
        icon: 'users',
        title: 'Your best people are on job sites',
        text: 'In season, the people who can talk pools are walking backyards and running crews. The phone gets answered when someone is free, and that is often too late.',
      },
      {
        icon: 'refresh',
        title: 'Slow deciders go cold',
        text: 'A buyer who is not ready this month gets a brochure and is forgotten. When they are ready, they sign with the builder who kept in touch.',
        link: { href: '/glossary/lead-nurturing-automation', label: 'How lead nurturing works' },
      },
    ],
    caseStudy: {
      heading: `One pool builder’s campaign, with ${siteConfig.agentName} working every lead`,
      text: `A pool builder ran paid ads and let ${siteConfig.agentName} answer, qualify and book the leads they brought in, nights and weekends included. The 25% above is how many inquiries become jobs over a whole season, while the case study's ${caseStudy.closed} of work closed from ${caseStudy.leads} leads counts only what had signed by the time its figures were taken; the buyers still deciding are its ${caseStudy.pipeline} pipeline, which is why that figure matters as much as the closed work.`,
      figures: caseStudyStats([
        'roi',
        'adSpend',
        'leads',
        'costPerLead',
        'clickRate',
        'closed',
        'pipeline',
      ]),
      link: { href: '/case-studies', label: 'Read the full case study' },
    },
  },
  features: {
    heading: `What ${siteConfig.agentName} does for pool builders`,
    intro: `Before she takes a single call, ${siteConfig.agentName} learns your services, service area, price ranges and calendar rules. Then she works the front of your sales process so your designers spend their time in backyards.`,
    items: [
      {
        icon: 'phone-call',
        title: 'Answers every lead in under a second',
        text: `Calls, texts and web forms, 24/7. When your office is busy, calls forward to ${siteConfig.agentName} after 3 rings instead of going to voicemail.`,
      },
      {
        icon: 'clipboard',
        title: 'Qualifies the project',
        text: 'New build, remodel, resurfacing or equipment only; yard access for equipment; HOA or permit limits; timeline; budget and whether they plan to finance.',
        link: { href: '/glossary/lead-qualification', label: 'What lead qualification covers' },
      },
      {
        icon: 'calendar',
        title: 'Books consultations and site visits',
        text: 'Offers 2-3 open slots from your designer’s calendar, books the one the homeowner picks and confirms it by text. No double bookings.',
        link: {
          href: '/glossary/appointment-booking-automation',
          label: 'How booking automation works',
        },
      },
      {
        icon: 'message',
        title: 'Follows up with next-season buyers',
        text: 'A homeowner planning for next spring goes into a follow-up sequence on your schedule, so they hear from you before the season opens instead of from a competitor.',
      },
      {
        icon: 'refresh',
        title: 'Reactivates last season’s leads',
        text: `Leads that went cold 30-180 days ago get a personal follow-up; 5-15% of them convert, at ${figures.reactivatedLead} per reactivated lead versus ${figures.newLead} for a new one.`,
        link: { href: '/glossary/database-reactivation', label: 'What database reactivation is' },
      },
      {
        icon: 'bell',
        title: 'Hands the design talk to your team',
        text: `Layout, engineering, soil and drainage, detailed pricing and contracts belong with your designer. ${siteConfig.agentName} passes those over with a summary of the conversation.`,
      },
    ],
  },
  walkthrough: {
    heading: 'How a call goes: a Saturday afternoon lead in March',
    intro:
      'The office is closed, your designer is at a ball game, and a homeowner has just finished measuring the backyard.',
    steps: [
      {
        label: 'The call',
        text: `A homeowner calls about resurfacing a cracked plaster finish and adding a tanning ledge. The office line rings 3 times, then forwards to ${siteConfig.agentName}, who answers with your company name.`,
      },
      {
        label: 'The questions',
        text: `${siteConfig.agentName} asks what your designer would: remodel or new build, the rough size, whether equipment can get through the side gate, any HOA rules, when they want to swim and whether they plan to finance. They want the work done before summer.`,
      },
      {
        label: 'The booking',
        text: `${siteConfig.agentName} offers two open site-visit slots from your designer’s calendar next week. The homeowner picks Tuesday evening; ${siteConfig.agentName} books it and texts a confirmation with a request for photos of the pool and the equipment pad.`,
      },
      {
        label: 'The handoff',
        text: 'Your designer gets a summary: remodel, resurfacing plus a tanning ledge, side-gate access, HOA approval needed, wants it finished before summer, plans to finance. They arrive already knowing the job.',
      },
      {
        label: 'If it goes quiet',
        text: `If the homeowner cancels or stops replying, ${siteConfig.agentName} follows up 2-3 times and then hands the lead to your team, instead of letting it slip into next season.`,
      },
    ],
    outcome:
      'On Monday morning the visit is on the calendar, the photos are in, and nobody on your team had to pick up the phone on a Saturday.',
  },
  faq: {
    title: 'Questions pool builders ask',
    items: [
      {
        question: `Can ${siteConfig.agentName} tell a homeowner what a pool or remodel will cost?`,
        answer: `Only what you tell her to say. You can give ${siteConfig.agentName} starting prices or ranges and one rule: a real price waits for the site visit. ${siteConfig.agentName} shares your numbers when asked, then books the visit where your designer prices the actual job.`,
      },
      {
        question: `What does ${siteConfig.agentName} do with buyers who will not build until next season?`,
        answer:
          'She qualifies them, records their timeline and puts them in a follow-up sequence on the schedule you choose, so they hear from you before the season opens. Nobody who said "next year" is forgotten in a notebook.',
      },
      {
        question: `We already run ads. Does ${siteConfig.agentName} replace our ad agency?`,
        answer: `${siteConfig.agentName} works the leads your ads bring in, whoever runs the ads. If you want us to run them too, the ${terms.professional} plan (${terms.professionalPrice}/mo) adds ${terms.feature.adManagement} to everything in ${terms.starter}. The case study above paired a paid ad campaign with ${siteConfig.agentName} answering every lead.`,
      },
      {
        question: `Is ${siteConfig.agentName} worth paying for in the off-season?`,
        answer: `The off-season is when reactivation pays. Leads that went cold 30-180 days ago convert at 5-15%, for ${figures.reactivatedLead} per reactivated lead versus ${figures.newLead} for a new one. ${terms.starter} is ${terms.starterPrice}/month and you can ${terms.feature.cancelAnytime}.`,
      },
    ],
  },
  related: {
    glossary: [
      'pool-builder-ai-assistant',
      'lead-nurturing-automation',
      'pipeline-value',
      'database-reactivation',
      'cost-per-lead',
      'after-hours-coverage',
    ],
    guides: ['ai-sales-agents', 'ai-for-contractors'],
    posts: ['roi-of-ai-local-business', 'database-reactivation'],
  },
  closing: {
    heading: `Hear ${siteConfig.agentName} book a pool consultation before the season starts`,
    text: `In a demo we set ${siteConfig.agentName} up with your services and let you call her as a homeowner would. Setup takes ${terms.setupHours} business hours of our time and you are live in about ${terms.liveInDays} days, in time for the first spring leads.`,
  },
  service: {
    name: 'AI Receptionist and Sales Assistant for Pool Builders',
    serviceType: 'AI receptionist and lead qualification',
    audience: 'Pool builders and pool remodelers',
  },
} satisfies IndustryContent;
