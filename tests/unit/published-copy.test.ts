import { relative } from 'node:path';
import { allGlossaries, allGuides, allPosts } from 'content-collections';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { campaignFigures, caseStudy } from '@/lib/site/case-study';
import { siteConfig } from '@/lib/site/config';
import { poolBuilders } from '@/lib/site/industries/pool-builders';
import { caseStudiesPage } from '@/lib/site/pages/case-studies';
import { pricingPage } from '@/lib/site/pages/pricing';
import { capitalized, terms } from '@/lib/site/pages/terms';
import { type PlanFeature, setupTerms } from '@/lib/site/pricing';
import { defaultRoiInputs, roiFigures } from '@/lib/site/roi';
import { replyTime } from '@/lib/site/vocabulary';
import { filesUnder, literalTexts, parseSource, read } from '@/tests/source-texts';

/**
 * What a reader (or an outside checker) would catch by reading the site against itself: claims that
 * disagree from page to page, sources a reader cannot see, figures typed instead of read from the
 * case-study module. Reads the Markdown sources, the rendered content and the page sources.
 */

/** Page text from a TSX/TS source: case-study, brand and plan references resolved, JSX line breaks joined. */
function pageText(source: string): string {
  return (
    source
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/(^|[^:])\/\/.*$/gm, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\$?\{\s*caseStudy\.(\w+)\s*\}/g, (_, key: keyof typeof caseStudy) => caseStudy[key])
      .replace(/caseStudy\.(\w+)/g, (_, key: keyof typeof caseStudy) => caseStudy[key])
      .replace(
        /\$\{\s*siteConfig\.(name|agentName)\s*\}/g,
        (_, key: 'name' | 'agentName') => siteConfig[key],
      )
      .replace(
        /\$\{\s*(capitalized\()?terms\.feature\.(\w+)\)?\s*\}/g,
        (_, upper, key: PlanFeature) =>
          upper ? capitalized(terms.feature[key]) : terms.feature[key],
      )
      .replace(/\$\{\s*terms\.(\w+)\s*\}/g, (_, key: keyof typeof terms) => String(terms[key]))
      .replace(/\$?\{\s*replyTime\s*\}/g, replyTime)
      .replace(/\{' '\}/g, ' ')
      // A sentence that ends a string: also drop the quote that opens the next string in a list.
      .replace(/([.!?])['"`][\s,)}\]]*['"`]?/g, '$1 ')
      .replace(/\s+/g, ' ')
  );
}

const contentFiles = filesUnder('content', /\.md$/);
const pageFiles = [
  ...filesUnder('app/(marketing)', /\.tsx?$/),
  ...filesUnder('components/marketing', /\.tsx?$/),
  ...filesUnder('lib/site', /\.ts$/).filter((file) => !file.endsWith('case-study.ts')),
];

const collections = [
  ['glossary', allGlossaries],
  ['blog', allPosts],
  ['guides', allGuides],
] as const;

const rendered = collections
  .flatMap(([dir, docs]) => docs.map((doc) => ({ dir, doc })))
  .map(({ dir, doc }) => ({
    file: `${dir}/${doc.sourcePath}`,
    text: [
      'term' in doc ? doc.term : doc.title,
      doc.description,
      ...('faqs' in doc ? doc.faqs.flatMap((faq) => [faq.question, faq.answer]) : []),
      ...doc.sections.map((section) => `${section.title}\n${section.html}`),
    ]
      .join('\n')
      .replace(/<\/t[dh]>/g, ' | ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x26;|&amp;/g, '&')
      .replace(/\s+/g, ' '),
  }));

/** Every published text: rendered content and page sources. */
const published = [...rendered, ...pageFiles.map((file) => ({ file, text: pageText(read(file)) }))];
/** Published texts and every other source that prints words: mail, the digest, llms, the admin. */
const everyText = [
  ...published,
  ...[
    ...filesUnder('app', /\.tsx?$/),
    ...filesUnder('components', /\.tsx?$/),
    ...['lib/leads', 'lib/mail', 'lib/digest', 'lib/llms', 'lib/seo', 'lib/auth'].flatMap((dir) =>
      filesUnder(dir, /\.tsx?$/),
    ),
  ]
    .filter((file) => !pageFiles.includes(file))
    .map((file) => ({ file, text: pageText(read(file)) })),
];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z“"])/);

function sentencesMatching(pattern: RegExp, texts = published) {
  return texts.flatMap(({ file, text }) =>
    sentences(text)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => ({ file, sentence: sentence.trim() })),
  );
}

const cite = ({ file, sentence }: { file: string; sentence: string }) =>
  `${file}: ${sentence.slice(0, 160)}`;

function offenders(pattern: RegExp, texts = published) {
  return sentencesMatching(pattern, texts).map(cite);
}

describe('content sources', () => {
  it('name the brand with {{brand}}, never typed', () => {
    const typed = contentFiles.filter((file) => read(file).includes(siteConfig.name));
    expect(typed).toEqual([]);
  });

  it('leave no token unexpanded after the build', () => {
    expect(rendered.filter(({ text }) => /\{\{|\}\}/.test(text)).map(({ file }) => file)).toEqual(
      [],
    );
    const branded = contentFiles.filter((file) => read(file).includes('{{brand}}'));
    expect(branded.length).toBeGreaterThan(0);
    for (const file of branded) {
      expect(rendered.find((doc) => doc.file === relative('content', file))?.text).toContain(
        siteConfig.name,
      );
    }
  });
});

describe('the case study figures', () => {
  it('are read from lib/site/case-study.ts, not typed into content or pages', () => {
    const typed = /16\.46|17\.46|3,643|1\.82M|\$60K|6\.07%|\$28\b|130\+|130-plus/;
    const sources = [...contentFiles, ...pageFiles].filter((file) => typed.test(read(file)));
    expect(sources).toEqual([]);
  });

  it(`call ${caseStudy.roi} the ROI and ${caseStudy.roas} the ROAS, never the other way round`, () => {
    const roi = caseStudy.roi.replace('.', '\\.');
    const roas = caseStudy.roas.replace('.', '\\.');
    expect(
      offenders(
        new RegExp(
          `${roi}['",]*\\s*(label:\\s*['"])?(return on ad spend|ROAS)\\b|(ROAS|return on ad spend)( of| is| was| =)? ${roi}|${roas}['",]*\\s*(label:\\s*['"])?ROI\\b`,
          'i',
        ),
      ),
    ).toEqual([]);
  });

  it('are read the same way by the ROI and ROAS pages and the ROI post', () => {
    const pages = [
      'glossary/roi.md',
      'glossary/return-on-ad-spend.md',
      'blog/roi-of-ai-local-business.md',
    ];
    for (const file of pages) {
      const text = rendered.find((doc) => doc.file === file)?.text ?? '';
      expect(text, file).toMatch(new RegExp(`${caseStudy.roi.replace('.', '\\.')}( \\|)? ROI`));
      expect(text, file).toMatch(new RegExp(`ROAS[^.]{0,40}${caseStudy.roas.replace('.', '\\.')}`));
    }
  });

  it('say which cost the ROI is on wherever a post promises to count the plan fee', () => {
    const article = rendered.find((doc) => doc.file.endsWith('roi-of-ai-local-business.md'));
    expect(article?.text).toContain(caseStudy.roiWithProfessionalMonth);
    expect(article?.text).not.toMatch(/for an AI setup that is usually the monthly plan plus/i);
  });
});

describe('claims agree across the site', () => {
  it("give lead capture one figure, 90%; 95%+ is the spec's call capture, on one page only", () => {
    expect(offenders(/lead capture[^.]*95\s*%|95\s*%[^.]*lead/i)).toEqual([]);
    const ninetyFive = published.filter(({ text }) => /95\s*%/.test(text)).map(({ file }) => file);
    expect(ninetyFive).toEqual(['glossary/contractor-ai-automation.md']);
    // The spec's words, "95%+ capture with AI" against 40% of calls to voicemail: calls captured.
    const callCapture = sentencesMatching(/95\s*%/).filter(
      ({ sentence }) => !/95%\+ of calls are captured instead of going to voicemail/.test(sentence),
    );
    expect(callCapture.map(cite)).toEqual([]);
    const page = rendered.find(({ file }) => file === 'glossary/contractor-ai-automation.md');
    expect(page?.text).toMatch(/That is call capture, counted per call\. Lead capture[^.]*90%/);
  });

  it('credit the 35% inquiry-to-appointment uplift to one cause: answering and booking every inquiry', () => {
    const claims = sentencesMatching(/35%/);
    expect(claims.length).toBeGreaterThan(3);
    expect(
      claims
        .filter(
          ({ sentence }) =>
            !/answer/i.test(sentence) ||
            !/book/i.test(sentence) ||
            /landing page|rout|flow|across (the )?trades/i.test(sentence),
        )
        .map(cite),
    ).toEqual([]);
  });

  it('credit the 22% lower cost per lead to one cause: ads paired with an AI answering every inquiry', () => {
    const claims = sentencesMatching(/22%/);
    expect(claims.length).toBeGreaterThan(1);
    expect(
      claims
        .filter(
          ({ sentence }) =>
            !/pairing (the )?ads with/i.test(sentence) ||
            !/answer(s|ing)? every inquiry/i.test(sentence) ||
            /landing page|campaign|targeting/i.test(sentence),
        )
        .map(cite),
    ).toEqual([]);
  });

  it(`promise one reply time for our own team, ${replyTime}, and never mock it as a slow reply`, () => {
    // Every mention of business days is that promise, word for word.
    expect(
      sentencesMatching(/business days?\b/i, everyText)
        .filter(({ sentence }) => !sentence.includes(replyTime))
        .map(cite),
    ).toEqual([]);
    // The contact page, the message form, the industry pages' form, the form's confirmation and
    // the acknowledgment mail each make it.
    for (const file of [
      'lib/site/pages/contact.ts',
      'app/(marketing)/contact/form/page.tsx',
      'components/marketing/industry-page.tsx',
      'lib/leads/options.ts',
      'lib/leads/mails.ts',
    ]) {
      expect(read(file), file).toMatch(/\$?\{\s*replyTime\s*\}/);
    }
    // Pages that mock a slow reply ("we'll be in touch") do not mock ours.
    const mocked = everyText.flatMap(({ text }) =>
      [...text.matchAll(/["“]([^"”]{1,80})["”]/g)].flatMap(
        ([, quote]) =>
          quote?.match(
            /be in touch|get back to you|call you back|business days?|within [\w ]+?(minutes?|hours?|days?)\b/gi,
          ) ?? [],
      ),
    );
    expect(mocked.length).toBeGreaterThan(1);
    const ours = sentencesMatching(new RegExp(replyTime), everyText).map(({ sentence }) =>
      sentence.toLowerCase(),
    );
    expect(ours.length).toBeGreaterThanOrEqual(5);
    expect(
      mocked.filter((phrase) => ours.some((sentence) => sentence.includes(phrase.toLowerCase()))),
    ).toEqual([]);
  });

  it('keep one 7-day timeline: live on day 5, tuned by day 7, the week-1 goals scored on day 12', () => {
    const post = rendered.find((doc) => doc.file === 'blog/contractors-start-ai-7-days.md');
    const days = [...(post?.text.matchAll(/Day (\d+):/g) ?? [])].map(([, day]) => Number(day));
    const live = Number(post?.text.match(/Day (\d+): Go Live/)?.[1]);
    const scored = Number(post?.text.match(/score them [^.]*?\bon day (\d+)/i)?.[1]);
    // The plan ends when the install is live and tuned, about `liveInDays` days in.
    expect(Math.max(...days)).toBe(setupTerms.liveInDays);
    expect(live).toBeGreaterThan(0);
    expect(live).toBeLessThan(setupTerms.liveInDays);
    expect(scored).toBe(live + 7);
    expect(post?.text).not.toMatch(/Day 7: Score/);
    // Wherever the week-1 goals are named, they are the first live week's, not the install week's.
    const goals =
      /\b5-10 (bookings|booked)\b|\bweek[- ]?(1|one)\b[^.]{0,20}\b(goals?|targets?|scorecard|review|bar)\b|\bfirst[- ]week\b[^.]{0,20}\b(goals?|targets?|scorecard|review|bar|baseline)\b|\breview the first week\b/i;
    const placed = /\bfirst live week\b|\bfirst seven days after go-live\b|\bweek after go-live\b/i;
    const unplaced = everyText.flatMap(({ file, text }) =>
      sentences(text).flatMap((sentence, index, all) =>
        goals.test(sentence) && !placed.test(sentence) && !placed.test(all[index - 1] ?? '')
          ? [cite({ file, sentence })]
          : [],
      ),
    );
    expect(unplaced).toEqual([]);
    expect(
      offenders(
        /\b(tune|tuned|tuning|install(ed)?)\b[^.]{0,40}\bweek[- ]one\b|\bweek[- ]one\b[^.]{0,40}\b(tune|tuned|tuning|install)\b/i,
      ),
    ).toEqual([]);
    // A day number given anywhere else is the plan's.
    expect(
      offenders(
        new RegExp(
          `\\blive on day (?!${live}\\b)\\d+|\\bscored? (them )?on day (?!${scored}\\b)\\d+`,
          'i',
        ),
      ),
    ).toEqual([]);
  });

  it('give the "5 signs" post one threshold: three or more of the first five boxes, plus the last one', () => {
    const post = rendered.find(
      (doc) => doc.file === 'blog/5-signs-your-contracting-business-is-ready-for-ai.md',
    );
    const thresholds = sentences(post?.text ?? '').filter((sentence) =>
      /\bor more\b|\bat least\b|\ball (five|six)\b/i.test(sentence),
    );
    expect(thresholds.length).toBeGreaterThanOrEqual(3);
    expect(
      thresholds.filter(
        (sentence) =>
          !/\bthree or more of the first five boxes, plus the last one\b/i.test(sentence),
      ),
    ).toEqual([]);
  });

  it("say, beside the typical payback and ROI, what the calculator's example assumes", () => {
    const example = roiFigures(defaultRoiInputs);
    const benchmarks = pricingPage.snapshot.benchmarks.figures.map(({ value }) => value);
    const [roi, payback] = ['10-16x', 'About 60 days'];
    expect(benchmarks).toEqual(expect.arrayContaining([roi, payback]));
    const sentence = sentences(pricingPage.roi.intro).find((s) => s.includes(example.roi)) ?? '';
    for (const part of [
      example.jobValue,
      `${example.paybackDays} days`,
      roi,
      payback.toLowerCase(),
    ]) {
      expect(sentence).toContain(part);
    }
  });

  it("say, beside the pool page's 25% conversion, why the case study closed less of its leads", () => {
    const conversion = poolBuilders.problem.figures.find(({ label }) => /conversion/.test(label));
    expect(conversion?.value).toBe('25%');
    const sentence =
      sentences(poolBuilders.problem.caseStudy.text).find((s) => s.includes('25%')) ?? '';
    for (const part of [caseStudy.closed, caseStudy.leads, caseStudy.pipeline]) {
      expect(sentence).toContain(part);
    }
  });

  it('spell the US way, in every page and in every string the code prints', () => {
    const british =
      /\b(judgement|organis(e|ed|es|ing|ation|ations)|recognis(e|ed|es|ing)|colour(s|ed|ing)?|behaviour\w*|favour\w*|labour|honour\w*|neighbour\w*|centre[ds]?|licence|catalogue|cancell(ed|ing)|travell(ed|ing|er)|enrol(s|ment|ments)?|analys(e|ed|es|ing)|summaris\w*|prioritis\w*|optimis(e|ed|es|ing)|minimis\w*|realis(e|ed|es|ing)|apologis\w*|criticis(e|ed|es|ing)|customis\w*|personalis\w*|standardis\w*|utilis\w*|authoris\w*|normalis\w*|finalis\w*|grey|whilst|amongst|learnt|spelt|programme|defence|practise|cheque|tyre|metre|litre|instalment|flavour\w*)\b/i;
    // Words, not code: a one-word literal such as 'cancelled' names a stored value, and a
    // template's `${expression}` is code.
    const strings = [
      ...filesUnder('app', /\.tsx?$/),
      ...filesUnder('components', /\.tsx?$/),
      ...[
        'lib/site',
        'lib/leads',
        'lib/mail',
        'lib/digest',
        'lib/llms',
        'lib/seo',
        'lib/auth',
      ].flatMap((dir) => filesUnder(dir, /\.tsx?$/)),
    ].map((file) => ({
      file,
      text: literalTexts(parseSource(file))
        .filter((text) => !/^[\w-]+$/.test(text))
        .map((text) => text.replace(/\$\{[^}]*\}/g, ' '))
        .join('\n'),
    }));
    expect(offenders(british, [...rendered, ...strings])).toEqual([]);
  });

  it('cite only sources a reader can open', () => {
    expect(
      offenders(/\bour ([\w-]+ ){0,2}figures\b|figures list|figures we\b|reference figures/i),
    ).toEqual([]);
  });

  it('speak of the one case study the site has', () => {
    expect(
      offenders(
        /\bother (contractors|results|clients|customers)\b|what contractors|how contractors (have|moved)|\bcase studies\b(?! page)/i,
        rendered,
      ),
    ).toEqual([]);
  });

  it('keep "up to" away from ROI multiples and out of posts that promise none', () => {
    expect(offenders(/up to \d+(\.\d+)?x (ROI|return)/i)).toEqual([]);
    const promising = rendered.filter(({ text }) => /no ["“']up to["”']/i.test(text));
    expect(
      promising.filter(({ text }) => text.replace(/no ["“']up to["”']/gi, '').match(/\bup to\b/i)),
    ).toEqual([]);
  });

  it('sum up the case study on the home page in its words and figures, credited to it', async () => {
    const { default: HomePage } = await import('@/app/(marketing)/page');
    const html = renderToStaticMarkup(createElement(HomePage));
    const text = (fragment: string) =>
      fragment
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
    const figure = html.match(/<figure[^>]*>([\s\S]*?)<\/figure>/)?.[1] ?? '';
    const [summary, credit] = [
      /<p[^>]*>([\s\S]*?)<\/p>/,
      /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/,
    ].map((pattern) => text(figure.match(pattern)?.[1] ?? ''));
    const { adSpend, leads, closed, roi, pipeline } = caseStudy;
    // The words as the page renders them; the figures from lib/site/case-study.ts.
    expect(summary).toBe(
      `A pool builder put ${adSpend} into ads and ${siteConfig.agentName} answered every one of the ${leads} leads, nights and weekends included: ${closed} of work closed, a ${roi} ROI on the ad spend and a ${pipeline} pipeline.`,
    );
    // Each figure is one the case study page publishes, under the same name.
    const published = new Map(campaignFigures.map((f) => [f.label, f.value]));
    expect([adSpend, leads, closed, roi, pipeline]).toEqual(
      ['Ad spend', 'Leads', 'Closed', 'ROI', 'Pipeline'].map((label) => published.get(label)),
    );
    // Credited to the case study, with a link to its interview.
    expect(credit).toBe(
      'Pool building company, from our case study, where the builder talks about the campaign in their own words. Watch the interview',
    );
    expect(figure).toMatch(/href="\/case-studies#interview"/);
    expect(caseStudiesPage.interview.id).toBe('interview');
    expect(html).not.toMatch(/Phoenix|Arizona|<blockquote/);
  });
});
