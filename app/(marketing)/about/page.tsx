import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { AtAGlance } from '@/components/marketing/at-a-glance';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { type NumberedStep, NumberedSteps } from '@/components/marketing/service-sections';
import { buttonVariants } from '@/components/ui/button';
import {
  ArrowRight,
  HardHat,
  Megaphone,
  MonitorSmartphone,
  PhoneCall,
  Ruler,
  Siren,
  ThermometerSnowflake,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseStudy } from '@/lib/site/case-study';
import { siteConfig } from '@/lib/site/config';

export const metadata = pageMetadata({
  title: 'About Us: AI Employees Built Only for Home-Service Contractors',
  description:
    'Jackie AI builds AI employees that answer calls and texts for HVAC, plumbing, electrical and pool contractors. Why we serve contractors only and how we work.',
  path: '/about',
});

const offerings = [
  {
    Icon: PhoneCall,
    title: 'Jackie, the AI employee',
    text: 'Answers calls and texts 24/7, qualifies leads, books appointments into your calendar, texts back missed calls, follows up and reactivates old leads.',
    href: '/services/voice-ai',
    linkText: 'How Jackie answers',
  },
  {
    Icon: Megaphone,
    title: 'Digital advertising',
    text: 'Campaigns aimed at the jobs you want, in the area you serve, with every lead answered the moment it arrives.',
    href: '/services/digital-advertising',
    linkText: 'Our advertising service',
  },
  {
    Icon: MonitorSmartphone,
    title: 'Landing pages',
    text: 'Pages built to turn an ad click into a conversation with Jackie and a booked appointment.',
    href: '/services/landing-pages',
    linkText: 'Our landing pages',
  },
];

const tradeRealities = [
  {
    Icon: HardHat,
    title: 'The phone rings mid-job',
    text: 'Your people are on a roof, in a crawl space or driving between calls. Traditionally 40% of contractor calls go to voicemail. An office job answered by software built for desk workers does not fix that.',
  },
  {
    Icon: Siren,
    title: 'Emergencies do not keep office hours',
    text: 'A burst pipe at 2 a.m. is a job billed at a 150-300% emergency markup, if someone answers. Jackie knows the difference between "water is coming through the ceiling" and "I want a quote next month".',
  },
  {
    Icon: ThermometerSnowflake,
    title: 'Demand comes in waves',
    text: 'HVAC call volume spikes 400% in winter and 350% in summer; pool season lasts about six months. Nobody hires a second dispatcher for a cold snap. Jackie takes the overflow.',
  },
  {
    Icon: Ruler,
    title: 'Qualifying takes trade knowledge',
    text: 'Service area, job type, system age, urgency, budget and timeline. A $200 repair and a $15,000 pool remodel need different questions, and Jackie asks the ones your trade needs.',
  },
];

const beliefs: NumberedStep[] = [
  {
    icon: 'phone-incoming',
    title: 'Every lead gets an answer',
    text: 'A reply within 60 seconds makes a close up to 8x more likely, and 80% of missed-call leads are lost without recovery. So Jackie answers in under a second, texts back a missed call within 30 seconds and follows up 2-3 times before a person takes over. No lead should end in a voicemail box nobody checks until Monday.',
    link: { href: '/glossary/speed-to-lead', label: 'Why speed to lead matters' },
  },
  {
    icon: 'users',
    title: 'Humans handle the hard 20%',
    text: 'Jackie handles about 80% of conversations: the questions, the scheduling, the "are you open Saturday?". The other 20% (an angry customer, a gas smell, a commercial bid) goes to your team in under 30 seconds, with a summary so nobody has to ask the customer twice. Jackie takes the phone tag off your office; your people keep the judgement calls.',
    link: {
      href: '/blog/how-contractors-can-use-ai-without-replacing-team',
      label: 'Using AI without replacing your team',
    },
  },
  {
    icon: 'badge-check',
    title: 'Honest numbers',
    text: `Our prices are on the website. Our case study shows the ad spend to the cent (${caseStudy.adSpend}), and keeps the ${caseStudy.pipeline} pipeline apart from the ${caseStudy.closed} actually closed. Week-1 targets (5-10 bookings, 80%+ of conversations handled by Jackie, replies in under 30 seconds) are goals we check with you, not promises in a brochure.`,
    link: { href: '/case-studies', label: 'Read the pool builder case study' },
  },
];

const engagementSteps: NumberedStep[] = [
  {
    icon: 'calendar',
    title: 'A demo on your calls',
    text: 'You tell us how leads reach you today and what slips through. You hear Jackie handle a call from your trade before you decide anything.',
  },
  {
    icon: 'handshake',
    title: 'Setup: 5-7 business hours of our time',
    text: 'We load your services, prices, service area, calendar rules and who gets the urgent calls. You review what Jackie will say before she answers a single customer.',
  },
  {
    icon: 'phone-incoming',
    title: 'Live in about 7 days',
    text: 'Calls forward to Jackie after 3 rings, or straight away after hours. During the first week we review the conversations and tune Jackie until her answers sound like your business.',
  },
  {
    icon: 'calendar-x',
    title: 'Month to month, cancel anytime',
    text: 'Starter is $500/month with unlimited conversations; Professional, from $1,000/month, adds ad management. No long contract: Jackie has to earn her place every month.',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'About', path: '/about' },
        ]}
        eyebrow={`About ${siteConfig.name}`}
        title="We build AI employees for home-service contractors, and nobody else"
        lead={`${siteConfig.name} makes ${siteConfig.agentName}, an AI employee who answers your calls and texts day and night, qualifies the lead and books the job, so the work you are already good at gets to the people already looking for it.`}
      >
        <BookDemoButton placement="about_header" size="lg" />
        <Link href="/pricing" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          See pricing
        </Link>
      </PageHeader>

      <section aria-labelledby="who-heading" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="who-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
              Who we are
            </h2>
            <div className="mt-4 space-y-4 text-lg text-muted-foreground">
              <p>
                {siteConfig.name} is the company behind {siteConfig.agentName}: an AI employee on
                voice and text for HVAC companies, plumbers, electricians, pool builders, roofers
                and other home-service trades.
              </p>
              <p>
                Most contractors do not need more software to log into. They need the phone
                answered, the lead qualified and the appointment on the calendar, whether the call
                comes in at noon or at 11 p.m. on a Saturday. That is the job we built{' '}
                {siteConfig.agentName} to do, and because leads have to come from somewhere, we also
                run the ads and build the landing pages that feed her.
              </p>
            </div>
          </div>
          <ul className="grid gap-4">
            {offerings.map(({ Icon, title, text, href, linkText }) => (
              <li
                key={title}
                className="flex gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
              >
                <Icon
                  aria-hidden="true"
                  className="size-7 shrink-0 text-brand-700 dark:text-brand-300"
                />
                <div>
                  <h3 className="font-semibold text-lg">{title}</h3>
                  <p className="mt-1 text-muted-foreground">{text}</p>
                  <Link
                    href={href}
                    className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm hover:underline dark:text-brand-300"
                  >
                    {linkText}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="contractors-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2
            id="contractors-heading"
            className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            Why we serve contractors only
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
            A general-purpose answering bot treats a no-heat call in January like a question about
            opening hours. Contracting work has its own rhythm, and an AI employee has to be built
            around it.
          </p>
          <div className="mt-10 grid gap-6 sm:grid-cols-2">
            {tradeRealities.map(({ Icon, title, text }) => (
              <article key={title} className="rounded-2xl border border-border bg-card p-6">
                <Icon aria-hidden="true" className="size-7 text-accent-600" />
                <h3 className="mt-4 font-semibold text-xl">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </article>
            ))}
          </div>
          <p className="mt-8 max-w-3xl text-muted-foreground">
            See how that plays out in{' '}
            <Link
              href="/industries/hvac"
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              HVAC
            </Link>
            ,{' '}
            <Link
              href="/industries/plumbers"
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              plumbing
            </Link>{' '}
            and{' '}
            <Link
              href="/industries/pool-builders"
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              pool building
            </Link>
            , or browse{' '}
            <Link
              href="/services/industries"
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              all the industries we serve
            </Link>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="beliefs-heading" className="container-page py-16 sm:py-20">
        <h2 id="beliefs-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          What we believe
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Three rules decide how {siteConfig.agentName} is built and how we talk about her.
        </p>
        <NumberedSteps steps={beliefs} look="stacked" className="mt-10 grid gap-6 lg:grid-cols-3" />
      </section>

      <section
        aria-labelledby="working-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2
            id="working-heading"
            className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            How we work with you
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
            From the first call to a tuned AI employee in about a week, with a price you can see
            before you talk to us.
          </p>
          <NumberedSteps
            steps={engagementSteps}
            look="card"
            className="mt-10 grid gap-6 md:grid-cols-2"
          />
          <p className="mt-8 text-muted-foreground">
            Want the details first?{' '}
            <Link
              href="/pricing"
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              Compare the plans
            </Link>{' '}
            or read{' '}
            <Link
              href="/blog/contractors-start-ai-7-days"
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              how contractors go live with AI in 7 days
            </Link>
            .
          </p>
        </div>
      </section>

      <AtAGlance />

      <section
        aria-labelledby="about-cta-heading"
        className="container-page py-16 text-center sm:py-20"
      >
        <h2 id="about-cta-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          Judge us on your own phone calls
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Book a demo, bring the calls you keep missing, and hear how {siteConfig.agentName} would
          handle them. If you would rather write first, our team is one email away.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BookDemoButton placement="about_closing" size="lg" />
          <Link href="/contact" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            Contact us
          </Link>
        </div>
      </section>
      <JsonLd data={[organizationJsonLd()]} />
    </>
  );
}
