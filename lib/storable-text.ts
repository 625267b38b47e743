/**
 * Text PostgreSQL stores as it was sent. U+0000 is refused by both `text` and `jsonb`, and an
 * unpaired UTF-16 surrogate by `jsonb` (and silently replaced in `text`): every string that comes
 * from outside (events, booking deliveries) is checked with these before it reaches a statement.
 */
const unpairedSurrogate =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasNul = (text: string) => text.includes('\u0000');

export const hasUnpairedSurrogate = (text: string) => unpairedSurrogate.test(text);
