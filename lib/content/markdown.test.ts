import { describe, expect, it } from 'vitest';
import { internalLinks, readingMinutes, wordCount } from './markdown';

describe('wordCount and readingMinutes', () => {
  it('counts words, not Markdown syntax or link targets', () => {
    expect(wordCount('## Two words\n\n- a [linked phrase](/glossary/roi) here | x |')).toBe(7);
  });

  it('rounds reading time and never shows zero minutes', () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
  });
});

describe('internalLinks', () => {
  it('lists root-relative targets once, without fragments, and skips external links', () => {
    const md = '[a](/pricing) [b](/pricing#roi) [c](https://example.com) [d](/glossary/roi)';
    expect(internalLinks(md)).toEqual(['/pricing', '/glossary/roi']);
  });
});
