import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { AtAGlance } from '@/components/marketing/at-a-glance';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { RichParagraphs, RichText } from '@/components/marketing/rich-text';
import {
  DemoClosingCta,
  LinkedIconList,
  NumberedSteps,
  ProblemCards,
  ServiceSection,
} from '@/components/marketing/service-sections';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { aboutPage } from '@/lib/site/pages/about';

export const metadata = pageMetadata({ ...aboutPage.metadata, path: '/about' });

export default function AboutPage() {
  const { header, who, trades, beliefs, working, closing } = aboutPage;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'About', path: '/about' },
        ]}
        eyebrow={header.eyebrow}
        title={header.title}
        lead={header.lead}
      >
        <BookDemoButton placement="about_header" size="lg" />
        <Link
          href={header.secondaryLink.href}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          {header.secondaryLink.label}
        </Link>
      </PageHeader>

      <section aria-labelledby="who-heading" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <h2 id="who-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
              {who.heading}
            </h2>
            <RichParagraphs
              paragraphs={who.paragraphs}
              className="mt-4 space-y-4 text-lg text-muted-foreground"
            />
          </div>
          <LinkedIconList cards={who.offerings} className="grid gap-4" />
        </div>
      </section>

      <ServiceSection
        headingId="contractors-heading"
        title={trades.heading}
        intro={trades.intro}
        band="muted"
        balanced
      >
        <ProblemCards
          cards={trades.cards}
          iconSize="size-7"
          className="mt-10 grid gap-6 sm:grid-cols-2"
        />
        <p className="mt-8 max-w-3xl text-muted-foreground">
          <RichText text={trades.footer} />
        </p>
      </ServiceSection>

      <ServiceSection headingId="beliefs-heading" title={beliefs.heading} intro={beliefs.intro}>
        <NumberedSteps
          steps={beliefs.steps}
          look="stacked"
          className="mt-10 grid gap-6 lg:grid-cols-3"
        />
      </ServiceSection>

      <ServiceSection
        headingId="working-heading"
        title={working.heading}
        intro={working.intro}
        band="muted"
        balanced
      >
        <NumberedSteps
          steps={working.steps}
          look="card"
          className="mt-10 grid gap-6 md:grid-cols-2"
        />
        <p className="mt-8 text-muted-foreground">
          <RichText text={working.footer} />
        </p>
      </ServiceSection>

      <AtAGlance />

      <DemoClosingCta {...closing} placement="about_closing" headingId="about-cta-heading" />
      <JsonLd data={[organizationJsonLd()]} />
    </>
  );
}
