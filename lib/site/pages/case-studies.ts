import { figures } from '../benchmarks';
import { caseStudy } from '../case-study';
import { siteConfig } from '../config';
import { type CaseStudiesPageContent, caseStudiesPageSchema } from '../content/schema';
import { terms } from './terms';

const { agentName } = siteConfig;

/**
 * The case study page's copy; app/(marketing)/case-studies/page.tsx composes it. Every figure is
 * printed from lib/site/case-study, so the page cannot drift from the posts that quote it.
 */
export const caseStudiesPage: CaseStudiesPageContent = caseStudiesPageSchema.parse({
  route: { path: '/case-studies', priority: 0.8, updated: '2026-11-22', published: '2026-11-22' },
  metadata: {
    title: `Pool Builder Case Study: ${caseStudy.roi} ROI on ${caseStudy.adSpend} in Ads`,
    description: `A pool builder spent ${caseStudy.adSpend} on ads: ${caseStudy.leads} leads at ${caseStudy.costPerLead} each, ${caseStudy.closed} closed, a ${caseStudy.pipeline} pipeline and a ${caseStudy.roi} ROI, with ${siteConfig.agentName} answering every lead in seconds.`,
  },
  header: {
    eyebrow: 'Case study · Pool builder',
    title: `How a pool builder turned ${caseStudy.adSpend} in ads into ${caseStudy.closed} of closed work`,
    lead: `A pool building company ran a small ad campaign with a landing page and ${siteConfig.agentName} answering every lead within seconds, day and night. Here are the numbers, the interview and what other trades can take from it.`,
    demoLabel: 'Book a Pool Builder Demo',
    interviewLabel: 'Watch the interview',
  },
  results: {
    id: 'results',
    title: 'The results',
    intro: `One campaign, one landing page, and every lead answered by ${agentName}. These are the campaign’s figures, unrounded where we have them.`,
    note: {
      lead: 'How to read these numbers:',
      text: `the ${caseStudy.roi} ROI is the ${caseStudy.closed} closed, minus the ${caseStudy.adSpend} spent on ads, divided by that same ad spend. The ${caseStudy.pipeline} pipeline is not in that figure; it is work in discussion, not money in the bank.`,
    },
  },
  interview: {
    id: 'interview',
    title: 'The interview',
    intro:
      'The pool builder talks about the campaign in their own words. Prefer to read? Everything in the numbers is on this page.',
    videoTitle: `Case study interview: a pool builder on the ad campaign that brought in ${caseStudy.leads} leads`,
  },
  beforeAfter: {
    id: 'before-after',
    title: 'Before and after',
    intro: `Before, a call that came in while the team was on site or after hours went to voicemail, and follow-up waited until someone was back in the office. Here is the same stretch of a week, before and after ${agentName}.`,
  },
  work: {
    id: 'what-we-did',
    title: 'What we did',
    intro:
      'Three pieces, run as one system. Each on its own would have leaked leads; together they took a homeowner from an ad to a booked consultation.',
    steps: [
      {
        icon: 'megaphone',
        title: 'Ads aimed at homeowners planning a pool',
        text: `Ads went to homeowners in the builder’s service area, written for people thinking about a remodel or a new build. ${caseStudy.clickRate} of the people who saw an ad clicked it, and each lead cost ${caseStudy.costPerLead}.`,
        link: { href: '/services/digital-advertising', label: 'Digital advertising' },
      },
      {
        icon: 'layout',
        title: 'A landing page with one job',
        text: `Every click landed on a page built for a single action: ask for a consultation. The form and the phone number on it went straight to ${siteConfig.agentName}, not to a shared inbox.`,
        link: { href: '/services/landing-pages', label: 'Landing pages' },
      },
      {
        icon: 'bot',
        title: `${siteConfig.agentName} answering within seconds`,
        text: `Calls, texts and form leads got an answer within seconds, at 7 p.m. and on Sundays too. ${siteConfig.agentName} asked about the project and the timeline, offered 2-3 consultation times, booked the one the homeowner picked and followed up 2-3 times with anyone who went quiet before handing them to the team.`,
        link: { href: '/services/voice-ai', label: 'Voice and text AI' },
      },
    ],
  },
  leads: {
    id: 'leads',
    title: 'What the leads looked like',
    intro: `A typical lead from the campaign: a homeowner fills in the form, ${agentName} texts back within seconds, qualifies the project and books a consultation. The team gets a summary instead of a voicemail to return. Both are mock-ups with the personal details left out.`,
    conversation: {
      leadLabel: 'Lead #3',
      leadRole: 'Homeowner',
      messages: [
        { from: 'system', text: 'Sunday, 8:30 p.m. · New lead from the landing page form' },
        {
          from: 'jackie',
          text: `Hi, this is ${siteConfig.agentName} with the pool team. Thanks for asking about a pool project! Can I ask a few quick questions so we send the right designer?`,
        },
        { from: 'lead', text: 'Sure' },
        { from: 'jackie', text: 'Is this a remodel of your current pool or a new build?' },
        {
          from: 'lead',
          text: 'Remodel. The plaster is cracking and we would like a new deck and some lighting.',
        },
        { from: 'jackie', text: 'Got it. Are you hoping to have it finished before summer?' },
        { from: 'lead', text: 'Yes, ideally by June.' },
        {
          from: 'jackie',
          text: 'Our designer can come out Tuesday at 10 a.m., Wednesday at 2 p.m. or Thursday at 4 p.m. Which works best?',
        },
        { from: 'lead', text: 'Wednesday at 2 works.' },
        {
          from: 'jackie',
          text: 'You are booked for Wednesday at 2 p.m. I will text you a reminder the day before. Reply here anytime if something changes.',
        },
      ],
      caption:
        'Lead #3 from the after panel: a homeowner who filled in the landing page form on a Sunday evening, qualified and booked by text within minutes. Mock-up; no personal details.',
    },
    summary: {
      leadLabel: 'Lead #3',
      status: 'Consultation booked',
      fields: [
        { label: 'Source', value: 'Ad campaign, landing page form' },
        { label: 'First reply', value: 'Within seconds, by text' },
        { label: 'Project', value: 'Remodel: resurfacing, new deck, lighting' },
        { label: 'Timeline', value: 'Finished by June' },
        { label: 'Appointment', value: 'On-site design consultation, Wednesday 2 p.m.' },
        { label: 'Reminder', value: 'Text the day before' },
        { label: 'Next step', value: 'Designer visits and quotes' },
      ],
      caption:
        'The summary the builder’s team receives for Lead #3 once the consultation is booked. Mock-up; no personal details.',
    },
  },
  lessons: {
    id: 'lessons',
    title: 'Lessons for other trades',
    intro:
      'Pools are a seasonal, big-ticket trade, but nothing in this campaign only works for pools.',
    items: [
      {
        title: 'Answer before you advertise more',
        text: `A ${caseStudy.costPerLead} lead is only cheap if somebody picks up. A lead that reaches voicemail costs the same ${caseStudy.costPerLead} and returns nothing, and traditionally 40% of contractor calls end there.`,
      },
      {
        title: 'Speed wins the job, not the pitch',
        text: `A reply within 60 seconds makes a close up to 8x more likely. ${siteConfig.agentName} replies in under a second, so the homeowner is still holding the phone when the questions start.`,
      },
      {
        title: 'Big jobs need follow-up, not just a pickup',
        text: `An average pool remodel is about ${figures.poolRemodel}, and nobody signs for that on the first call. The 2-3 follow-ups ${siteConfig.agentName} sends keep a quiet lead alive until it is ready for your team.`,
      },
      {
        title: 'Count closed work, and report the pipeline apart',
        text: `The ${caseStudy.pipeline} pipeline is promising, but the ${caseStudy.roi} ROI is built on the ${caseStudy.closed} actually closed. Judge any campaign, ours included, on signed jobs.`,
      },
    ],
    tradesHeading: 'What it means for your trade',
    trades: [
      {
        icon: 'thermometer',
        name: 'HVAC',
        text: 'Call volume spikes 400% in winter and 350% in summer. The same set-up answers the overflow, triages no-heat and no-cool calls and books maintenance in the quiet months.',
        link: { href: '/industries/hvac', label: `${siteConfig.agentName} for HVAC` },
      },
      {
        icon: 'flame',
        name: 'Plumbing',
        text: '60% of plumbing calls are emergencies billed at a 250% markup. A burst pipe at 2 a.m. needs an answer and an address in the first minute, not a callback at 8.',
        link: { href: '/industries/plumbers', label: `${siteConfig.agentName} for plumbers` },
      },
      {
        icon: 'plug-zap',
        name: 'Electrical',
        text: `An EV charger install is a ${figures.evChargerJob} job with a 45% installation conversion. Ads bring the question; answering it on the spot turns it into a booked site visit.`,
        link: { href: '/glossary/electrician-ai-workflow', label: 'The electrician AI workflow' },
      },
    ],
  },
  submit: {
    id: 'submit',
    title: 'Submit your business',
    intro: `Want to see what a campaign like this would do for you? Book a demo and tell us your trade, your service area and how leads reach you today. We will show you where they slip through and how ${agentName} would answer them.`,
    poolLabel: 'Book a Pool Builder Demo',
    generalLabel: 'Book a Demo for Another Trade',
  },
  faq: {
    contentsTitle: 'FAQs',
    items: [
      {
        question: `How is the ${caseStudy.roi} ROI calculated?`,
        answer: `It measures the ${caseStudy.closed} of work closed from campaign leads against the ${caseStudy.adSpend} spent on ads: (closed revenue - ad spend) / ad spend. Closed revenue was about ${caseStudy.closedRevenue}; divided by the ad spend without subtracting it, that is a return on ad spend (ROAS) of ${caseStudy.roas}. The ${caseStudy.pipeline} pipeline is in neither: those projects are quoted or in discussion, not signed.`,
      },
      {
        question: 'Will I get the same results in my business?',
        answer:
          'These are one pool builder’s figures, and your market, season and average job will differ. Typical ROI for AI runs 10-16x against 2-4x for ads alone, but we will not promise a number before we know your business. What carries over is the method: every lead answered in seconds, qualified and booked, with closed work counted separately from the pipeline.',
      },
      {
        question: 'What does a campaign like this cost?',
        answer: `Ads plus ${siteConfig.agentName} is the ${terms.professional} plan, from ${terms.professionalFrom}/month including ${terms.feature.adManagement}, plus the ad budget itself, which you set. This campaign spent ${caseStudy.adSpend} on ads; its ${caseStudy.roi} ROI counts that ad spend only. Counting one month of ${terms.professional} too, cost becomes ${caseStudy.costWithProfessionalMonth} and the ROI about ${caseStudy.roiWithProfessionalMonth}. ${terms.starter}, at ${terms.starterPrice}/month, is ${siteConfig.agentName} answering the calls and texts you already get.`,
      },
      {
        question: `Do I need to run ads to use ${siteConfig.agentName}?`,
        answer: `No. You can start with ${terms.starter}: ${siteConfig.agentName} answers calls after 3 rings, texts back missed calls within 30 seconds and works through old leads that went cold 30-180 days ago. You can add ads later.`,
      },
    ],
  },
});
