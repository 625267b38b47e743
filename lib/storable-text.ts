/**
 * Text PostgreSQL stores as it was sent. U+0000 is refused by both `text` and `jsonb`, and an
 * unpaired UTF-16 surrogate by `jsonb` (and silently replaced in `text`): every string that comes
 * from outside (events, booking deliveries) is checked with these before it reaches a statement.
 */
const unpairedSurrogate =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasNul = (text: string) => text.includes('\u0000');

export const hasUnpairedSurrogate = (text: string) => unpairedSurrogate.test(text);

/** The first string (key or value) PostgreSQL could not store as sent, or null. Iterative: any depth. */
export function unstorableString(value: unknown): string | null {
  const stack: unknown[] = [value];
  const problem = (text: string) =>
    hasNul(text)
      ? 'a string contains U+0000 (NUL)'
      : hasUnpairedSurrogate(text)
        ? 'a string contains an unpaired UTF-16 surrogate'
        : null;
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const found = problem(item);
      if (found) return found;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        const found = problem(key);
        if (found) return found;
        stack.push(element);
      }
    }
  }
  return null;
}
