import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconNames, iconSpriteSvg } from './icon-sprite';
import { ArrowRight, PhoneCall, Search } from './icons';

describe('the icon sprite', () => {
  const sprite = iconSpriteSvg();

  it('has a symbol with Lucide’s shapes for every icon component, and nothing else', () => {
    const symbols = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g),
    ];
    expect(symbols.map(([, id]) => id)).toEqual(iconNames);
    expect(iconNames).toEqual(expect.arrayContaining(['ArrowRight', 'PhoneCall', 'Search']));
    for (const [, , shapes] of symbols)
      expect(shapes).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+$/);
    expect(sprite).toContain(
      '<symbol id="Search" viewBox="0 0 24 24"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></symbol>',
    );
  });

  it('is what an icon draws: one <use> of its own symbol, decorative, with its classes', () => {
    const markup = renderToStaticMarkup(createElement(PhoneCall, { className: 'size-5' }));
    expect(markup).toMatch(
      /^<svg class="lucide size-5" aria-hidden="true"><use href="\/icons\.svg\?v=[^"#]*#PhoneCall"><\/use><\/svg>$/,
    );
    expect(renderToStaticMarkup(createElement(ArrowRight))).toContain('class="lucide"');
    expect(renderToStaticMarkup(createElement(Search, { 'aria-hidden': false }))).toContain(
      'aria-hidden="true"',
    );
  });
});
