import { describe, expect, it } from 'vitest';
import { renderSections } from './render';

describe('renderSections', () => {
  it('splits at level-2 headings and keeps the intro', async () => {
    const sections = await renderSections(
      'Intro text.\n\n## First part\nOne.\n\n### Detail\nTwo.\n## Second\nThree.',
    );
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ['', ''],
      ['first-part', 'First part'],
      ['second', 'Second'],
    ]);
    expect(sections[1]?.html).toContain('<h3 id="detail">Detail</h3>');
  });

  it('gives every heading of the document a distinct id, across sections', async () => {
    const sections = await renderSections(
      '## One\n### Steps\na\n## Two\n### Steps\nb\n## One\n### Steps\nc',
    );
    expect(sections.map((s) => s.id)).toEqual(['one', 'two', 'one-1']);
    const ids = sections.flatMap((s) => [
      s.id,
      ...[...s.html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores headings inside fenced code', async () => {
    expect(await renderSections('## Real\n```\n## not a heading\n```\n')).toHaveLength(1);
  });

  it('uses the link text of a heading that contains a link', async () => {
    const [section] = await renderSections('## See [ROI](/glossary/roi) math');
    expect(section?.title).toBe('See ROI math');
    expect(section?.id).toBe('see-roi-math');
  });

  it('has no intro when the document starts with a heading', async () => {
    expect((await renderSections('\n\n## Only\nText.'))[0]?.id).toBe('only');
  });
});
