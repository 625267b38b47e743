import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { ContactForm } from '@/components/marketing/contact-form';
import { ContentIcon } from '@/components/marketing/content-icon';
import { FaqSection } from '@/components/marketing/faq-section';
import { CheckList, FigureList } from '@/components/marketing/figures';
import { buttonVariants } from '@/components/ui/button';
import { ArrowRight, BookOpen, CircleCheck, Newspaper, TriangleAlert } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { getGuide, pickPosts, pickTerms } from '@/lib/content';
import { type Crumb, serviceJsonLd } from '@/lib/seo/json-ld';
import type { IconCardContent, IndustryContent } from '@/lib/site/content/schema';
import { industriesOverviewPage } from '@/lib/site/services';
import { replyTime } from '@/lib/site/vocabulary';

const linkClass =
  'inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

/** Resolves the page's related slugs; a slug without a document fails the build, not the visitor. */
function resolveRelated(page: IndustryContent) {
  const { glossary, guides, posts } = page.related;
  const terms = pickTerms(glossary);
  const articles = pickPosts(posts);
  const guideDocs = guides.map((slug) => {
    const guide = getGuide(slug);
    if (!guide) throw new Error(`${page.href}: unknown guide "${slug}"`);
    return guide;
  });
  if (terms.length !== glossary.length || articles.length !== posts.length) {
    throw new Error(`${page.href}: a related glossary term or post does not exist`);
  }
  return { terms, guides: guideDocs, posts: articles };
}

function MoreLink({ link }: { link: { href: string; label: string } }) {
  return (
    <Link href={link.href} className={`${linkClass} mt-4 text-sm`}>
      {link.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function CardGrid({ cards, columns }: { cards: IconCardContent[]; columns: 'three' | 'auto' }) {
  return (
    <div
      className={
        columns === 'three'
          ? 'mt-10 grid gap-6 md:grid-cols-3'
          : 'mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
      }
    >
      {cards.map((card) => {
        return (
          <article
            key={card.title}
            className="flex flex-col rounded-2xl border border-border bg-card p-6"
          >
            <ContentIcon name={card.icon} className="size-7 text-brand-700 dark:text-brand-300" />
            <h3 className="mt-4 font-semibold text-lg">{card.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{card.text}</p>
            {card.link ? <MoreLink link={card.link} /> : null}
          </article>
        );
      })}
    </div>
  );
}

/**
 * The shared industry page: hero, the trade's problem in figures, what Jackie does, one call
 * walked through, FAQs, further reading and a closing call to action. Every booking link in the
 * page content opens the page's own booking variant; the header keeps the general one.
 */
export function IndustryPage({ page }: { page: IndustryContent }) {
  const { bookingVariant, hero, problem, features, walkthrough, faq, closing } = page;
  const placement = page.slug.replaceAll('-', '_');
  const related = resolveRelated(page);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Industries', path: industriesOverviewPage.href },
    { name: page.name, path: page.href },
  ];

  return (
    <>
      <PageHeader crumbs={crumbs} eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <BookDemoButton variant={bookingVariant} placement={`${placement}_hero`} size="lg" />
        <Link
          href={hero.secondaryLink.href}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          {hero.secondaryLink.label}
        </Link>
        <CheckList
          items={hero.points}
          look="point-fixed"
          className="mt-3 grid basis-full gap-2 text-muted-foreground text-sm sm:grid-cols-2 lg:grid-cols-4"
        />
      </PageHeader>

      <section aria-labelledby="problem-heading" className="container-page py-16 sm:py-20">
        <h2
          id="problem-heading"
          className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          {problem.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{problem.intro}</p>
        <FigureList
          figures={problem.figures}
          look="card-detail"
          className={
            problem.figures.length === 4
              ? 'mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4'
              : 'mt-10 grid gap-6 md:grid-cols-3'
          }
        />
        <CardGrid cards={problem.pains} columns="three" />
        {problem.caseStudy ? (
          <div className="mt-12 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8 dark:border-brand-800 dark:bg-brand-900/30">
            <p className="font-semibold text-brand-800 text-sm uppercase tracking-wider dark:text-brand-200">
              Case study
            </p>
            <h3 id="case-study-heading" className="mt-2 text-balance font-bold text-2xl">
              {problem.caseStudy.heading}
            </h3>
            <p className="mt-3 max-w-3xl text-muted-foreground">{problem.caseStudy.text}</p>
            <FigureList
              figures={problem.caseStudy.figures}
              look="inline"
              className="mt-6 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4"
            />
            <MoreLink link={problem.caseStudy.link} />
          </div>
        ) : null}
      </section>

      <section
        aria-labelledby="features-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2
            id="features-heading"
            className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {features.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{features.intro}</p>
          <CardGrid cards={features.items} columns="auto" />
        </div>
      </section>

      <section aria-labelledby="walkthrough-heading" className="container-page py-16 sm:py-20">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
          How a call goes
        </p>
        <h2
          id="walkthrough-heading"
          className="mt-2 max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          {walkthrough.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{walkthrough.intro}</p>
        <ol className="mt-10 max-w-3xl">
          {walkthrough.steps.map((step, index) => (
            <li key={step.label} className="relative flex gap-4 pb-8 last:pb-0">
              {index < walkthrough.steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-10 bottom-0 left-5 w-px -translate-x-1/2 bg-border"
                />
              ) : null}
              <span
                aria-hidden="true"
                className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-300 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="font-semibold text-lg">{step.label}</h3>
                <p className="mt-1 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        {walkthrough.note ? (
          <div className="mt-10 flex max-w-3xl gap-3 rounded-2xl border border-border bg-card p-6">
            <TriangleAlert
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
            />
            <p className="text-muted-foreground">{walkthrough.note}</p>
          </div>
        ) : null}
        <div className="mt-6 flex max-w-3xl gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-900/30">
          <CircleCheck
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
          />
          <p className="font-medium">{walkthrough.outcome}</p>
        </div>
      </section>

      <div className="container-page">
        <FaqSection faqs={faq.items} title={faq.title} id="faq" />
      </div>

      <section aria-labelledby="related-heading" className="container-page py-16 sm:py-20">
        <h2 id="related-heading" className="font-bold text-2xl sm:text-3xl">
          Keep reading
        </h2>
        <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <h3 className="font-semibold text-lg">Glossary terms</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {related.terms.map((term) => (
                <li
                  key={term.slug}
                  className="relative rounded-2xl border border-border bg-card p-5 transition-shadow focus-within:shadow-lg hover:shadow-lg"
                >
                  <Link
                    href={`/glossary/${term.slug}`}
                    className="font-semibold text-brand-700 after:absolute after:inset-0 dark:text-brand-300"
                  >
                    {term.term}
                  </Link>
                  <p className="mt-1 text-muted-foreground text-sm">{term.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid content-start gap-10">
            <div>
              <h3 className="font-semibold text-lg">Guides</h3>
              <ul className="mt-4 grid gap-3">
                {related.guides.map((guide) => (
                  <li key={guide.slug} className="flex gap-2">
                    <BookOpen
                      aria-hidden="true"
                      className="mt-1 size-4 shrink-0 text-brand-700 dark:text-brand-300"
                    />
                    <Link href={`/${guide.slug}`} className={linkClass}>
                      {guide.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-lg">From the blog</h3>
              <ul className="mt-4 grid gap-3">
                {related.posts.map((post) => (
                  <li key={post.slug} className="flex gap-2">
                    <Newspaper
                      aria-hidden="true"
                      className="mt-1 size-4 shrink-0 text-brand-700 dark:text-brand-300"
                    />
                    <Link href={`/blog/${post.slug}`} className={linkClass}>
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="closing-heading"
        className="border-border border-t bg-gradient-to-b from-brand-50 to-background py-16 text-center sm:py-20 dark:from-brand-900/30"
      >
        <div className="container-page">
          <h2
            id="closing-heading"
            className="mx-auto max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {closing.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <BookDemoButton variant={bookingVariant} placement={`${placement}_closing`} size="lg" />
            <Link href="/contact" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Contact sales
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="industry-message-heading" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h2
            id="industry-message-heading"
            className="font-bold text-2xl tracking-tight sm:text-3xl"
          >
            Rather we call you?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Leave your number or email and a person on our sales team answers {replyTime}.
          </p>
          <div className="mt-6">
            <ContactForm
              source={page.href}
              compact
              fixedTopic="sales"
              values={{ trade: page.trade }}
            />
          </div>
        </div>
      </section>

      <JsonLd
        data={[
          serviceJsonLd({
            name: page.service.name,
            description: page.metadata.description,
            path: page.href,
            serviceType: page.service.serviceType,
            audience: page.service.audience,
          }),
        ]}
      />
    </>
  );
}
