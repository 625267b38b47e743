import { ArrowLink } from '@/components/marketing/arrow-link';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { CheckList, FigureList } from '@/components/marketing/figures';
import { VideoEmbed } from '@/components/marketing/video-embed';
import { buttonVariants } from '@/components/ui/button';
import { ArrowRight, Sparkles } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { siteConfig } from '@/lib/site/config';
import type { HomePageContent } from '@/lib/site/content/schema';
import { industryList } from '@/lib/site/industries';

/** The home page's opening: the pitch, the two buttons and the key points beside the demo video. */
export function HomeHero({ hero }: { hero: HomePageContent['hero'] }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-background dark:from-brand-900/30">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-card px-3 py-1 font-medium text-brand-800 text-sm dark:border-brand-800 dark:text-brand-200">
            <Sparkles aria-hidden="true" className="size-4" />
            {hero.eyebrow}
          </p>
          <h1 className="mt-5 text-balance font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground sm:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BookDemoButton placement="hero" size="lg" />
            <Link
              href={hero.secondaryLink.href}
              className={buttonVariants({ variant: 'secondary', size: 'lg' })}
            >
              {hero.secondaryLink.label}
            </Link>
          </div>
          <CheckList
            items={hero.points}
            look="point"
            className="mt-8 grid gap-2 text-muted-foreground text-sm sm:grid-cols-2"
          />
        </div>
        <div>
          <VideoEmbed
            videoId={siteConfig.videos.demo}
            title={hero.video.title}
            placement={hero.video.placement}
          />
          <p className="mt-3 text-center text-muted-foreground text-sm">{hero.video.caption}</p>
        </div>
      </div>
    </section>
  );
}

/** One linked card per industry page (the whole card is the link's hit area). */
export function IndustryCards({ industries }: { industries: HomePageContent['industries'] }) {
  return (
    <section aria-labelledby="industries-heading" className="container-page py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="industries-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          {industries.heading}
        </h2>
        <ArrowLink link={industries.link} />
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
              {siteConfig.agentName} for {industry.name}
              <ArrowRight aria-hidden="true" className="size-4" />
            </span>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The dark results band: headline figures and the case study's quote with its source. */
export function ResultsBand({ results }: { results: HomePageContent['results'] }) {
  return (
    <section aria-labelledby="results-heading" className="bg-slate-950 py-16 text-white sm:py-20">
      <div className="container-page">
        <h2 id="results-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          {results.heading}
        </h2>
        <FigureList
          figures={results.figures}
          look="band"
          className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4"
        />
        <figure className="mt-14 max-w-3xl rounded-2xl bg-white/5 p-8 ring-1 ring-white/10">
          <p className="text-xl leading-relaxed">{results.quote}</p>
          <figcaption className="mt-5 text-slate-300">
            {results.source}{' '}
            <Link href={results.link.href} className="font-semibold text-brand-300 underline">
              {results.link.label}
            </Link>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
