import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns the characters that could end text or an attribute into references', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;',
    );
  });

  it('leaves everything else as it is, Unicode included', () => {
    expect(escapeHtml('Café · 16.46x — “ROI”')).toBe('Café · 16.46x — “ROI”');
  });
});
