import 'server-only';
import type { Database, SqlClient } from '../client';
import type { SpendFileFormat, SpendImportRow, SpendImportState } from '../schema/revenue';

/*
 * Ad-spend imports (docs/analytics.md, "Ad spend"): a file read is kept as a preview, then saved
 * (its rows replace its source and medium's spend on every day it covers) or discarded.
 */

/** What a file read, as lib/spend/parse.ts returns it. */
export type ReadSpendFile = {
  format: SpendFileFormat;
  source: string;
  medium: string;
  currency: string;
  from: string;
  to: string;
  days: number;
  campaigns: number;
  totalCents: number;
  rows: SpendImportRow[];
};

/** An import as the history lists it: what the file read, without its rows, and its state. */
export type SpendImportSummary = Omit<ReadSpendFile, 'rows'> & {
  id: number;
  fileName: string;
  state: SpendImportState;
  createdBy: string | null;
  createdAt: Date;
  savedAt: Date | null;
};

/** A preview with the rows it read (the rows are gone once saved or discarded). */
export type SpendImportPreview = SpendImportSummary & { rows: SpendImportRow[] | null };

const summaryColumns = `i.id::int AS id, i.file_name AS "fileName", i.format, i.source, i.medium,
  i.currency, to_char(i.from_day, 'YYYY-MM-DD') AS "from", to_char(i.to_day, 'YYYY-MM-DD') AS "to",
  i.days, i.campaigns, i.total_cents::float8 AS "totalCents", i.state,
  u.email AS "createdBy", i.created_at AS "createdAt", i.saved_at AS "savedAt"`;

/** Keeps a file's reading as a preview; its id. */
export async function createSpendImport(
  db: SqlClient,
  file: ReadSpendFile & { fileName: string; createdBy: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO spend_import (file_name, format, source, medium, currency, from_day, to_day,
       days, campaigns, total_cents, rows, state, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, 'preview', $12)
     RETURNING id::int AS id`,
    [
      file.fileName,
      file.format,
      file.source,
      file.medium,
      file.currency,
      file.from,
      file.to,
      file.days,
      file.campaigns,
      file.totalCents,
      JSON.stringify(file.rows),
      file.createdBy,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('spend_import was not written');
  return Number(id);
}

/** One import with its rows (null once saved or discarded), or undefined. */
export async function getSpendImport(
  db: SqlClient,
  id: number,
): Promise<SpendImportPreview | undefined> {
  const { rows } = await db.query<SpendImportPreview>(
    `SELECT ${summaryColumns}, i.rows
     FROM spend_import i LEFT JOIN auth_user u ON u.id = i.created_by WHERE i.id = $1`,
    [id],
  );
  return rows[0];
}

/** The latest imports, newest first, without their rows. */
export async function listSpendImports(
  db: SqlClient,
  limit: number,
): Promise<SpendImportSummary[]> {
  const { rows } = await db.query<SpendImportSummary>(
    `SELECT ${summaryColumns}
     FROM spend_import i LEFT JOIN auth_user u ON u.id = i.created_by
     ORDER BY i.created_at DESC, i.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

export type SpendImportOutcome =
  | { kind: 'saved'; import: SpendImportSummary; replaced: number }
  | { kind: 'discarded'; import: SpendImportSummary }
  | { kind: 'not-found' }
  | { kind: 'settled'; state: SpendImportState };

/**
 * Saves a preview in one transaction: the import row locked first (a second save, on this or
 * another instance, waits and then finds it saved), every day of its source and medium from its
 * first to its last day emptied, its rows written, the row marked saved and its rows dropped.
 * `replaced`: the rows of earlier imports it removed.
 */
export function saveSpendImport(db: Database, id: number, now: Date): Promise<SpendImportOutcome> {
  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{
      state: SpendImportState;
      rows: SpendImportRow[] | null;
    }>('SELECT state, rows FROM spend_import WHERE id = $1 FOR UPDATE', [id]);
    const row = locked[0];
    if (!row) return { kind: 'not-found' };
    if (row.state !== 'preview' || !row.rows) return { kind: 'settled', state: row.state };
    const { rows: deleted } = await tx.query<{ n: number }>(
      `WITH gone AS (
         DELETE FROM ad_spend a USING spend_import i
         WHERE i.id = $1 AND a.source = i.source AND a.medium = i.medium
           AND a.day >= i.from_day AND a.day <= i.to_day
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [id],
    );
    await tx.query(
      `INSERT INTO ad_spend (day, source, medium, campaign, cost_cents, currency, import_id)
       SELECT r.day::date, i.source, i.medium, r.campaign, r.cost, i.currency, i.id
       FROM spend_import i,
         jsonb_to_recordset(i.rows) AS r(day text, campaign text, cost bigint)
       WHERE i.id = $1`,
      [id],
    );
    await tx.query(
      `UPDATE spend_import SET state = 'saved', saved_at = $2, rows = NULL WHERE id = $1`,
      [id, now],
    );
    const saved = await getSpendImport(tx, id);
    if (!saved) return { kind: 'not-found' };
    const { rows: _rows, ...summary } = saved;
    return { kind: 'saved', import: summary, replaced: deleted[0]?.n ?? 0 };
  });
}

/** Drops a preview's rows without saving them. */
export async function discardSpendImport(db: SqlClient, id: number): Promise<SpendImportOutcome> {
  const { rows } = await db.query<{ state: SpendImportState }>(
    `WITH target AS (SELECT id, state FROM spend_import WHERE id = $1),
       changed AS (
         UPDATE spend_import SET state = 'discarded', rows = NULL
         WHERE id = $1 AND state = 'preview' RETURNING id)
     SELECT t.state, (SELECT count(*) FROM changed)::int AS changed FROM target t`,
    [id],
  );
  const row = rows[0] as ({ state: SpendImportState; changed: number } & object) | undefined;
  if (!row) return { kind: 'not-found' };
  if (row.changed === 0) return { kind: 'settled', state: row.state };
  const summary = await getSpendImport(db, id);
  if (!summary) return { kind: 'not-found' };
  const { rows: _rows, ...rest } = summary;
  return { kind: 'discarded', import: { ...rest, state: 'discarded' } };
}

/** The spend already saved for a source and medium on the days from `from` to `to`, in cents. */
export async function sumSavedSpend(
  db: SqlClient,
  of: { source: string; medium: string; from: string; to: string },
): Promise<number> {
  const { rows } = await db.query<{ cents: number }>(
    `SELECT coalesce(sum(cost_cents), 0)::float8 AS cents FROM ad_spend
     WHERE source = $1 AND medium = $2 AND day >= $3::date AND day <= $4::date`,
    [of.source, of.medium, of.from, of.to],
  );
  return rows[0]?.cents ?? 0;
}
