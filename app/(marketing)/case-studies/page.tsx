import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { BeforeAfter } from '@/components/marketing/case-study/before-after';
import { CampaignFigures } from '@/components/marketing/case-study/campaign-figures';
import { LeadSummaryCard } from '@/components/marketing/case-study/lead-summary-card';
import {
  SmsConversation,
  type SmsMessage,
} from '@/components/marketing/case-study/sms-conversation';
import { type FaqItem, FaqSection } from '@/components/marketing/faq-section';
import { type NumberedStep, NumberedSteps } from '@/components/marketing/service-sections';
import { VideoEmbed } from '@/components/marketing/video-embed';
import { buttonVariants } from '@/components/ui/button';
import {
  ArrowRight,
  CirclePlay,
  Flame,
  PlugZap,
  ThermometerSnowflake,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseStudy } from '@/lib/site/case-study';
import { siteConfig } from '@/lib/site/config';
import { staticRoute } from '@/lib/site/routes';

const route = staticRoute('/case-studies');
const headline = `How a pool builder turned ${caseStudy.adSpend} in ads into ${caseStudy.closed} of closed work`;
const description = `A pool builder spent ${caseStudy.adSpend} on ads: ${caseStudy.leads} leads at ${caseStudy.costPerLead} each, ${caseStudy.closed} closed, a ${caseStudy.pipeline} pipeline and a ${caseStudy.roi} ROI, with Jackie answering every lead in seconds.`;

export const metadata = pageMetadata({
  title: `Pool Builder Case Study: ${caseStudy.roi} ROI on ${caseStudy.adSpend} in Ads`,
  description,
  path: '/case-studies',
  type: 'article',
});

const contents = [
  { id: 'results', title: 'The results' },
  { id: 'interview', title: 'The interview' },
  { id: 'before-after', title: 'Before and after' },
  { id: 'what-we-did', title: 'What we did' },
  { id: 'leads', title: 'What the leads looked like' },
  { id: 'lessons', title: 'Lessons for other trades' },
  { id: 'submit', title: 'Submit your business' },
  { id: 'case-study-faq-heading', title: 'FAQs' },
];

const workSteps: NumberedStep[] = [
  {
    icon: 'megaphone',
    title: 'Ads aimed at homeowners planning a pool',
    text: `Ads went to homeowners in the builder’s service area, written for people thinking about a remodel or a new build. ${caseStudy.clickRate} of the people who saw an ad clicked it, and each lead cost ${caseStudy.costPerLead}.`,
    link: { href: '/services/digital-advertising', label: 'Digital advertising' },
  },
  {
    icon: 'layout',
    title: 'A landing page with one job',
    text: 'Every click landed on a page built for a single action: ask for a consultation. The form and the phone number on it went straight to Jackie, not to a shared inbox.',
    link: { href: '/services/landing-pages', label: 'Landing pages' },
  },
  {
    icon: 'bot',
    title: 'Jackie answering within seconds',
    text: 'Calls, texts and form leads got an answer within seconds, at 7 p.m. and on Sundays too. Jackie asked about the project and the timeline, offered 2-3 consultation times, booked the one the homeowner picked and followed up 2-3 times with anyone who went quiet before handing them to the team.',
    link: { href: '/services/voice-ai', label: 'Voice and text AI' },
  },
];

const smsMessages: SmsMessage[] = [
  { from: 'system', text: 'Sunday, 8:30 p.m. · New lead from the landing page form' },
  {
    from: 'jackie',
    text: 'Hi, this is Jackie with the pool team. Thanks for asking about a pool project! Can I ask a few quick questions so we send the right designer?',
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
];

const lessons = [
  {
    title: 'Answer before you advertise more',
    text: `A ${caseStudy.costPerLead} lead is only cheap if somebody picks up. A lead that reaches voicemail costs the same ${caseStudy.costPerLead} and returns nothing, and traditionally 40% of contractor calls end there.`,
  },
  {
    title: 'Speed wins the job, not the pitch',
    text: 'A reply within 60 seconds makes a close up to 8x more likely. Jackie replies in under a second, so the homeowner is still holding the phone when the questions start.',
  },
  {
    title: 'Big jobs need follow-up, not just a pickup',
    text: 'An average pool remodel is about $15,000, and nobody signs for that on the first call. The 2-3 follow-ups Jackie sends keep a quiet lead alive until it is ready for your team.',
  },
  {
    title: 'Count closed work, and report the pipeline apart',
    text: `The ${caseStudy.pipeline} pipeline is promising, but the ${caseStudy.roi} ROI is built on the ${caseStudy.closed} actually closed. Judge any campaign, ours included, on signed jobs.`,
  },
];

const trades = [
  {
    Icon: ThermometerSnowflake,
    name: 'HVAC',
    text: 'Call volume spikes 400% in winter and 350% in summer. The same set-up answers the overflow, triages no-heat and no-cool calls and books maintenance in the quiet months.',
    href: '/industries/hvac',
    linkText: 'Jackie for HVAC',
  },
  {
    Icon: Flame,
    name: 'Plumbing',
    text: '60% of plumbing calls are emergencies billed at a 250% markup. A burst pipe at 2 a.m. needs an answer and an address in the first minute, not a callback at 8.',
    href: '/industries/plumbers',
    linkText: 'Jackie for plumbers',
  },
  {
    Icon: PlugZap,
    name: 'Electrical',
    text: 'An EV charger install is a $3,200 job with a 45% installation conversion. Ads bring the question; answering it on the spot turns it into a booked site visit.',
    href: '/glossary/electrician-ai-workflow',
    linkText: 'The electrician AI workflow',
  },
];

const faqs: FaqItem[] = [
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
    answer: `Ads plus Jackie is the Professional plan, from $1,000/month including ad management, plus the ad budget itself, which you set. This campaign spent ${caseStudy.adSpend} on ads; its ${caseStudy.roi} ROI counts that ad spend only. Counting one month of Professional too, cost becomes ${caseStudy.costWithProfessionalMonth} and the ROI about ${caseStudy.roiWithProfessionalMonth}. Starter, at $500/month, is Jackie answering the calls and texts you already get.`,
  },
  {
    question: 'Do I need to run ads to use Jackie?',
    answer:
      'No. You can start with Starter: Jackie answers calls after 3 rings, texts back missed calls within 30 seconds and works through old leads that went cold 30-180 days ago. You can add ads later.',
  },
];

export default function CaseStudiesPage() {
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Case Studies', path: '/case-studies' },
        ]}
        eyebrow="Case study · Pool builder"
        title={headline}
        lead="A pool building company ran a small ad campaign with a landing page and Jackie answering every lead within seconds, day and night. Here are the numbers, the interview and what other trades can take from it."
      >
        <BookDemoButton variant="pool" placement="case_study_header" size="lg">
          Book a Pool Builder Demo
        </BookDemoButton>
        <a href="#interview" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <CirclePlay aria-hidden="true" />
          Watch the interview
        </a>
      </PageHeader>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-card p-5 lg:border-0 lg:bg-transparent lg:p-0">
            <h2
              id="toc-heading"
              className="font-semibold text-muted-foreground text-sm uppercase tracking-wider"
            >
              On this page
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {contents.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="min-w-0">
          <section aria-labelledby="results-heading" id="results">
            <h2 id="results-heading" className="font-bold text-3xl tracking-tight">
              The results
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
              One campaign, one landing page, and every lead answered by {siteConfig.agentName}.
              These are the campaign’s figures, unrounded where we have them.
            </p>
            <div className="mt-8">
              <CampaignFigures />
            </div>
            <p className="mt-6 max-w-3xl rounded-xl border-brand-700 border-l-4 bg-muted px-5 py-4 text-muted-foreground dark:border-brand-300">
              <strong className="text-foreground">How to read these numbers:</strong> the{' '}
              {caseStudy.roi} ROI is the {caseStudy.closed} closed, minus the {caseStudy.adSpend}{' '}
              spent on ads, divided by that same ad spend. The {caseStudy.pipeline} pipeline is not
              in that figure; it is work in discussion, not money in the bank.
            </p>
          </section>

          <section aria-labelledby="interview-heading" id="interview" className="mt-16">
            <h2 id="interview-heading" className="font-bold text-3xl tracking-tight">
              The interview
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
              The pool builder talks about the campaign in their own words. Prefer to read?
              Everything in the numbers is on this page.
            </p>
            <div className="mt-8">
              <VideoEmbed
                videoId={siteConfig.videos.caseStudyInterview}
                title={`Case study interview: a pool builder on the ad campaign that brought in ${caseStudy.leads} leads`}
                placement="case_study_interview"
              />
            </div>
          </section>

          <section aria-labelledby="before-after-heading" id="before-after" className="mt-16">
            <h2 id="before-after-heading" className="font-bold text-3xl tracking-tight">
              Before and after
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
              Before, a call that came in while the team was on site or after hours went to
              voicemail, and follow-up waited until someone was back in the office. Here is the same
              stretch of a week, before and after {siteConfig.agentName}.
            </p>
            <div className="mt-8">
              <BeforeAfter />
            </div>
          </section>

          <section aria-labelledby="what-we-did-heading" id="what-we-did" className="mt-16">
            <h2 id="what-we-did-heading" className="font-bold text-3xl tracking-tight">
              What we did
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
              Three pieces, run as one system. Each on its own would have leaked leads; together
              they took a homeowner from an ad to a booked consultation.
            </p>
            <NumberedSteps steps={workSteps} look="card-large" className="mt-8 space-y-6" />
          </section>

          <section aria-labelledby="leads-heading" id="leads" className="mt-16">
            <h2 id="leads-heading" className="font-bold text-3xl tracking-tight">
              What the leads looked like
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
              A typical lead from the campaign: a homeowner fills in the form,{' '}
              {siteConfig.agentName} texts back within seconds, qualifies the project and books a
              consultation. The team gets a summary instead of a voicemail to return. Both are
              mock-ups with the personal details left out.
            </p>
            <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
              <SmsConversation
                leadLabel="Lead #3"
                leadRole="Homeowner"
                messages={smsMessages}
                caption="Lead #3 from the after panel: a homeowner who filled in the landing page form on a Sunday evening, qualified and booked by text within minutes. Mock-up; no personal details."
              />
              <LeadSummaryCard
                leadLabel="Lead #3"
                status="Consultation booked"
                fields={[
                  { label: 'Source', value: 'Ad campaign, landing page form' },
                  { label: 'First reply', value: 'Within seconds, by text' },
                  { label: 'Project', value: 'Remodel: resurfacing, new deck, lighting' },
                  { label: 'Timeline', value: 'Finished by June' },
                  { label: 'Appointment', value: 'On-site design consultation, Wednesday 2 p.m.' },
                  { label: 'Reminder', value: 'Text the day before' },
                  { label: 'Next step', value: 'Designer visits and quotes' },
                ]}
                caption="The summary the builder’s team receives for Lead #3 once the consultation is booked. Mock-up; no personal details."
              />
            </div>
          </section>

          <section aria-labelledby="lessons-heading" id="lessons" className="mt-16">
            <h2 id="lessons-heading" className="font-bold text-3xl tracking-tight">
              Lessons for other trades
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
              Pools are a seasonal, big-ticket trade, but nothing in this campaign only works for
              pools.
            </p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {lessons.map((lesson) => (
                <li key={lesson.title} className="rounded-2xl border border-border bg-card p-6">
                  <h3 className="font-semibold text-lg">{lesson.title}</h3>
                  <p className="mt-2 text-muted-foreground">{lesson.text}</p>
                </li>
              ))}
            </ul>
            <h3 className="mt-12 font-bold text-2xl">What it means for your trade</h3>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {trades.map(({ Icon, name, text, href, linkText }) => (
                <li
                  key={name}
                  className="flex flex-col rounded-2xl border border-border bg-muted p-6"
                >
                  <p className="flex items-center gap-2 font-semibold text-lg">
                    <Icon aria-hidden="true" className="size-5 text-accent-600" />
                    {name}
                  </p>
                  <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
                  <Link
                    href={href}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {linkText}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="submit-heading"
            id="submit"
            className="mt-16 rounded-2xl bg-slate-950 px-6 py-10 text-white ring-1 ring-white/15 sm:px-10"
          >
            <h2 id="submit-heading" className="font-bold text-3xl tracking-tight">
              Submit your business
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-slate-300">
              Want to see what a campaign like this would do for you? Book a demo and tell us your
              trade, your service area and how leads reach you today. We will show you where they
              slip through and how {siteConfig.agentName} would answer them.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <BookDemoButton variant="pool" placement="case_study_submit_pool" size="lg">
                Book a Pool Builder Demo
              </BookDemoButton>
              <BookDemoButton
                variant="general"
                placement="case_study_submit_general"
                size="lg"
                look="secondary"
                className="border-white/30 bg-transparent text-white hover:bg-white/10"
              >
                Book a Demo for Another Trade
              </BookDemoButton>
            </div>
          </section>

          <FaqSection faqs={faqs} id="case-study-faq" />
        </div>
      </div>
      <JsonLd
        data={[
          articleJsonLd({
            type: 'Article',
            headline,
            description,
            path: '/case-studies',
            datePublished: route.published ?? route.updated,
            dateModified: route.updated,
            section: 'Case Studies',
          }),
        ]}
      />
    </>
  );
}
