import { icons as lucide } from 'lucide';
import { escapeHtml } from '@/lib/escape-html';
import * as exported from './icons';

/** The name of every icon component components/ui/icons.tsx exports, in its order. */
export const iconNames = Object.values(exported).flatMap((value) =>
  typeof value === 'function' && 'iconName' in value ? [value.iconName] : [],
);

/**
 * The sprite the icon components draw from: one <symbol> per icon, with Lucide's own elements.
 * The drawing attributes (stroke, width, caps) are on each icon's <svg> and inherited.
 */
export function iconSpriteSvg(): string {
  const symbols = iconNames.map((name) => {
    const node = lucide[name as keyof typeof lucide];
    if (!node) throw new Error(`components/ui/icons.tsx: Lucide has no icon named ${name}`);
    const shapes = node
      .map(([tag, attributes]) => {
        const list = Object.entries(attributes).map(
          ([key, value]) => ` ${key}="${escapeHtml(String(value))}"`,
        );
        return `<${tag}${list.join('')}/>`;
      })
      .join('');
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
