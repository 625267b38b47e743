/**
 * One value per process, whichever copy of a module asks for it. Next.js bundles a module into
 * every route that imports it, so module-level state would exist once per route bundle; the
 * database, the auth instance, the mail sender and the ingestion writer must exist once. Kept on
 * globalThis under a registered symbol (`jackie.<name>`), made by `create` on first use.
 *
 * A value that is built later, or may be dropped (a database that failed to open), lives in a
 * holder object made here: `processSingleton('db', () => ({}) as { opening?: Promise<Database> })`.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`jackie.${name}`);
  slots[key] ??= create();
  return slots[key];
}
