/**
 * Text made safe to put in HTML, XML or SVG, in element content or a quoted attribute: the five
 * characters that could end either become numeric character references.
 */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
