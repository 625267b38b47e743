import { caseStudy } from '../case-study';
import { siteConfig } from '../config';
import { type HomePageContent, homePageSchema } from '../content/schema';
import { allIndustriesLink } from '../navigation';
import { terms } from './terms';

/** The home page's copy; app/(marketing)/page.tsx composes it into sections. */
export const homePage: HomePageContent = homePageSchema.parse({
  route: { path: '/', priority: 1, updated: '2026-11-22' },
  metadata: {
    title: `${siteConfig.name}: 24/7 AI Employee That Answers Calls and Texts for Contractors`,
    description: `${siteConfig.agentName} answers every call and text for HVAC, plumbing, electrical and pool contractors, day and night: qualifies leads, books appointments and recovers missed calls.`,
  },
  hero: {
    eyebrow: `Meet ${siteConfig.agentName}, your AI employee`,
    title: `Never miss another lead. ${siteConfig.agentName} answers every call and text, 24/7.`,
    lead: `Built for HVAC, plumbing, electrical and pool contractors. ${siteConfig.agentName} answers calls and texts day and night, qualifies leads, books appointments on your calendar, recovers missed calls and brings old leads back.`,
    secondaryLink: { href: '/pricing', label: 'See pricing' },
    points: [
      'Answers in under 1 second',
      `Live in about ${terms.liveInDays} days`,
      `From ${terms.starterPrice}/month, ${terms.feature.cancelAnytime}`,
      'Break-even is about 1 job',
    ],
    video: {
      title: `${siteConfig.agentName} demo: an AI employee answering a contractor's call`,
      placement: 'landing_hero',
      caption: `Watch ${siteConfig.agentName} answer a real service call, qualify it and book the job.`,
    },
  },
  problem: {
    heading: 'The phone rings while you are under a sink, on a roof or behind the wheel',
    intro:
      'Contractors do not lose jobs because their work is worse. They lose them because someone else answered first.',
    cards: [
      {
        icon: 'voicemail',
        title: 'Calls go to voicemail',
        text: 'Traditionally 40% of contractor calls end in voicemail. Without a fast follow-up, 80% of those callers are lost: they simply call the next company on the list.',
      },
      {
        icon: 'clock',
        title: 'Leads wait hours for a reply',
        text: 'A reply within 60 seconds makes a close up to 8x more likely. A reply after the job is finished, at 7 p.m., reaches someone who already booked.',
      },
      {
        icon: 'message',
        title: 'Your office is buried',
        text: 'Every hour your office spends on phone tag, reschedules and "just checking in" texts is an hour it does not spend on customers who are ready to pay.',
      },
    ],
  },
  solution: {
    heading: `${siteConfig.agentName} works the phones so your team can work the jobs`,
    intro:
      'One AI employee, on voice and text, trained on your services, prices, service area and calendar rules. Capture 90% of your leads, with name, need and next step on record, instead of losing them to voicemail.',
    capabilities: [
      {
        icon: 'phone-call',
        title: '24/7 call and text answering',
        text: `${siteConfig.agentName} picks up in under a second, on the first ring or after 3 rings when your team is busy, at noon or at 2 a.m.`,
      },
      {
        icon: 'user-check',
        title: 'Lead qualification',
        text: 'Service area, job type, urgency, budget and timeline: the questions your best dispatcher asks, asked every time.',
      },
      {
        icon: 'calendar',
        title: 'Appointment booking',
        text: 'Offers 2-3 open slots from your calendar and books the one the customer picks. No double bookings.',
      },
      {
        icon: 'phone-missed',
        title: 'Missed-call recovery',
        text: 'A missed call gets a text back within 30 seconds and 2-3 follow-ups before a human takes over.',
      },
      {
        icon: 'refresh',
        title: 'Old-lead reactivation',
        text: 'Leads that went cold 30-180 days ago get a personal follow-up; 5-15% of them book.',
      },
      {
        icon: 'bell',
        title: 'Escalation to your team',
        text: `${siteConfig.agentName} handles about 80% of conversations and hands the other 20% to a person in under 30 seconds.`,
      },
    ],
    steps: [
      {
        title: `${siteConfig.agentName} answers`,
        text: `Calls forward to ${siteConfig.agentName} after 3 rings, or straight away after hours. Texts and web leads get an answer in under a second.`,
      },
      {
        title: `${siteConfig.agentName} qualifies and books`,
        text: 'She asks your questions, checks your calendar, offers 2-3 time slots and confirms the appointment by text.',
      },
      {
        title: 'Your team closes',
        text: 'You get a summary of every conversation. Emergencies and hot leads reach your phone in under 30 seconds.',
      },
    ],
  },
  industries: {
    heading: 'Trained for your trade',
    link: { href: allIndustriesLink.href, label: allIndustriesLink.title },
  },
  results: {
    heading: 'Results contractors see in the first 90 days',
    figures: [
      { value: '+42%', label: 'booked appointments' },
      { value: '+37%', label: 'revenue in 90 days' },
      { value: '16x', label: 'average ROI' },
      { value: '<1 s', label: 'to answer every call and text' },
    ],
    quote: `A pool builder put ${caseStudy.adSpend} into ads and ${siteConfig.agentName} answered every one of the ${caseStudy.leads} leads, nights and weekends included: ${caseStudy.closed} of work closed, a ${caseStudy.roi} ROI on the ad spend and a ${caseStudy.pipeline} pipeline.`,
    source:
      'Pool building company, from our case study, where the builder talks about the campaign in their own words.',
    link: { href: '/case-studies#interview', label: 'Watch the interview' },
  },
  closing: {
    title: `Hear ${siteConfig.agentName} answer your phone before you decide`,
    text: `In a demo we set ${siteConfig.agentName} up with your services and let you call her. Setup takes ${terms.setupHours} business hours of our time, and you are live in about ${terms.liveInDays} days.`,
    placement: 'landing_closing',
  },
});
