import { describe, expect, it } from 'vitest';
import { internalLinks, readingMinutes, splitSections, wordCount } from './markdown';

describe('splitSections', () => {
  it('splits at level-2 headings and keeps the intro', () => {
    const sections = splitSections(
      'Intro text.\n\n## First part\nOne.\n\n### Detail\nTwo.\n## Second\nThree.',
    );
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ['', ''],
      ['first-part', 'First part'],
      ['second', 'Second'],
    ]);
    expect(sections[1]?.markdown).toContain('### Detail');
  });

  it('gives repeated headings distinct ids, as rehype-slug does', () => {
    const ids = splitSections('## FAQ\na\n## FAQ\nb').map((s) => s.id);
    expect(ids).toEqual(['faq', 'faq-1']);
  });

  it('ignores headings inside fenced code', () => {
    expect(splitSections('## Real\n```\n## not a heading\n```\n')).toHaveLength(1);
  });

  it('uses the link text of a heading that contains a link', () => {
    expect(splitSections('## See [ROI](/glossary/roi) math')[0]?.title).toBe('See ROI math');
  });
});

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
