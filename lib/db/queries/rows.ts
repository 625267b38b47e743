import 'server-only';
import type { SqlClient } from '../client';

/**
 * The rows of a SELECT (`text`), sent back as one row holding a JSON array of them. PGlite's
 * client builds each row of a result in JavaScript, which costs more than reading and summing it:
 * 766 rows of one number took 7-10 ms to come back where their JSON array took 1-2 ms, and a
 * campaign table's 707 rows 15-25 ms of a 50 ms statement (docs/benchmarks.md). For statements
 * that return hundreds of rows. Values come back as JSON has them: numbers (bigint sums too, far
 * below 2^53 here), strings, booleans, null; dates as strings; arrays as arrays. `order` (an
 * expression over the rows, `r`) orders the array, as an ORDER BY of `text` alone may not.
 */
export async function queryRows<Row>(
  db: SqlClient,
  text: string,
  params?: unknown[],
  order?: string,
): Promise<Row[]> {
  const { rows } = await db.query<{ rows: Row[] }>(
    `SELECT coalesce(json_agg(r${order ? ` ORDER BY ${order}` : ''}), '[]'::json) AS rows
     FROM (\n${text}\n) AS r`,
    params,
  );
  return rows[0]?.rows ?? [];
}
