import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { ArrowLink } from '@/components/marketing/arrow-link';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { ArticleSection } from '@/components/marketing/case-study/article-section';
import { BeforeAfter } from '@/components/marketing/case-study/before-after';
import { CampaignFigures } from '@/components/marketing/case-study/campaign-figures';
import { LeadSummaryCard } from '@/components/marketing/case-study/lead-summary-card';
import { SmsConversation } from '@/components/marketing/case-study/sms-conversation';
import { ContentIcon } from '@/components/marketing/content-icon';
import { FaqSection } from '@/components/marketing/faq-section';
import { NumberedSteps } from '@/components/marketing/service-sections';
import { VideoEmbed } from '@/components/marketing/video-embed';
import { buttonVariants } from '@/components/ui/button';
import { CirclePlay } from '@/components/ui/icons';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site/config';
import { caseStudiesPage } from '@/lib/site/pages/case-studies';

const { route } = caseStudiesPage;

export const metadata = pageMetadata({
  ...caseStudiesPage.metadata,
  path: '/case-studies',
  type: 'article',
});

export default function CaseStudiesPage() {
  const { header, results, interview, beforeAfter, work, leads, lessons, submit, faq } =
    caseStudiesPage;
  const contents = [
    ...[results, interview, beforeAfter, work, leads, lessons, submit],
    { id: 'case-study-faq-heading', title: faq.contentsTitle },
  ];
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Case Studies', path: '/case-studies' },
        ]}
        eyebrow={header.eyebrow}
        title={header.title}
        lead={header.lead}
      >
        <BookDemoButton variant="pool" placement="case_study_header" size="lg">
          {header.demoLabel}
        </BookDemoButton>
        <a href="#interview" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <CirclePlay aria-hidden="true" />
          {header.interviewLabel}
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
          <ArticleSection section={results}>
            <div className="mt-8">
              <CampaignFigures />
            </div>
            <p className="mt-6 max-w-3xl rounded-xl border-brand-700 border-l-4 bg-muted px-5 py-4 text-muted-foreground dark:border-brand-300">
              <strong className="text-foreground">{results.note.lead}</strong> {results.note.text}
            </p>
          </ArticleSection>

          <ArticleSection section={interview} className="mt-16">
            <div className="mt-8">
              <VideoEmbed
                videoId={siteConfig.videos.caseStudyInterview}
                title={interview.videoTitle}
                placement="case_study_interview"
              />
            </div>
          </ArticleSection>

          <ArticleSection section={beforeAfter} className="mt-16">
            <div className="mt-8">
              <BeforeAfter />
            </div>
          </ArticleSection>

          <ArticleSection section={work} className="mt-16">
            <NumberedSteps steps={work.steps} look="card-large" className="mt-8 space-y-6" />
          </ArticleSection>

          <ArticleSection section={leads} className="mt-16">
            <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
              <SmsConversation {...leads.conversation} />
              <LeadSummaryCard {...leads.summary} />
            </div>
          </ArticleSection>

          <ArticleSection section={lessons} className="mt-16">
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {lessons.items.map((lesson) => (
                <li key={lesson.title} className="rounded-2xl border border-border bg-card p-6">
                  <h3 className="font-semibold text-lg">{lesson.title}</h3>
                  <p className="mt-2 text-muted-foreground">{lesson.text}</p>
                </li>
              ))}
            </ul>
            <h3 className="mt-12 font-bold text-2xl">{lessons.tradesHeading}</h3>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {lessons.trades.map(({ icon, name, text, link }) => (
                <li
                  key={name}
                  className="flex flex-col rounded-2xl border border-border bg-muted p-6"
                >
                  <p className="flex items-center gap-2 font-semibold text-lg">
                    <ContentIcon name={icon} className="size-5 text-accent-600" />
                    {name}
                  </p>
                  <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
                  <ArrowLink link={link} className="mt-4" />
                </li>
              ))}
            </ul>
          </ArticleSection>

          <section
            aria-labelledby="submit-heading"
            id={submit.id}
            className="mt-16 rounded-2xl bg-slate-950 px-6 py-10 text-white ring-1 ring-white/15 sm:px-10"
          >
            <h2 id="submit-heading" className="font-bold text-3xl tracking-tight">
              {submit.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-slate-300">{submit.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <BookDemoButton variant="pool" placement="case_study_submit_pool" size="lg">
                {submit.poolLabel}
              </BookDemoButton>
              <BookDemoButton
                variant="general"
                placement="case_study_submit_general"
                size="lg"
                look="secondary"
                className="border-white/30 bg-transparent text-white hover:bg-white/10"
              >
                {submit.generalLabel}
              </BookDemoButton>
            </div>
          </section>

          <FaqSection faqs={faq.items} id="case-study-faq" />
        </div>
      </div>
      <JsonLd
        data={[
          articleJsonLd({
            type: 'Article',
            headline: header.title,
            description: caseStudiesPage.metadata.description,
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
