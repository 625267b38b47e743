import { describe, expect, it } from 'vitest';
import { iconSpriteSvg } from '@/components/ui/icon-sprite';
import { inlineIcons, inlinePrefix, spriteSymbols, symbolsId } from '@/scripts/inline-icons.mjs';

const symbols = spriteSymbols(iconSpriteSvg());

// The shape of a page as next build writes it: icons drawn from the sprite, the same names again
// (escaped) in the RSC payload.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Pricing</title></head>',
  '<body><header><svg class="lucide" aria-hidden="true"><use href="/icons.svg?v=893d624d74df#Menu"></use></svg></header>',
  '<main><svg class="lucide size-4" aria-hidden="true"><use href="/icons.svg?v=893d624d74df#CircleCheck"></use></svg>',
  '<svg class="lucide size-4" aria-hidden="true"><use href="/icons.svg?v=893d624d74df#CircleCheck"></use></svg></main>',
  '<script>self.__next_f.push([1,"[\\"$\\",\\"use\\",null,{\\"href\\":\\"/icons.svg?v=893d624d74df#Menu\\"}]"])</script>',
  '</body></html>',
].join('');

describe('inlineIcons', () => {
  it('draws each icon from a symbol of the page, each symbol once, at the end of <body>', () => {
    const html = inlineIcons(page, symbols);
    expect(html).not.toMatch(/<use href="\/icons\.svg/);
    expect(html.match(/<use href="#icon-CircleCheck">/g)).toHaveLength(2);
    expect(html).toContain('<use href="#icon-Menu">');
    const defs = html.slice(html.indexOf(`<svg id="${symbolsId}"`), html.indexOf('</body>'));
    expect([...defs.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)).toEqual([
      `${inlinePrefix}CircleCheck`,
      `${inlinePrefix}Menu`,
    ]);
    // Out of the page's styling and layout: a theme change restyles the page's elements, and the
    // symbols' 86 elements on / were a fifth of them.
    expect(defs).toMatch(new RegExp(`^<svg id="${symbolsId}"[^>]* style="display:none">`));
    expect(html.endsWith('</svg></body></html>')).toBe(true);
  });

  it('leaves the RSC payload as React will render it, and a page twice is rewritten once', () => {
    const html = inlineIcons(page, symbols);
    expect(html).toContain('\\"href\\":\\"/icons.svg?v=893d624d74df#Menu\\"');
    expect(inlineIcons(html, symbols)).toBe(html);
  });

  it('leaves a page without icons alone and refuses an icon the sprite lacks', () => {
    const plain = '<html><body><p>No icons</p></body></html>';
    expect(inlineIcons(plain, symbols)).toBe(plain);
    expect(() =>
      inlineIcons('<body><use href="/icons.svg?v=1#NoSuchIcon"></use></body>', symbols),
    ).toThrow(/NoSuchIcon/);
  });

  it('refuses a symbol that paints through a reference, which a hidden <svg> does not draw everywhere', () => {
    for (const element of [
      'linearGradient',
      'radialGradient',
      'mask',
      'clipPath',
      'filter',
      'pattern',
      'marker',
    ]) {
      const sprite = `<svg><symbol id="Odd" viewBox="0 0 24 24"><${element} id="a"/><path d="M0 0"/></symbol></svg>`;
      expect(() => spriteSymbols(sprite)).toThrow(new RegExp(`Odd.*<${element}>`));
    }
  });
});
