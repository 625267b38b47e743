import type { BookingVariant } from './booking';
import { caseStudyStats } from './case-study';
import { type Industry, industryList } from './industries';

/** Icons the industry template knows how to draw; the template maps each name to a lucide icon. */
export type IndustryIconName =
  | 'phone-call'
  | 'phone-forwarded'
  | 'phone-missed'
  | 'calendar'
  | 'clipboard'
  | 'message'
  | 'refresh'
  | 'bell'
  | 'siren'
  | 'shield'
  | 'droplets'
  | 'dollar'
  | 'voicemail'
  | 'clock'
  | 'users';

export type IndustryLink = { href: string; label: string };

/** One number from the figures list, what it counts and why it matters to this trade. */
export type IndustryFigure = { value: string; label: string; detail: string };

export type IndustryCard = {
  icon: IndustryIconName;
  title: string;
  text: string;
  /** A page that explains the idea further; the label is the whole link text. */
  link?: IndustryLink;
};

export type CaseStudyCallout = {
  heading: string;
  text: string;
  figures: { value: string; label: string }[];
  link: IndustryLink;
};

export type CallStep = { label: string; text: string };

export type IndustryPageContent = {
  industry: Industry;
  /** Every booking link in the page content opens this variant's booking page. */
  bookingVariant: BookingVariant;
  metadata: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    points: string[];
    secondaryLink: IndustryLink;
  };
  problem: {
    heading: string;
    intro: string;
    figures: IndustryFigure[];
    pains: IndustryCard[];
    caseStudy?: CaseStudyCallout;
  };
  features: { heading: string; intro: string; items: IndustryCard[] };
  walkthrough: {
    heading: string;
    intro: string;
    steps: CallStep[];
    /** What would have happened differently on a harder version of the same call. */
    note?: string;
    outcome: string;
  };
  faq: { title: string; items: { question: string; answer: string }[] };
  /** Slugs resolved by the template against the content loaders; an unknown slug fails the build. */
  related: { glossary: string[]; guides: string[]; posts: string[] };
  closing: { heading: string; text: string };
  service: { name: string; serviceType: string; audience: string };
};

function industry(slug: Industry['slug']): Industry {
  const found = industryList.find((item) => item.slug === slug);
  if (!found) throw new Error(`Unknown industry "${slug}"`);
  return found;
}

const pool = industry('pool-builders');
const hvac = industry('hvac');
const plumbers = industry('plumbers');

const poolBuilders: IndustryPageContent = {
  industry: pool,
  bookingVariant: pool.bookingVariant,
  metadata: {
    title: 'AI Receptionist for Pool Builders and Remodelers',
    description:
      'Jackie answers pool builder calls, texts and web leads 24/7, qualifies backyard projects and books site visits in a season that lasts about 6 months.',
  },
  hero: {
    eyebrow: 'For pool builders',
    title: 'Turn every spring pool inquiry into a booked backyard visit',
    lead: 'Your season lasts about 6 months, and homeowners start shopping before it opens. Jackie answers every call, text and web lead in under a second, qualifies the project and books the site visit while the homeowner is still standing in the backyard picturing it.',
    points: [
      'Answers in under 1 second, nights and weekends',
      'Books site visits on your calendar',
      'Keeps next-season buyers warm',
      'Live in about 7 days',
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
        value: '$15,000',
        label: 'average pool remodel',
        detail:
          'The average remodel is a $15,000 decision, and the homeowner makes it with whoever calls back first.',
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
      heading: 'One pool builder’s campaign, with Jackie working every lead',
      text: 'A pool builder ran paid ads and let Jackie answer, qualify and book the leads they brought in, nights and weekends included. Many of those buyers sign later in the season, which is why the pipeline figure matters as much as the closed work.',
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
    heading: 'What Jackie does for pool builders',
    intro:
      'Before she takes a single call, Jackie learns your services, service area, price ranges and calendar rules. Then she works the front of your sales process so your designers spend their time in backyards.',
    items: [
      {
        icon: 'phone-call',
        title: 'Answers every lead in under a second',
        text: 'Calls, texts and web forms, 24/7. When your office is busy, calls forward to Jackie after 3 rings instead of going to voicemail.',
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
        text: 'Leads that went cold 30-180 days ago get a personal follow-up; 5-15% of them convert, at $2-5 per reactivated lead versus $50-150 for a new one.',
        link: { href: '/glossary/database-reactivation', label: 'What database reactivation is' },
      },
      {
        icon: 'bell',
        title: 'Hands the design talk to your team',
        text: 'Layout, engineering, soil and drainage, detailed pricing and contracts belong with your designer. Jackie passes those over with a summary of the conversation.',
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
        text: 'A homeowner calls about resurfacing a cracked plaster finish and adding a tanning ledge. The office line rings 3 times, then forwards to Jackie, who answers with your company name.',
      },
      {
        label: 'The questions',
        text: 'Jackie asks what your designer would: remodel or new build, the rough size, whether equipment can get through the side gate, any HOA rules, when they want to swim and whether they plan to finance. They want the work done before summer.',
      },
      {
        label: 'The booking',
        text: 'Jackie offers two open site-visit slots from your designer’s calendar next week. The homeowner picks Tuesday evening; Jackie books it and texts a confirmation with a request for photos of the pool and the equipment pad.',
      },
      {
        label: 'The handoff',
        text: 'Your designer gets a summary: remodel, resurfacing plus a tanning ledge, side-gate access, HOA approval needed, wants it finished before summer, plans to finance. They arrive already knowing the job.',
      },
      {
        label: 'If it goes quiet',
        text: 'If the homeowner cancels or stops replying, Jackie follows up 2-3 times and then hands the lead to your team, instead of letting it slip into next season.',
      },
    ],
    outcome:
      'On Monday morning the visit is on the calendar, the photos are in, and nobody on your team had to pick up the phone on a Saturday.',
  },
  faq: {
    title: 'Questions pool builders ask',
    items: [
      {
        question: 'Can Jackie tell a homeowner what a pool or remodel will cost?',
        answer:
          'Only what you tell her to say. You can give Jackie starting prices or ranges and one rule: a real price waits for the site visit. Jackie shares your numbers when asked, then books the visit where your designer prices the actual job.',
      },
      {
        question: 'What does Jackie do with buyers who will not build until next season?',
        answer:
          'She qualifies them, records their timeline and puts them in a follow-up sequence on the schedule you choose, so they hear from you before the season opens. Nobody who said "next year" is forgotten in a notebook.',
      },
      {
        question: 'We already run ads. Does Jackie replace our ad agency?',
        answer:
          'Jackie works the leads your ads bring in, whoever runs the ads. If you want us to run them too, the Professional plan ($1,000+/mo) adds ad management to everything in Starter. The case study above paired a paid ad campaign with Jackie answering every lead.',
      },
      {
        question: 'Is Jackie worth paying for in the off-season?',
        answer:
          'The off-season is when reactivation pays. Leads that went cold 30-180 days ago convert at 5-15%, for $2-5 per reactivated lead versus $50-150 for a new one. Starter is $500/month and you can cancel anytime.',
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
    heading: 'Hear Jackie book a pool consultation before the season starts',
    text: 'In a demo we set Jackie up with your services and let you call her as a homeowner would. Setup takes 5-7 business hours of our time and you are live in about 7 days, in time for the first spring leads.',
  },
  service: {
    name: 'AI Receptionist and Sales Assistant for Pool Builders',
    serviceType: 'AI receptionist and lead qualification',
    audience: 'Pool builders and pool remodelers',
  },
};

const hvacPage: IndustryPageContent = {
  industry: hvac,
  bookingVariant: hvac.bookingVariant,
  metadata: {
    title: 'AI Receptionist for HVAC: Winter and Summer Call Spikes',
    description:
      'Jackie answers HVAC calls 24/7, triages no-heat and no-cool calls, books tune-ups and pages your on-call tech when winter and summer call volume spikes.',
  },
  hero: {
    eyebrow: 'For HVAC companies',
    title: 'Answer every no-heat and no-cool call, even when volume spikes 400%',
    lead: 'The first cold snap and the first heat wave bring your best-paying calls at the exact moment your office can least answer them. Jackie picks up every call and text in under a second, sorts emergencies from tune-ups, books the visit and pages your on-call tech when it cannot wait.',
    points: [
      'Answers in under 1 second, 24/7',
      'Triages no-heat and no-cool calls',
      'Pages your on-call tech',
      'Live in about 7 days',
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
        text: 'Nobody hires CSRs for a 400% week and pays them through April. A call center runs $3k-8k a month; AI runs $500-2k.',
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
    heading: 'What Jackie does for HVAC companies',
    intro:
      'Jackie learns your service area, your dispatch rules, your after-hours fee and what counts as an emergency in your shop. Then she answers like your best CSR on her calmest day, every day.',
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
        text: 'Your CSRs keep answering. Any call that rings past 3 rings forwards to Jackie instead of voicemail, and after hours she answers on the first ring.',
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
        text: 'Urgent calls reach your on-call tech with a summary in under 30 seconds. Jackie handles about 80% of conversations and escalates the other 20%.',
        link: { href: '/glossary/call-escalation', label: 'When and how calls are escalated' },
      },
      {
        icon: 'shield',
        title: 'Knows your maintenance plan members',
        text: 'Jackie asks whether the caller is on your plan, so members get the priority your agreement promises and their tune-ups get booked.',
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
        text: 'At 11:40 p.m. a homeowner calls: the furnace is running but blowing cold air, the house is getting colder and there is a baby asleep upstairs. Jackie answers on the first ring with your company name.',
      },
      {
        label: 'Triage',
        text: 'Jackie asks what your dispatcher would: is the thermostat set to heat, are any lights flashing on the furnace, is there any smell of gas? No gas smell. No heat with an infant in the house is an emergency under your rules.',
      },
      {
        label: 'The price',
        text: 'Jackie confirms the address is in your service area and explains your after-hours dispatch fee in the words you approved. The homeowner agrees.',
      },
      {
        label: 'Dispatch',
        text: 'Jackie books the emergency slot and pages your on-call tech with a summary: no heat, furnace blowing cold air, infant in the home, customer approved the after-hours fee, address and gate code.',
      },
      {
        label: 'Confirmation',
        text: 'The homeowner gets a text confirming that a tech is on the way. When your tech calls from the truck, they already know what they are walking into.',
      },
    ],
    note: 'Had the caller smelled gas or heard a carbon monoxide alarm, Jackie would not troubleshoot. She would tell them, in words you approve ahead of time, to leave the house and call the gas utility or 911, and put the call straight through to your on-call person.',
    outcome:
      'In the morning your dispatcher finds the emergency already run, the tune-ups that came in overnight booked for later in the week, and the one caller who asked for a person flagged for a callback.',
  },
  faq: {
    title: 'Questions HVAC contractors ask',
    items: [
      {
        question: 'What happens if a caller smells gas or has a carbon monoxide alarm going off?',
        answer:
          'Jackie does not try to diagnose it. She reads the safety instructions you approve ahead of time (leave the house, call the gas utility or 911) and puts the call straight through to your on-call person with a summary.',
      },
      {
        question: 'Does Jackie replace our CSRs?',
        answer:
          'No. Your CSRs keep answering; calls forward to Jackie after 3 rings, during overflow and after hours. She handles about 80% of conversations and hands the other 20% to your team in under 30 seconds, so your people spend their time on the calls that need them.',
      },
      {
        question: 'Can Jackie book maintenance agreement tune-ups?',
        answer:
          'Yes. She asks whether the caller is a plan member, offers 2-3 open slots that fit your rules for tune-ups and books the one they pick. In the shoulder months she can also follow up with members who have not scheduled yet.',
      },
      {
        question: 'When should we set Jackie up?',
        answer:
          'Before the season, not during the first freeze. Setup takes 5-7 business hours of our time and a full install about 7 days, so a September start covers heating season and an April start covers cooling season.',
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
    text: 'Book a demo and hear Jackie triage a no-heat call and book a tune-up with your own rules. Setup takes 5-7 business hours of our time, and you are live in about 7 days.',
  },
  service: {
    name: 'AI Receptionist for HVAC Companies',
    serviceType: 'AI receptionist, call triage and appointment booking',
    audience: 'HVAC contractors (heating, ventilation and air conditioning)',
  },
};

const plumbersPage: IndustryPageContent = {
  industry: plumbers,
  bookingVariant: plumbers.bookingVariant,
  metadata: {
    title: 'AI Answering for Plumbers: 24/7 Emergency Booking',
    description:
      'Jackie answers plumbing calls 24/7, sorts burst pipes from slow drains, states your after-hours rate and pages your on-call plumber before the caller moves on.',
  },
  hero: {
    eyebrow: 'For plumbers',
    title: 'The burst pipe at 2 a.m. is your best call of the week. Answer it.',
    lead: 'About 60% of plumbing calls are emergencies, billed at a 250% markup, and they come from callers who will not leave a voicemail. Jackie answers every call and text in under a second, gets the address and the details, explains your after-hours rate and pages your on-call plumber.',
    points: [
      'Answers in under 1 second, 24/7',
      'States your approved rates',
      'Pages your on-call plumber',
      'From $500/month, cancel anytime',
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
        detail:
          'That is the effect of responding within 60 seconds. Jackie responds in under 1 second.',
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
    heading: 'What Jackie does for plumbing companies',
    intro:
      'You write down your service area, your trip charge, your after-hours rate and what counts as an emergency in your shop. Jackie says exactly that, every time, at any hour.',
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
        text: 'Jackie asks whether water is still running and reads the guidance you wrote for finding the main shutoff while help is on the way.',
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
        text: 'A homeowner calls: a supply line under the kitchen sink just burst and water is spreading across the floor. Jackie answers in under a second with your company name.',
      },
      {
        label: 'Stop the water',
        text: 'Jackie asks whether water is still running and whether they know where the main shutoff is, then reads the guidance you wrote for finding it. The water goes off.',
      },
      {
        label: 'Address and price',
        text: 'Jackie confirms the address is in your service area and explains your after-hours dispatch fee exactly as you worded it. The homeowner agrees.',
      },
      {
        label: 'Dispatch',
        text: 'Jackie books the emergency slot and wakes your on-call plumber with a summary: burst supply line, kitchen, water off at the main, customer approved the after-hours rate.',
      },
      {
        label: 'If the call drops',
        text: 'Had the homeowner hung up before booking, Jackie would text back within 30 seconds and make 2-3 follow-up attempts before a person takes over.',
      },
    ],
    note: 'Some calls need a person, not software: an insurance claim, a landlord and tenant arguing over who pays, a customer disputing a bill, or sewage in a living space with a caller who is overwhelmed. Jackie hands those over with the conversation summarized.',
    outcome:
      'Your plumber drives to a job that is booked and priced, instead of returning a voicemail at 7 a.m. to someone who hired another company overnight.',
  },
  faq: {
    title: 'Questions plumbers ask',
    items: [
      {
        question: 'Can Jackie tell a customer what a job will cost?',
        answer:
          'Only what you give her: your trip charge, your after-hours rate and any flat-rate prices you publish. Jobs that need eyes, a camera or a locate, such as a slab leak or a sewer line, get an on-site estimate booked instead of a guess.',
      },
      {
        question: 'Which calls does Jackie hand to a person?',
        answer:
          'Anything you decide needs one: insurance claims, landlord and tenant disputes, billing complaints, and callers who are overwhelmed. Jackie handles about 80% of conversations and escalates the other 20% to your team in under 30 seconds, with a summary.',
      },
      {
        question: 'We already use an answering service. What is different?',
        answer:
          'An answering service takes a message for someone to return. Jackie qualifies the call, states your rates, books the job and pages your on-call plumber, and texts back any caller who hangs up. Starter is $500/month with unlimited conversations, and you can cancel anytime.',
      },
      {
        question: 'How quickly can we have nights and weekends covered?',
        answer:
          'Setup takes 5-7 business hours of our time and a full install, live and tuned, about 7 days. Your number stays the same: calls forward to Jackie after 3 rings during the day, or straight away after hours.',
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
    heading: 'Call Jackie with your worst 2 a.m. scenario',
    text: 'Book a demo, describe a burst pipe or a backed-up sewer, and hear how Jackie handles it with your rates and your rules. Setup takes 5-7 business hours of our time, and you are live in about 7 days.',
  },
  service: {
    name: 'AI Answering and Sales Agent for Plumbers',
    serviceType: 'AI call answering, emergency triage and appointment booking',
    audience: 'Plumbing contractors',
  },
};

export const industryPages: Record<Industry['slug'], IndustryPageContent> = {
  'pool-builders': poolBuilders,
  hvac: hvacPage,
  plumbers: plumbersPage,
};
