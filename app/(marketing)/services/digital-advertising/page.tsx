import type { FaqItem } from '@/components/marketing/faq-section';
import { ServicePage, textLink } from '@/components/marketing/service-sections';
import {
  ArrowRight,
  CalendarCheck,
  ChartColumn,
  CircleDollarSign,
  CircleX,
  FlaskConical,
  Inbox,
  PhoneCall,
  PhoneMissed,
  Sun,
  Target,
  TrendingUp,
  Users,
  Voicemail,
  Zap,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseStudy } from '@/lib/site/case-study';
import { formatPlanPrice, plansById, setupTerms } from '@/lib/site/pricing';
import { getService } from '@/lib/site/services';

const service = getService('digital-advertising');

export const metadata = pageMetadata({
  title: 'Digital Advertising for Contractors: Ads That Book Jobs',
  description: `Contractor ad campaigns managed with Jackie answering every lead in under a second. One pool builder got ${caseStudy.costPerLead} leads and a ${caseStudy.roi} ROI on ${caseStudy.adSpend} of ad spend.`,
  path: service.href,
});

const professionalPrice = `${formatPlanPrice(plansById.professional)}/month`;

const caseStudyStats = [
  { value: caseStudy.costPerLead, label: 'cost per lead' },
  { value: caseStudy.clickRate, label: 'click rate' },
  { value: caseStudy.leads, label: 'leads' },
  { value: caseStudy.roi, label: `ROI on ${caseStudy.adSpend} ad spend` },
];

const adsAlone = [
  { Icon: Inbox, text: 'Form leads land in an inbox and wait for someone to get off a ladder.' },
  { Icon: Voicemail, text: 'Calls from the ad ring out to voicemail while the crew is on a job.' },
  {
    Icon: PhoneMissed,
    text: '80% of missed-call leads are lost without recovery: they call the next ad down.',
  },
];

const adsWithJackie = [
  { Icon: Zap, text: 'Every call, text and form from the ad answered in under 1 second, 24/7.' },
  {
    Icon: CalendarCheck,
    text: 'Qualified on the spot and booked into one of 2-3 open slots on your calendar.',
  },
  {
    Icon: PhoneMissed,
    text: 'Missed calls texted back within 30 seconds; recovery wins back 40% of them.',
  },
];

const deliverables = [
  {
    Icon: Target,
    title: 'Campaigns for your trade and area',
    text: 'Built around the jobs you want more of, such as spring pool remodels, furnace replacements or emergency drain calls, in the towns you actually serve.',
  },
  {
    Icon: FlaskConical,
    title: 'Ad creative, tested',
    text: 'Ads written for homeowners, not marketers, run against each other so the budget follows the version that brings in booked jobs.',
  },
  {
    Icon: CircleDollarSign,
    title: 'Budget managed toward bookings',
    text: 'We judge ads by cost per lead and booked appointments, not clicks, and move spend away from what does not book.',
  },
  {
    Icon: PhoneCall,
    title: 'Jackie on every lead',
    text: 'Everything in the Starter plan: calls and texts answered 24/7, qualification, booking on your calendar and escalation to your team.',
  },
  {
    Icon: PhoneMissed,
    title: 'Follow-up that does not give up',
    text: 'A missed call gets a text within 30 seconds and 2-3 follow-ups before a person takes over, so paid leads do not go cold.',
  },
  {
    Icon: ChartColumn,
    title: 'Numbers you can check',
    text: 'Cost per lead, click rate, leads and booked appointments, so you see what each dollar of ad spend turned into.',
  },
];

const steps = [
  {
    title: 'Plan it in the demo',
    text: 'Your trade, service area, the jobs you want more of and what a booked job is worth to you.',
  },
  {
    title: 'Build the whole path',
    text: `Campaigns, ads and a trade-specific landing page, with Jackie trained on your services. A full install takes about ${setupTerms.liveInDays} days.`,
  },
  {
    title: 'Launch and answer everything',
    text: 'Every lead the ads bring in is answered in under a second, qualified and booked, nights and weekends included.',
  },
  {
    title: 'Tune toward booked jobs',
    text: 'Cut the ads and keywords that bring tire-kickers, put budget behind the ones that book, and watch the cost per lead.',
  },
];

const audiences = [
  {
    Icon: TrendingUp,
    title: 'Contractors ready to grow past referrals',
    text: 'Word of mouth keeps you busy but not full. Ads fill the gaps, and Jackie makes sure every lead gets a fast answer.',
  },
  {
    Icon: Inbox,
    title: 'Anyone whose ad leads go cold',
    text: 'If you already pay for clicks and call leads back hours later, the fix is usually speed, not a bigger budget.',
  },
  {
    Icon: Sun,
    title: 'Seasonal trades',
    text: 'Pool season lasts about 6 months and HVAC calls spike 400% in winter. Campaigns ramp up before the rush, not during it.',
  },
  {
    Icon: Users,
    title: 'Owners who want one accountable team',
    text: 'One team answers for the ad, the landing page and the phone, so nobody blames the other for lost leads.',
  },
];

const faqs: FaqItem[] = [
  {
    question: 'How much does digital advertising cost?',
    answer: `Ad management is part of the Professional plan (${professionalPrice}). It includes everything in Starter: Jackie on your calls and texts, unlimited conversations, calendar integration and email support. We size it to your market and goals in the demo.`,
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
    question: 'Do I have to use Jackie to run ads with you?',
    answer:
      'Yes. Ad management comes in the Professional plan, which includes Jackie, because instant response is what makes ad spend pay back. Paying for clicks that end in voicemail is the expensive way to advertise.',
  },
];

export default function DigitalAdvertisingPage() {
  return (
    <ServicePage
      service={service}
      title="Ads that fill your calendar, not just your inbox"
      lead="We run ad campaigns for your trade and service area, and Jackie answers every lead they bring in, in under a second. You pay for the click once; we make sure it turns into a booked appointment."
      secondaryLink={{ href: '/case-studies', label: 'See the case study' }}
      whatYouGet={{
        intro: (
          <>
            Ad management is part of the Professional plan ({professionalPrice}) and includes
            everything in Starter.{' '}
            <Link href="/pricing" className={textLink}>
              Compare plans
            </Link>
            .
          </>
        ),
        cards: deliverables,
        columns: 3,
      }}
      steps={steps}
      audience={{
        cards: audiences,
        footer: (
          <p className="mt-8 text-muted-foreground">
            Just want the phones answered? Start with{' '}
            <Link href="/services/voice-ai" className={textLink}>
              Voice AI
            </Link>{' '}
            on the Starter plan and add ads later.
          </p>
        ),
      }}
      firstBand="plain"
      faq={{ title: 'Digital advertising questions', items: faqs }}
      otherServicesTitle="Works with"
      closing={{
        title: 'Bring your current cost per lead to the demo',
        text: 'We will walk the path from your ad to your calendar, show you where leads drop out, and let you call Jackie the way your customers would.',
      }}
    >
      <section aria-labelledby="does-heading" className="container-page py-16 sm:py-20">
        <h2
          id="does-heading"
          className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          Most ad money is lost after the click
        </h2>
        <div className="mt-5 max-w-3xl space-y-4 text-lg text-muted-foreground">
          <p>
            A homeowner clicks your ad at 8 p.m., fills in the form and waits. Your office sees it
            the next morning, calls back, and hears that they booked the company that answered
            first. You paid for that lead; a competitor got the job.
          </p>
          <p>
            We manage the whole{' '}
            <Link href="/glossary/ad-to-appointment-flow" className={textLink}>
              ad-to-appointment flow
            </Link>
            : who sees your ads, what they say, the page the click lands on, and the answer the lead
            gets. Jackie replies in under 1 second, and a reply within 60 seconds makes a close up
            to 8x more likely.
          </p>
        </div>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-border bg-card p-6 sm:p-8">
            <h3 className="flex items-center gap-2 font-bold text-xl">
              <CircleX aria-hidden="true" className="size-6 text-muted-foreground" />
              Ads alone
            </h3>
            <ul className="mt-5 space-y-4">
              {adsAlone.map(({ Icon, text }) => (
                <li key={text} className="flex gap-3 text-muted-foreground">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  {text}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-border border-t pt-5">
              <span className="font-extrabold text-3xl">2-4x</span>{' '}
              <span className="ml-1 text-muted-foreground">typical ROI for ads</span>
            </p>
          </article>
          <article className="rounded-2xl border-2 border-brand-700 bg-card p-6 sm:p-8 dark:border-brand-300">
            <h3 className="flex items-center gap-2 font-bold text-xl">
              <Zap aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-300" />
              Ads plus Jackie
            </h3>
            <ul className="mt-5 space-y-4">
              {adsWithJackie.map(({ Icon, text }) => (
                <li key={text} className="flex gap-3 text-muted-foreground">
                  <Icon
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
                  />
                  {text}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-border border-t pt-5">
              <span className="font-extrabold text-3xl text-brand-700 dark:text-brand-300">
                10-16x
              </span>{' '}
              <span className="ml-1 text-muted-foreground">typical ROI for AI</span>
            </p>
          </article>
        </div>
        <p className="mt-6 max-w-3xl text-muted-foreground">
          Put together, trade-specific campaigns, landing pages and instant response bring a{' '}
          <strong className="font-semibold text-foreground">22% lower cost per lead</strong>. See
          how{' '}
          <Link href="/glossary/cost-per-lead" className={textLink}>
            cost per lead
          </Link>{' '}
          and{' '}
          <Link href="/glossary/return-on-ad-spend" className={textLink}>
            return on ad spend
          </Link>{' '}
          are worked out.
        </p>
      </section>

      <section
        aria-labelledby="case-study-heading"
        className="bg-slate-950 py-16 text-white sm:py-20"
      >
        <div className="container-page">
          <p className="font-semibold text-brand-300 text-sm uppercase tracking-wider">
            Case study
          </p>
          <h2
            id="case-study-heading"
            className="mt-2 max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            What one pool builder's campaign did
          </h2>
          <dl className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {caseStudyStats.map((stat) => (
              <div key={stat.label} className="flex flex-col border-brand-400 border-l-4 pl-4">
                <dt className="text-slate-300">{stat.label}</dt>
                <dd className="order-first font-extrabold text-5xl text-brand-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-10 max-w-3xl text-lg text-slate-300">
            The same campaign closed {caseStudy.closed} in work and built a {caseStudy.pipeline}{' '}
            pipeline. One campaign in one market: your numbers will depend on your trade, area and
            budget, and we go through what is realistic for you in the demo.
          </p>
          <Link
            href="/case-studies"
            className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-300 underline underline-offset-4"
          >
            Read the full case study <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </ServicePage>
  );
}
