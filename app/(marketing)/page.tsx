import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import {
  DemoClosingCta,
  type IconCard,
  IconCards,
  NumberedSteps,
} from '@/components/marketing/service-sections';
import { VideoEmbed } from '@/components/marketing/video-embed';
import { buttonVariants } from '@/components/ui/button';
import {
  ArrowRight,
  CircleCheck,
  Clock3,
  MessageSquareText,
  Sparkles,
  Voicemail,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseStudy } from '@/lib/site/case-study';
import { siteConfig } from '@/lib/site/config';
import { industryList } from '@/lib/site/industries';

export const metadata = pageMetadata({
  title: 'Jackie AI: 24/7 AI Employee That Answers Calls and Texts for Contractors',
  absoluteTitle: true,
  description:
    'Jackie answers every call and text for HVAC, plumbing, electrical and pool contractors, day and night: qualifies leads, books appointments and recovers missed calls.',
  path: '/',
});

const capabilities: IconCard[] = [
  {
    icon: 'phone-call',
    title: '24/7 call and text answering',
    text: 'Jackie picks up in under a second, on the first ring or after 3 rings when your team is busy, at noon or at 2 a.m.',
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
    text: 'Jackie handles about 80% of conversations and hands the other 20% to a person in under 30 seconds.',
  },
];

const problems = [
  {
    Icon: Voicemail,
    title: 'Calls go to voicemail',
    text: 'Traditionally 40% of contractor calls end in voicemail. Without a fast follow-up, 80% of those callers are lost: they simply call the next company on the list.',
  },
  {
    Icon: Clock3,
    title: 'Leads wait hours for a reply',
    text: 'A reply within 60 seconds makes a close up to 8x more likely. A reply after the job is finished, at 7 p.m., reaches someone who already booked.',
  },
  {
    Icon: MessageSquareText,
    title: 'Your office is buried',
    text: 'Every hour your office spends on phone tag, reschedules and "just checking in" texts is an hour it does not spend on customers who are ready to pay.',
  },
];

const steps = [
  {
    title: 'Jackie answers',
    text: 'Calls forward to Jackie after 3 rings, or straight away after hours. Texts and web leads get an answer in under a second.',
  },
  {
    title: 'Jackie qualifies and books',
    text: 'She asks your questions, checks your calendar, offers 2-3 time slots and confirms the appointment by text.',
  },
  {
    title: 'Your team closes',
    text: 'You get a summary of every conversation. Emergencies and hot leads reach your phone in under 30 seconds.',
  },
];

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-background dark:from-brand-900/30">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-card px-3 py-1 font-medium text-brand-800 text-sm dark:border-brand-800 dark:text-brand-200">
              <Sparkles aria-hidden="true" className="size-4" />
              Meet {siteConfig.agentName}, your AI employee
            </p>
            <h1 className="mt-5 text-balance font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
              Never miss another lead. Jackie answers every call and text, 24/7.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground sm:text-xl">
              Built for HVAC, plumbing, electrical and pool contractors. Jackie answers calls and
              texts day and night, qualifies leads, books appointments on your calendar, recovers
              missed calls and brings old leads back.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <BookDemoButton placement="hero" size="lg" />
              <Link
                href="/pricing"
                className={buttonVariants({ variant: 'secondary', size: 'lg' })}
              >
                See pricing
              </Link>
            </div>
            <ul className="mt-8 grid gap-2 text-muted-foreground text-sm sm:grid-cols-2">
              {[
                'Answers in under 1 second',
                'Live in about 7 days',
                'From $500/month, cancel anytime',
                'Break-even is about 1 job',
              ].map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CircleCheck
                    aria-hidden="true"
                    className="size-4 text-brand-700 dark:text-brand-300"
                  />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <VideoEmbed
              videoId={siteConfig.videos.demo}
              title="Jackie demo: an AI employee answering a contractor's call"
              placement="landing_hero"
            />
            <p className="mt-3 text-center text-muted-foreground text-sm">
              Watch Jackie answer a real service call, qualify it and book the job.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="problem-heading" className="container-page py-16 sm:py-20">
        <h2
          id="problem-heading"
          className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          The phone rings while you are under a sink, on a roof or behind the wheel
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Contractors do not lose jobs because their work is worse. They lose them because someone
          else answered first.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {problems.map(({ Icon, title, text }) => (
            <article key={title} className="rounded-2xl border border-border bg-card p-6">
              <Icon aria-hidden="true" className="size-8 text-accent-600" />
              <h3 className="mt-4 font-semibold text-xl">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="solution-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2
            id="solution-heading"
            className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            Jackie works the phones so your team can work the jobs
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
            One AI employee, on voice and text, trained on your services, prices, service area and
            calendar rules. Capture 90% of your leads, with name, need and next step on record,
            instead of losing them to voicemail.
          </p>
          <IconCards cards={capabilities} columns={3} as="articles" />
          <NumberedSteps steps={steps} className="mt-12 grid gap-6 md:grid-cols-3" />
        </div>
      </section>

      <section aria-labelledby="industries-heading" className="container-page py-16 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="industries-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Trained for your trade
          </h2>
          <Link
            href="/services/industries"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            See all industries <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {industryList.map((industry) => (
            <article
              key={industry.slug}
              className="relative flex flex-col rounded-2xl border border-border bg-card p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg"
            >
              <p className="font-semibold text-amber-700 text-sm dark:text-amber-400">
                {industry.highlight}
              </p>
              <h3 className="mt-2 font-bold text-2xl">
                <Link href={industry.href} className="after:absolute after:inset-0">
                  {industry.name}
                </Link>
              </h3>
              <p className="mt-3 flex-1 text-muted-foreground">{industry.summary}</p>
              <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
                Jackie for {industry.name}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="results-heading" className="bg-slate-950 py-16 text-white sm:py-20">
        <div className="container-page">
          <h2 id="results-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Results contractors see in the first 90 days
          </h2>
          <dl className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {[
              { value: '+42%', label: 'booked appointments' },
              { value: '+37%', label: 'revenue in 90 days' },
              { value: '16x', label: 'average ROI' },
              { value: '<1 s', label: 'to answer every call and text' },
            ].map((stat) => (
              <div key={stat.label} className="border-brand-400 border-l-4 pl-4">
                <dt className="text-slate-300">{stat.label}</dt>
                <dd className="order-first font-extrabold text-5xl text-brand-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <figure className="mt-14 max-w-3xl rounded-2xl bg-white/5 p-8 ring-1 ring-white/10">
            <p className="text-xl leading-relaxed">
              A pool builder put {caseStudy.adSpend} into ads and Jackie answered every one of the{' '}
              {caseStudy.leads} leads, nights and weekends included: {caseStudy.closed} of work
              closed, a {caseStudy.roi} ROI on the ad spend and a {caseStudy.pipeline} pipeline.
            </p>
            <figcaption className="mt-5 text-slate-300">
              Pool building company, from our case study, where the builder talks about the campaign
              in their own words.{' '}
              <Link
                href="/case-studies#interview"
                className="font-semibold text-brand-300 underline"
              >
                Watch the interview
              </Link>
            </figcaption>
          </figure>
        </div>
      </section>

      <DemoClosingCta
        title="Hear Jackie answer your phone before you decide"
        text="In a demo we set Jackie up with your services and let you call her. Setup takes 5-7 business hours of our time, and you are live in about a week."
        placement="landing_closing"
      />
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
    </>
  );
}
