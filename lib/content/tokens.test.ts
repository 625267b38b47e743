import { describe, expect, it } from 'vitest';
import { caseStudy } from '../site/case-study';
import { siteConfig } from '../site/config';
import { expandTokens, expandTokensDeep } from './tokens';

describe('expandTokens', () => {
  it('replaces the brand and case-study figures from their modules', () => {
    expect(
      expandTokens('{{brand}} reports {{ caseStudy.roi }} on {{caseStudy.adSpend}}.', 'x.md'),
    ).toBe(`${siteConfig.name} reports ${caseStudy.roi} on ${caseStudy.adSpend}.`);
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
