import { caseStudy } from '../case-study';
import { siteConfig } from '../config';
import type { ServicePageContent } from '../content/schema';
import { capitalized, terms } from '../pages/terms';
import { formatPlanPrice, plansById, setupTerms } from '../pricing';

const professionalPrice = `${formatPlanPrice(plansById.professional)}/month`;

export const digitalAdvertising = {
  slug: 'digital-advertising',
  name: 'Digital Advertising',
  href: '/services/digital-advertising',
  updated: '2026-11-22',
  priority: 0.7,
  metadata: {
    title: 'Digital Advertising for Contractors: Ads That Book Jobs',
    description: `Contractor ad campaigns managed with ${siteConfig.agentName} answering every lead in under a second. One pool builder got ${caseStudy.costPerLead} leads and a ${caseStudy.roi} ROI on ${caseStudy.adSpend} of ad spend.`,
  },
  offer: {
    serviceType: 'Digital advertising management for contractors',
    tagline: 'Ads that fill your calendar, not just your inbox',
    summary: `Ad campaigns run for your trade and service area, with ${siteConfig.agentName} answering every lead they bring in, so ad spend turns into booked appointments.`,
  },
  header: {
    eyebrow: 'Digital Advertising',
    title: 'Ads that fill your calendar, not just your inbox',
    lead: `We run ad campaigns for your trade and service area, and ${siteConfig.agentName} answers every lead they bring in, in under a second. You pay for the click once; we make sure it turns into a booked appointment.`,
    secondaryLink: { href: '/case-studies', label: 'See the case study' },
  },
  sections: [
    {
      kind: 'comparison',
      id: 'does-heading',
      title: 'Most ad money is lost after the click',
      paragraphs: [
        'A homeowner clicks your ad at 8 p.m., fills in the form and waits. Your office sees it the next morning, calls back, and hears that they booked the company that answered first. You paid for that lead; a competitor got the job.',
        `We manage the whole [ad-to-appointment flow](/glossary/ad-to-appointment-flow): who sees your ads, what they say, the page the click lands on, and the answer the lead gets. ${siteConfig.agentName} replies in under 1 second, and a reply within 60 seconds makes a close up to 8x more likely.`,
      ],
      without: {
        title: 'Ads alone',
        items: [
          {
            icon: 'inbox',
            text: 'Form leads land in an inbox and wait for someone to get off a ladder.',
          },
          {
            icon: 'voicemail',
            text: 'Calls from the ad ring out to voicemail while the crew is on a job.',
          },
          {
            icon: 'phone-missed',
            text: '80% of missed-call leads are lost without recovery: they call the next ad down.',
          },
        ],
        figure: { value: '2-4x', label: 'typical ROI for ads' },
      },
      with: {
        title: `Ads plus ${siteConfig.agentName}`,
        items: [
          {
            icon: 'zap',
            text: 'Every call, text and form from the ad answered in under 1 second, 24/7.',
          },
          {
            icon: 'calendar-check',
            text: 'Qualified on the spot and booked into one of 2-3 open slots on your calendar.',
          },
          {
            icon: 'phone-missed',
            text: 'Missed calls texted back within 30 seconds; recovery wins back 40% of them.',
          },
        ],
        figure: { value: '10-16x', label: 'typical ROI for AI' },
      },
      footer: `Pairing the ads with ${siteConfig.agentName} answering every inquiry they produce brings a **22% lower cost per lead**. See how [cost per lead](/glossary/cost-per-lead) and [return on ad spend](/glossary/return-on-ad-spend) are worked out.`,
    },
    {
      kind: 'case-study',
      id: 'case-study-heading',
      title: "What one pool builder's campaign did",
      figures: [
        { value: caseStudy.costPerLead, label: 'cost per lead' },
        { value: caseStudy.clickRate, label: 'click rate' },
        { value: caseStudy.leads, label: 'leads' },
        { value: caseStudy.roi, label: `ROI on ${caseStudy.adSpend} ad spend` },
      ],
      text: `The same campaign closed ${caseStudy.closed} in work and built a ${caseStudy.pipeline} pipeline. One campaign in one market: your numbers will depend on your trade, area and budget, and we go through what is realistic for you in the demo.`,
      link: { href: '/case-studies', label: 'Read the full case study' },
    },
    {
      kind: 'cards',
      id: 'what-you-get-heading',
      title: 'What you get',
      intro: `${capitalized(terms.feature.adManagement)} is part of the ${terms.professional} plan (${professionalPrice}) and includes everything in ${terms.starter}. [Compare plans](/pricing).`,
      columns: 3,
      cards: [
        {
          icon: 'target',
          title: 'Campaigns for your trade and area',
          text: 'Built around the jobs you want more of, such as spring pool remodels, furnace replacements or emergency drain calls, in the towns you actually serve.',
        },
        {
          icon: 'flask',
          title: 'Ad creative, tested',
          text: 'Ads written for homeowners, not marketers, run against each other so the budget follows the version that brings in booked jobs.',
        },
        {
          icon: 'circle-dollar',
          title: 'Budget managed toward bookings',
          text: 'We judge ads by cost per lead and booked appointments, not clicks, and move spend away from what does not book.',
        },
        {
          icon: 'phone-call',
          title: `${siteConfig.agentName} on every lead`,
          text: `Everything in the ${terms.starter} plan: calls and texts answered 24/7, qualification, booking on your calendar and escalation to your team.`,
        },
        {
          icon: 'phone-missed',
          title: 'Follow-up that does not give up',
          text: 'A missed call gets a text within 30 seconds and 2-3 follow-ups before a person takes over, so paid leads do not go cold.',
        },
        {
          icon: 'chart',
          title: 'Numbers you can check',
          text: 'Cost per lead, click rate, leads and booked appointments, so you see what each dollar of ad spend turned into.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-heading',
      title: 'How it works',
      band: 'muted',
      steps: [
        {
          title: 'Plan it in the demo',
          text: 'Your trade, service area, the jobs you want more of and what a booked job is worth to you.',
        },
        {
          title: 'Build the whole path',
          text: `Campaigns, ads and a trade-specific landing page, with ${siteConfig.agentName} trained on your services. A full install takes about ${setupTerms.liveInDays} days.`,
        },
        {
          title: 'Launch and answer everything',
          text: 'Every lead the ads bring in is answered in under a second, qualified and booked, nights and weekends included.',
        },
        {
          title: 'Tune toward booked jobs',
          text: 'Cut the ads and keywords that bring tire-kickers, put budget behind the ones that book, and watch the cost per lead.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'who-heading',
      title: 'Who it is for',
      columns: 4,
      cards: [
        {
          icon: 'trending-up',
          title: 'Contractors ready to grow past referrals',
          text: `Word of mouth keeps you busy but not full. Ads fill the gaps, and ${siteConfig.agentName} makes sure every lead gets a fast answer.`,
        },
        {
          icon: 'inbox',
          title: 'Anyone whose ad leads go cold',
          text: 'If you already pay for clicks and call leads back hours later, the fix is usually speed, not a bigger budget.',
        },
        {
          icon: 'sun',
          title: 'Seasonal trades',
          text: 'Pool season lasts about 6 months and HVAC calls spike 400% in winter. Campaigns ramp up before the rush, not during it.',
        },
        {
          icon: 'users',
          title: 'Owners who want one accountable team',
          text: 'One team answers for the ad, the landing page and the phone, so nobody blames the other for lost leads.',
        },
      ],
      footer: `Just want the phones answered? Start with [Voice AI](/services/voice-ai) on the ${terms.starter} plan and add ads later.`,
    },
    {
      kind: 'faq',
      title: 'Digital advertising questions',
      items: [
        {
          question: 'How much does digital advertising cost?',
          answer: `${capitalized(terms.feature.adManagement)} is part of the ${terms.professional} plan (${professionalPrice}). It includes everything in ${terms.starter}: ${siteConfig.agentName} on your calls and texts, ${terms.feature.unlimitedConversations}, ${terms.feature.calendarIntegration} and ${terms.feature.emailSupport}. We size it to your market and goals in the demo.`,
        },
        {
          question: 'What results should I expect?',
          answer: `It depends on your trade, market and budget, so we do not promise a number. For reference, one pool builder spent ${caseStudy.adSpend} on ads and got a ${caseStudy.roi} ROI on that spend: a ${caseStudy.costPerLead} cost per lead, a ${caseStudy.clickRate} click rate and ${caseStudy.leads} leads. The full story is on our case studies page.`,
        },
        {
          question: 'Why not just run ads myself?',
          answer:
            'You can, and many contractors do. The weak spot is rarely the ad; it is what happens after the click. Ads on their own typically return 2-4x. AI that answers every lead in under a second typically returns 10-16x, because the homeowner is qualified and booked while they are still looking.',
        },
        {
          question: `Do I have to use ${siteConfig.agentName} to run ads with you?`,
          answer: `Yes. ${capitalized(terms.feature.adManagement)} comes in the ${terms.professional} plan, which includes ${siteConfig.agentName}, because instant response is what makes ad spend pay back. Paying for clicks that end in voicemail is the expensive way to advertise.`,
        },
      ],
    },
    { kind: 'services', id: 'more-services-heading', title: 'Works with', which: 'others' },
    {
      kind: 'closing',
      title: 'Bring your current cost per lead to the demo',
      text: `We will walk the path from your ad to your calendar, show you where leads drop out, and let you call ${siteConfig.agentName} the way your customers would.`,
    },
  ],
} satisfies ServicePageContent;
