/** A page's search parameters as Next.js hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a parameter, or null. */
export const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

/** The parameters as URLSearchParams (first value of each). */
export const toSearchParams = (params: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, one(value) ?? ''] as [string, string]),
  );

/** The parameters as URLSearchParams with every value of a repeated one (`?sort=a&sort=b`). */
export const toAllSearchParams = (params: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      [value ?? []].flat().map((item) => [name, item] as [string, string]),
    ),
  );
