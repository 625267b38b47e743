import { figures, monthlyCosts } from '../benchmarks';
import { siteConfig } from '../config';
import type { ServicePageContent } from '../content/schema';
import { terms } from '../pages/terms';
import { formatPlanPrice, plansById, setupTerms } from '../pricing';

const starterPrice = `${formatPlanPrice(plansById.starter)}/month`;
const professionalPrice = `${formatPlanPrice(plansById.professional)}/month`;

export const voiceAi = {
  slug: 'voice-ai',
  name: 'Voice AI',
  href: '/services/voice-ai',
  updated: '2026-11-22',
  priority: 0.8,
  metadata: {
    title: 'Voice AI for Contractors: Calls and Texts Answered 24/7',
    description: `${siteConfig.agentName} answers contractor calls and texts 24/7 in under a second, qualifies leads, books jobs on your calendar and texts back missed calls within 30 seconds.`,
  },
  offer: {
    serviceType: 'AI receptionist and sales agent for calls and texts',
    tagline: `${siteConfig.agentName} answers calls and texts 24/7`,
    summary: `${siteConfig.agentName} answers your calls and texts 24/7 in under a second, qualifies the lead, books the job on your calendar and texts back every missed call.`,
  },
  header: {
    eyebrow: 'Voice AI',
    title: 'An AI employee that answers every call and text, day and night',
    lead: `${siteConfig.agentName} picks up your phone line and your text inbox in under a second, asks the questions your best dispatcher asks, books the job on your calendar and hands the hard calls to your team.`,
    secondaryLink: { href: '/pricing', label: 'See pricing' },
  },
  sections: [
    {
      kind: 'explainer',
      title: `What ${siteConfig.agentName} does on your phone line`,
      layout: 'even',
      paragraphs: [
        `Contractors lose jobs in the gaps: the call that rings out while you are on a roof, the text that waits until 7 p.m., the quote nobody followed up. ${siteConfig.agentName} fills those gaps on calls and texts alike. She works from your services, prices, service area and calendar rules, so she sounds like your office, not a generic answering service.`,
        `Speed is the point. A reply within 60 seconds makes a close up to 8x more likely, which is why [speed to lead](/glossary/speed-to-lead) matters, and ${siteConfig.agentName} replies in under 1 second. Contractors traditionally send 40% of calls to voicemail; with AI answering, 90% of leads are captured with their name, need and next step on record.`,
      ],
      video: {
        videoId: siteConfig.videos.demo,
        title: `${siteConfig.agentName} demo: an AI employee answering a contractor's call`,
        placement: 'voice_ai_demo',
      },
      example: {
        eyebrow: 'Example',
        title: 'A no-cool call at 9 p.m. in July',
        steps: [
          {
            text: `Your office is closed, so the call goes straight to ${siteConfig.agentName}. She answers in under a second.`,
          },
          {
            text: 'She takes the address, checks it is inside your service area, and asks the triage questions you set: is the system running at all, is anyone at home at risk in the heat.',
          },
          {
            text: 'It is urgent, so she hands it to your on-call tech in under 30 seconds, with a written summary, while the homeowner is still on the line.',
          },
          {
            text: 'If it can wait until morning, she offers 2-3 open slots from your calendar, books the one the homeowner picks and texts a confirmation.',
          },
        ],
        footer:
          'The same flow runs for a burst pipe at 2 a.m. or a pool lead in March. [Read the AI receptionist guide](/ai-receptionist-for-contractors).',
      },
    },
    {
      kind: 'cards',
      id: 'what-you-get-heading',
      title: 'What you get',
      intro: `Everything below is in the ${terms.starter} plan at ${starterPrice}, with ${terms.feature.unlimitedConversations} and ${terms.feature.calendarIntegration}.`,
      band: 'muted',
      columns: 4,
      cards: [
        {
          icon: 'phone-call',
          title: 'Calls and texts answered 24/7',
          text: 'Every call and every text, nights, weekends and holidays included, answered in under 1 second. Conversations are unlimited.',
        },
        {
          icon: 'phone-forwarded',
          title: 'Forwarding after 3 rings',
          text: `Keep your business number. When nobody picks up after 3 rings, the call forwards to ${siteConfig.agentName}; after hours it can go straight to her.`,
        },
        {
          icon: 'user-check',
          title: 'Lead qualification',
          text: 'Service area, job type, urgency, budget and timeline: your questions, asked the same way on every call, with the answers written up for your team.',
        },
        {
          icon: 'calendar',
          title: 'Booking on your calendar',
          text: `${siteConfig.agentName} offers 2-3 open time slots and books the one the customer picks. 0 double bookings, and 60% less admin time for your office.`,
        },
        {
          icon: 'phone-missed',
          title: 'Missed-call text-back',
          text: 'Any call that slips through gets a text within 30 seconds, then 2-3 follow-ups before a person takes over. Without recovery, 80% of those leads are lost; recovery wins back 40%.',
        },
        {
          icon: 'bell',
          title: 'Escalation to a person',
          text: `${siteConfig.agentName} handles about 80% of conversations. The other 20%, such as emergencies, unhappy customers and quotes she should not give, reach your team in under 30 seconds.`,
        },
        {
          icon: 'refresh',
          title: 'Old-lead reactivation',
          text: `Leads that went cold 30-180 days ago get a personal follow-up. 5-15% of them convert, at ${figures.reactivatedLead} per reactivated lead versus ${figures.newLead} for a new one.`,
        },
        {
          icon: 'clipboard',
          title: 'A summary of every conversation',
          text: `Who called, what they need, where and how urgent, and what ${siteConfig.agentName} booked, so your tech arrives knowing the job.`,
        },
      ],
      footer:
        'More on [missed-call recovery](/glossary/missed-call-recovery), [call escalation](/glossary/call-escalation) and [database reactivation](/glossary/database-reactivation).',
    },
    {
      kind: 'steps',
      id: 'how-heading',
      title: 'How it works',
      steps: [
        {
          title: 'Demo and setup',
          text: `In the demo you call ${siteConfig.agentName} yourself. Setup then takes ${setupTerms.setupBusinessHours} business hours of our time: your services, prices, service area, qualifying questions and calendar rules.`,
        },
        {
          title: 'Connect your phone and calendar',
          text: `Calls forward to ${siteConfig.agentName} after 3 rings, texts route to her, and she books straight onto the calendar your team already uses.`,
        },
        {
          title: 'Go live, tune, then score the first live week',
          text: `A full install, live and tuned, takes about ${setupTerms.liveInDays} days. Then the week-1 goals for the first live week: 5-10 bookings, 80%+ of conversations handled by ${siteConfig.agentName}, every reply in under 30 seconds.`,
        },
        {
          title: 'Work the jobs, not the phone',
          text: `${siteConfig.agentName} answers, books and follows up. Your team gets the summaries and the escalations. Break-even is about 1 job.`,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'who-heading',
      title: 'Who it is for',
      intro:
        'Home-service contractors whose phone rings when nobody can pick it up: HVAC, plumbing, electrical, pool builders, roofing and similar trades.',
      band: 'muted',
      columns: 4,
      cards: [
        {
          icon: 'hammer',
          title: 'Owner-operators on the tools',
          text: `You cannot answer from under a sink or on a roof. ${siteConfig.agentName} answers for you, books the job and texts you the details.`,
        },
        {
          icon: 'users',
          title: 'Shops with a small office',
          text: `Your office covers business hours. ${siteConfig.agentName} covers evenings, weekends, lunch breaks and the overflow when every line is busy.`,
        },
        {
          icon: 'snowflake',
          title: 'Trades with a rush season',
          text: `HVAC call volume spikes 400% in winter and 350% in summer. ${siteConfig.agentName} does not need to be hired or trained for the rush.`,
        },
        {
          icon: 'headset',
          title: 'Anyone paying a call center',
          text: `A call center runs ${monthlyCosts.callCenterShort} a month and takes messages. AI runs ${monthlyCosts.aiShort} a month and books the appointment.`,
        },
      ],
      industryLinks: 'Trained for your trade:',
    },
    {
      kind: 'faq',
      title: 'Voice AI questions',
      items: [
        {
          question: 'What happens when a caller needs a real person?',
          answer: `${siteConfig.agentName} handles about 80% of conversations on her own. The other 20%, such as an emergency, an unhappy customer or a price she should not quote, go to the person you choose in under 30 seconds, with a summary, so nobody asks the caller to start over.`,
        },
        {
          question: `Will ${siteConfig.agentName} double-book my crews?`,
          answer:
            'No. She works from your calendar, offers the caller 2-3 open slots and books only the one they pick, so double bookings stay at 0. Booking succeeds 90% of the time, and offices spend 60% less time on scheduling.',
        },
        {
          question: `How long until ${siteConfig.agentName} is answering my phone?`,
          answer: `Setup takes ${setupTerms.setupBusinessHours} business hours of our time. A full install, live on your calls and tuned to how your business talks, takes about ${setupTerms.liveInDays} days.`,
        },
        {
          question: 'What does Voice AI cost?',
          answer: `The ${terms.starter} plan is ${starterPrice}: ${terms.feature.voiceAndTextAi}, ${terms.feature.unlimitedConversations}, ${terms.feature.calendarIntegration} and ${terms.feature.emailSupport}, and you can ${terms.feature.cancelAnytime}. ${terms.professional} (${professionalPrice}) adds ${terms.feature.adManagement}. Break-even is about 1 job.`,
        },
      ],
    },
    {
      kind: 'services',
      id: 'more-services-heading',
      title: `Pair ${siteConfig.agentName} with`,
      which: 'others',
    },
    {
      kind: 'closing',
      icon: 'message',
      title: `Call ${siteConfig.agentName} yourself before you decide`,
      text: `In the demo we set ${siteConfig.agentName} up with your services and you call her from your own phone. Ask what your customers ask and watch the booking land on the calendar.`,
    },
  ],
} satisfies ServicePageContent;
