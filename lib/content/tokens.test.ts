import { describe, expect, it } from 'vitest';
import { formatNumber, formatWholeUsd } from '../en-us-number';
import { benchmarkAmounts, monthlyCosts } from '../site/benchmarks';
import { caseStudy } from '../site/case-study';
import { siteConfig } from '../site/config';
import { formatPlanPrice, plansById, setupTerms } from '../site/pricing';
import { expandTokens, expandTokensDeep } from './tokens';

describe('expandTokens', () => {
  it('replaces the brand and case-study figures from their modules', () => {
    expect(
      expandTokens('{{brand}} reports {{ caseStudy.roi }} on {{caseStudy.adSpend}}.', 'x.md'),
    ).toBe(`${siteConfig.name} reports ${caseStudy.roi} on ${caseStudy.adSpend}.`);
  });

  it('reads the agent, plans, prices, features and setup terms from their modules', () => {
    const { starter, professional } = plansById;
    expect(
      expandTokens(
        '{{agent}} on {{plan.starter}} is {{price.starter}} with {{feature.calendarIntegration}}; {{plan.professional}} is {{price.professional}}, from {{price.professionalFrom}}. Setup: {{setup.hours}} business hours, live in about {{setup.liveInDays}} days.',
        'x.md',
      ),
    ).toBe(
      `${siteConfig.agentName} on ${starter.name} is ${formatPlanPrice(starter)} with calendar integration; ${professional.name} is ${formatPlanPrice(professional)}, from $${professional.monthlyPrice.toLocaleString('en-US')}. Setup: ${setupTerms.setupBusinessHours} business hours, live in about ${setupTerms.liveInDays} days.`,
    );
    expect(expandTokens('{{plan.starter.features}}', 'x.md')).toBe(
      starter.features.map((f, i) => (i ? f.toLowerCase() : f)).join(', '),
    );
  });

  it('works a worked example out from the price it subtracts', () => {
    const price = plansById.starter.monthlyPrice;
    const job = benchmarkAmounts.evChargerJob;
    expect(expandTokens('{{roiOnStarter.evChargerJob}}x', 'x.md')).toBe(
      `${formatNumber((job - price) / price, 1)}x`,
    );
    expect(
      expandTokens('{{figure.evChargerJob}} covers {{starterMonths.evChargerJob}}', 'x.md'),
    ).toBe(
      `${formatWholeUsd(job)} covers more than ${['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][Math.floor(job / price)]} months`,
    );
  });

  it('prints the benchmarks and the worked examples from lib/site/benchmarks.ts', () => {
    expect(expandTokens('{{monthly.callCenterShort}} against {{monthly.aiShort}}', 'x.md')).toBe(
      `${monthlyCosts.callCenterShort} against ${monthlyCosts.aiShort}`,
    );
    expect(expandTokens('{{example.pipelineWeighted}}', 'x.md')).toBe(
      formatWholeUsd(10 * benchmarkAmounts.poolRemodel * 0.25),
    );
  });

  it('stops the build on an unknown token and names the file', () => {
    expect(() => expandTokens('Call {{brnad}} today', 'content/blog/a.md')).toThrow(
      /content\/blog\/a\.md: unknown token \{\{brnad\}\}/,
    );
  });

  it('stops the build on an unclosed token', () => {
    expect(() => expandTokens('Call {{brand today', 'a.md')).toThrow(/unclosed/);
  });

  it('leaves text without tokens alone', () => {
    expect(expandTokens('ROI = (revenue - cost) / cost', 'a.md')).toBe(
      'ROI = (revenue - cost) / cost',
    );
  });

  it('reaches strings nested in frontmatter and keeps other values', () => {
    const data = {
      title: 'Why {{brand}}',
      faqs: [{ question: 'What did it cost?', answer: '{{caseStudy.adSpend}} in ads.' }],
      bookingCta: true,
    };
    expect(expandTokensDeep(data, 'a.md')).toEqual({
      title: `Why ${siteConfig.name}`,
      faqs: [{ question: 'What did it cost?', answer: `${caseStudy.adSpend} in ads.` }],
      bookingCta: true,
    });
  });
});
