import { monthlyCosts } from '../benchmarks';
import { siteConfig } from '../config';
import type { IndustryContent } from '../content/schema';
import { terms } from '../pages/terms';

export const hvac = {
  slug: 'hvac',
  name: 'HVAC',
  href: '/industries/hvac',
  updated: '2026-11-22',
  priority: 0.8,
  bookingVariant: 'hvac',
  trade: 'hvac',
  summary: `Call volume spikes 400% in winter and 350% in summer. ${siteConfig.agentName} answers the overflow, triages no-heat and no-cool calls and books the rest.`,
  highlight: '400% winter call spikes handled',
  overview: {
    icon: 'flame',
    linkText: `How ${siteConfig.agentName} helps HVAC contractors`,
    differences: [
      'Sends true emergencies, billed at a 150-300% markup, to your on-call tech in under 30 seconds.',
      'Books the calls that can wait into open slots, so nobody pulls a tech off a job to schedule them.',
      'Fills the shoulder season by booking tune-ups and bringing back customers from last year.',
    ],
  },
  metadata: {
    title: 'AI Receptionist for HVAC: Winter and Summer Call Spikes',
    description: `${siteConfig.agentName} answers HVAC calls 24/7, triages no-heat and no-cool calls, books tune-ups and pages your on-call tech when winter and summer call volume spikes.`,
  },
  hero: {
    eyebrow: 'For HVAC companies',
    title: 'Answer every no-heat and no-cool call, even when volume spikes 400%',
    lead: `The first cold snap and the first heat wave bring your best-paying calls at the exact moment your office can least answer them. ${siteConfig.agentName} picks up every call and text in under a second, sorts emergencies from tune-ups, books the visit and pages your on-call tech when it cannot wait.`,
    points: [
      'Answers in under 1 second, 24/7',
      'Triages no-heat and no-cool calls',
      'Pages your on-call tech',
      `Live in about ${terms.liveInDays} days`,
    ],
    secondaryLink: { href: '/pricing', label: 'See pricing' },
  },
  problem: {
    heading: 'Your busiest weeks are the ones your phones cannot keep up with',
    intro:
      'HVAC demand arrives in waves. When one hits, your CSRs are on hold with the supply house, your techs are in attics, and every call that rolls to voicemail dials the next company on the list.',
    figures: [
      {
        value: '400%',
        label: 'call volume spike in winter',
        detail:
          'The first freezing night turns a normal morning into a wall of no-heat calls, before your office opens.',
      },
      {
        value: '350%',
        label: 'call volume spike in summer',
        detail:
          'A heat wave does the same with no-cool calls, in the hottest hours of the afternoon.',
      },
      {
        value: '150-300%',
        label: 'emergency markup',
        detail:
          'Spike calls are your highest-margin work, and they come from the least patient callers.',
      },
      {
        value: '210%',
        label: 'more after-hours bookings',
        detail:
          'Businesses that answer after hours with AI instead of voicemail see 210% more after-hours bookings.',
      },
    ],
    pains: [
      {
        icon: 'voicemail',
        title: 'Voicemail at the worst moment',
        text: 'A homeowner with no heat at 9 p.m. does not wait for a callback. Without recovery, 80% of missed-call leads are lost.',
        link: { href: '/glossary/missed-call-recovery', label: 'How missed-call recovery works' },
      },
      {
        icon: 'users',
        title: 'You cannot staff for the peak',
        text: `Nobody hires CSRs for a 400% week and pays them through April. A call center runs ${monthlyCosts.callCenterShort} a month; AI runs ${monthlyCosts.aiShort}.`,
        link: { href: '/blog/ai-vs-call-centers', label: 'AI versus call centers, compared' },
      },
      {
        icon: 'calendar',
        title: 'Tune-ups get buried',
        text: 'When emergencies flood in, maintenance calls and plan members get a "we’ll call you back" and never get booked.',
      },
    ],
  },
  features: {
    heading: `What ${siteConfig.agentName} does for HVAC companies`,
    intro: `${siteConfig.agentName} learns your service area, your dispatch rules, your after-hours fee and what counts as an emergency in your shop. Then she answers like your best CSR on her calmest day, every day.`,
    items: [
      {
        icon: 'siren',
        title: 'Triages by urgency',
        text: 'No heat in freezing weather, no cool with an elderly or infant occupant, water dripping from the air handler, a blank thermostat, or a tune-up that can wait for next week.',
        link: {
          href: '/glossary/hvac-ai-receptionist',
          label: 'What an HVAC AI receptionist does',
        },
      },
      {
        icon: 'phone-forwarded',
        title: 'Catches the overflow',
        text: `Your CSRs keep answering. Any call that rings past 3 rings forwards to ${siteConfig.agentName} instead of voicemail, and after hours she answers on the first ring.`,
      },
      {
        icon: 'calendar',
        title: 'Books the right slot',
        text: 'Emergencies go into tonight’s on-call slot; everything else gets 2-3 open times from your calendar. No double bookings.',
        link: {
          href: '/glossary/appointment-booking-automation',
          label: 'How booking automation works',
        },
      },
      {
        icon: 'bell',
        title: 'Pages your on-call tech',
        text: `Urgent calls reach your on-call tech with a summary in under 30 seconds. ${siteConfig.agentName} handles about 80% of conversations and escalates the other 20%.`,
        link: { href: '/glossary/call-escalation', label: 'When and how calls are escalated' },
      },
      {
        icon: 'shield',
        title: 'Knows your maintenance plan members',
        text: `${siteConfig.agentName} asks whether the caller is on your plan, so members get the priority your agreement promises and their tune-ups get booked.`,
      },
      {
        icon: 'phone-missed',
        title: 'Texts back every missed call',
        text: 'A call that slips through gets a text within 30 seconds and 2-3 follow-ups before a person takes over. Recovery wins back 40% of those leads.',
      },
    ],
  },
  walkthrough: {
    heading: 'How a call goes: no heat on a January night',
    intro:
      'It is the first sub-zero night of the year. Your office closed hours ago and your on-call tech is home for the night.',
    steps: [
      {
        label: 'The call',
        text: `At 11:40 p.m. a homeowner calls: the furnace is running but blowing cold air, the house is getting colder and there is a baby asleep upstairs. ${siteConfig.agentName} answers on the first ring with your company name.`,
      },
      {
        label: 'Triage',
        text: `${siteConfig.agentName} asks what your dispatcher would: is the thermostat set to heat, are any lights flashing on the furnace, is there any smell of gas? No gas smell. No heat with an infant in the house is an emergency under your rules.`,
      },
      {
        label: 'The price',
        text: `${siteConfig.agentName} confirms the address is in your service area and explains your after-hours dispatch fee in the words you approved. The homeowner agrees.`,
      },
      {
        label: 'Dispatch',
        text: `${siteConfig.agentName} books the emergency slot and pages your on-call tech with a summary: no heat, furnace blowing cold air, infant in the home, customer approved the after-hours fee, address and gate code.`,
      },
      {
        label: 'Confirmation',
        text: 'The homeowner gets a text confirming that a tech is on the way. When your tech calls from the truck, they already know what they are walking into.',
      },
    ],
    note: `Had the caller smelled gas or heard a carbon monoxide alarm, ${siteConfig.agentName} would not troubleshoot. She would tell them, in words you approve ahead of time, to leave the house and call the gas utility or 911, and put the call straight through to your on-call person.`,
    outcome:
      'In the morning your dispatcher finds the emergency already run, the tune-ups that came in overnight booked for later in the week, and the one caller who asked for a person flagged for a callback.',
  },
  faq: {
    title: 'Questions HVAC contractors ask',
    items: [
      {
        question: 'What happens if a caller smells gas or has a carbon monoxide alarm going off?',
        answer: `${siteConfig.agentName} does not try to diagnose it. She reads the safety instructions you approve ahead of time (leave the house, call the gas utility or 911) and puts the call straight through to your on-call person with a summary.`,
      },
      {
        question: `Does ${siteConfig.agentName} replace our CSRs?`,
        answer: `No. Your CSRs keep answering; calls forward to ${siteConfig.agentName} after 3 rings, during overflow and after hours. She handles about 80% of conversations and hands the other 20% to your team in under 30 seconds, so your people spend their time on the calls that need them.`,
      },
      {
        question: `Can ${siteConfig.agentName} book maintenance agreement tune-ups?`,
        answer:
          'Yes. She asks whether the caller is a plan member, offers 2-3 open slots that fit your rules for tune-ups and books the one they pick. In the shoulder months she can also follow up with members who have not scheduled yet.',
      },
      {
        question: `When should we set ${siteConfig.agentName} up?`,
        answer: `Before the season, not during the first freeze. Setup takes ${terms.setupHours} business hours of our time and a full install about ${terms.liveInDays} days, so a September start covers heating season and an April start covers cooling season.`,
      },
    ],
  },
  related: {
    glossary: [
      'hvac-ai-receptionist',
      'after-hours-coverage',
      'call-escalation',
      'appointment-booking-automation',
      'missed-call-recovery',
      'ai-for-appointment-reminders',
    ],
    guides: ['ai-receptionist-for-contractors', 'ai-workflows-local-business'],
    posts: ['ai-appointment-booking-247', 'ai-vs-call-centers'],
  },
  closing: {
    heading: 'Be ready before the next cold snap',
    text: `Book a demo and hear ${siteConfig.agentName} triage a no-heat call and book a tune-up with your own rules. Setup takes ${terms.setupHours} business hours of our time, and you are live in about ${terms.liveInDays} days.`,
  },
  service: {
    name: 'AI Receptionist for HVAC Companies',
    serviceType: 'AI receptionist, call triage and appointment booking',
    audience: 'HVAC contractors (heating, ventilation and air conditioning)',
  },
} satisfies IndustryContent;
