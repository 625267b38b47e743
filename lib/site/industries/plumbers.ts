import { siteConfig } from '../config';
import type { IndustryContent } from '../content/schema';
import { terms } from '../pages/terms';

export const plumbers = {
  slug: 'plumbers',
  name: 'Plumbers',
  href: '/industries/plumbers',
  updated: '2026-11-22',
  priority: 0.8,
  bookingVariant: 'general',
  trade: 'plumbing',
  summary: `60% of plumbing calls are emergencies billed at a 250% markup. ${siteConfig.agentName} picks up at 2 a.m., gets the address and pages your on-call tech.`,
  highlight: '60% of calls are emergencies',
  overview: {
    icon: 'droplets',
    linkText: `How ${siteConfig.agentName} helps plumbers`,
    differences: [
      'Asks whether water is still running and whether the main is shut off, so your on-call plumber knows what is waiting.',
      'Books routine work, such as drain cleaning and water heater swaps, into one of 2-3 open slots on your calendar.',
      'Texts back every missed call within 30 seconds, before the homeowner with a wet floor calls the next plumber.',
    ],
  },
  metadata: {
    title: 'AI Answering for Plumbers: 24/7 Emergency Booking',
    description: `${siteConfig.agentName} answers plumbing calls 24/7, sorts burst pipes from slow drains, states your after-hours rate and pages your on-call plumber before the caller moves on.`,
  },
  hero: {
    eyebrow: 'For plumbers',
    title: 'The burst pipe at 2 a.m. is your best call of the week. Answer it.',
    lead: `About 60% of plumbing calls are emergencies, billed at a 250% markup, and they come from callers who will not leave a voicemail. ${siteConfig.agentName} answers every call and text in under a second, gets the address and the details, explains your after-hours rate and pages your on-call plumber.`,
    points: [
      'Answers in under 1 second, 24/7',
      'States your approved rates',
      'Pages your on-call plumber',
      `From ${terms.starterPrice}/month, ${terms.feature.cancelAnytime}`,
    ],
    secondaryLink: { href: '/pricing', label: 'See pricing' },
  },
  problem: {
    heading: 'Emergencies do not wait for office hours, and neither do the callers',
    intro:
      'A homeowner standing in an inch of water calls the first plumber on the search page. If that line rings out, they call the second one, and the job is gone before anyone listens to the voicemail.',
    figures: [
      {
        value: '60%',
        label: 'of plumbing calls are emergencies',
        detail: 'Burst lines, backups, no water and dead water heaters: most calls cannot wait.',
      },
      {
        value: '250%',
        label: 'typical emergency markup',
        detail: 'Emergency work is the most valuable call a plumbing shop gets.',
      },
      {
        value: '80%',
        label: 'of missed-call leads lost',
        detail: 'Without recovery, most callers who reach voicemail never become customers.',
      },
      {
        value: 'Up to 8x',
        label: 'more likely to close',
        detail: `That is the effect of responding within 60 seconds. ${siteConfig.agentName} responds in under 1 second.`,
      },
    ],
    pains: [
      {
        icon: 'clock',
        title: 'Nights and weekends',
        text: 'Pipes burst on Sunday mornings and holiday nights. Your choices are the owner’s cell phone, the on-call plumber’s cell phone between jobs, or voicemail.',
        link: { href: '/glossary/after-hours-coverage', label: 'What after-hours coverage means' },
      },
      {
        icon: 'voicemail',
        title: 'Answering services take messages',
        text: 'A message with a name and a number is not a booked job. By the time your plumber calls back, the customer has hired someone who answered.',
      },
      {
        icon: 'message',
        title: 'Quotes go quiet',
        text: 'Water heater replacements, repipes and fixture swaps sit as unanswered estimates because nobody has time to chase them.',
        link: { href: '/glossary/quote-follow-up-workflow', label: 'How quote follow-up works' },
      },
    ],
  },
  features: {
    heading: `What ${siteConfig.agentName} does for plumbing companies`,
    intro: `You write down your service area, your trip charge, your after-hours rate and what counts as an emergency in your shop. ${siteConfig.agentName} says exactly that, every time, at any hour.`,
    items: [
      {
        icon: 'siren',
        title: 'Sorts emergencies from routine work',
        text: 'An active leak, sewage backing up or no water gets treated as urgent; a slow drain or a dripping faucet gets the first slot in the morning.',
        link: {
          href: '/glossary/plumbing-ai-sales-agent',
          label: 'What a plumbing AI sales agent does',
        },
      },
      {
        icon: 'droplets',
        title: 'Helps stop the water',
        text: `${siteConfig.agentName} asks whether water is still running and reads the guidance you wrote for finding the main shutoff while help is on the way.`,
      },
      {
        icon: 'dollar',
        title: 'States your rates as you wrote them',
        text: 'Trip charge, after-hours fee and which jobs always need an on-site estimate. The price the customer hears on the phone matches the invoice.',
      },
      {
        icon: 'bell',
        title: 'Pages your on-call plumber',
        text: 'Emergencies reach your on-call plumber with a summary in under 30 seconds, so they drive to a job that is already booked and agreed.',
        link: { href: '/glossary/call-escalation', label: 'When and how calls are escalated' },
      },
      {
        icon: 'phone-missed',
        title: 'Texts back every missed call',
        text: 'A dropped or missed call gets a text within 30 seconds and 2-3 follow-ups before a person takes over. Recovery wins back 40% of those leads.',
        link: { href: '/glossary/missed-call-recovery', label: 'How missed-call recovery works' },
      },
      {
        icon: 'refresh',
        title: 'Chases open quotes',
        text: 'Water heater and repipe estimates get a follow-up on your schedule instead of going cold in the truck.',
      },
    ],
  },
  walkthrough: {
    heading: 'How a call goes: a burst supply line at 2 a.m.',
    intro:
      'Your office has been closed for eight hours. Your on-call plumber is asleep with the phone on the nightstand.',
    steps: [
      {
        label: 'The call',
        text: `A homeowner calls: a supply line under the kitchen sink just burst and water is spreading across the floor. ${siteConfig.agentName} answers in under a second with your company name.`,
      },
      {
        label: 'Stop the water',
        text: `${siteConfig.agentName} asks whether water is still running and whether they know where the main shutoff is, then reads the guidance you wrote for finding it. The water goes off.`,
      },
      {
        label: 'Address and price',
        text: `${siteConfig.agentName} confirms the address is in your service area and explains your after-hours dispatch fee exactly as you worded it. The homeowner agrees.`,
      },
      {
        label: 'Dispatch',
        text: `${siteConfig.agentName} books the emergency slot and wakes your on-call plumber with a summary: burst supply line, kitchen, water off at the main, customer approved the after-hours rate.`,
      },
      {
        label: 'If the call drops',
        text: `Had the homeowner hung up before booking, ${siteConfig.agentName} would text back within 30 seconds and make 2-3 follow-up attempts before a person takes over.`,
      },
    ],
    note: `Some calls need a person, not software: an insurance claim, a landlord and tenant arguing over who pays, a customer disputing a bill, or sewage in a living space with a caller who is overwhelmed. ${siteConfig.agentName} hands those over with the conversation summarized.`,
    outcome:
      'Your plumber drives to a job that is booked and priced, instead of returning a voicemail at 7 a.m. to someone who hired another company overnight.',
  },
  faq: {
    title: 'Questions plumbers ask',
    items: [
      {
        question: `Can ${siteConfig.agentName} tell a customer what a job will cost?`,
        answer:
          'Only what you give her: your trip charge, your after-hours rate and any flat-rate prices you publish. Jobs that need eyes, a camera or a locate, such as a slab leak or a sewer line, get an on-site estimate booked instead of a guess.',
      },
      {
        question: `Which calls does ${siteConfig.agentName} hand to a person?`,
        answer: `Anything you decide needs one: insurance claims, landlord and tenant disputes, billing complaints, and callers who are overwhelmed. ${siteConfig.agentName} handles about 80% of conversations and escalates the other 20% to your team in under 30 seconds, with a summary.`,
      },
      {
        question: 'We already use an answering service. What is different?',
        answer: `An answering service takes a message for someone to return. ${siteConfig.agentName} qualifies the call, states your rates, books the job and pages your on-call plumber, and texts back any caller who hangs up. ${terms.starter} is ${terms.starterPrice}/month with ${terms.feature.unlimitedConversations}, and you can ${terms.feature.cancelAnytime}.`,
      },
      {
        question: 'How quickly can we have nights and weekends covered?',
        answer: `Setup takes ${terms.setupHours} business hours of our time and a full install, live and tuned, about ${terms.liveInDays} days. Your number stays the same: calls forward to ${siteConfig.agentName} after 3 rings during the day, or straight away after hours.`,
      },
    ],
  },
  related: {
    glossary: [
      'plumbing-ai-sales-agent',
      'after-hours-coverage',
      'missed-call-recovery',
      'call-escalation',
      'quote-follow-up-workflow',
      'speed-to-lead',
    ],
    guides: ['ai-receptionist-for-contractors', 'ai-sales-agents'],
    posts: ['missed-call-recovery-ai', 'from-voicemail-to-virtual-agent'],
  },
  closing: {
    heading: `Call ${siteConfig.agentName} with your worst 2 a.m. scenario`,
    text: `Book a demo, describe a burst pipe or a backed-up sewer, and hear how ${siteConfig.agentName} handles it with your rates and your rules. Setup takes ${terms.setupHours} business hours of our time, and you are live in about ${terms.liveInDays} days.`,
  },
  service: {
    name: 'AI Answering and Sales Agent for Plumbers',
    serviceType: 'AI call answering, emergency triage and appointment booking',
    audience: 'Plumbing contractors',
  },
} satisfies IndustryContent;
