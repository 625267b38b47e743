import { JsonLd } from '@/components/json-ld';
import { HomeHero, IndustryCards, ResultsBand } from '@/components/marketing/home-sections';
import {
  DemoClosingCta,
  IconCards,
  NumberedSteps,
  ProblemCards,
  ServiceSection,
} from '@/components/marketing/service-sections';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { homePage } from '@/lib/site/pages/home';

export const metadata = pageMetadata({ ...homePage.metadata, absoluteTitle: true, path: '/' });

export default function HomePage() {
  const { hero, problem, solution, industries, results, closing } = homePage;
  return (
    <>
      <HomeHero hero={hero} />
      <ServiceSection
        headingId="problem-heading"
        title={problem.heading}
        intro={problem.intro}
        balanced
      >
        <ProblemCards
          cards={problem.cards}
          iconSize="size-8"
          className="mt-10 grid gap-6 md:grid-cols-3"
        />
      </ServiceSection>
      <ServiceSection
        headingId="solution-heading"
        title={solution.heading}
        intro={solution.intro}
        band="muted"
        balanced
      >
        <IconCards cards={solution.capabilities} columns={3} as="articles" />
        <NumberedSteps steps={solution.steps} className="mt-12 grid gap-6 md:grid-cols-3" />
      </ServiceSection>
      <IndustryCards industries={industries} />
      <ResultsBand results={results} />
      <DemoClosingCta {...closing} />
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
    </>
  );
}
