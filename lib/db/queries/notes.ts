import 'server-only';
import { businessTimeZone, type DayRange } from '@/lib/calendar';
import type { SqlClient } from '../client';
import type { NoteSource } from '../schema/notes';
import { queryRows } from './rows';

/*
 * Notes on the charts (lib/notes/, docs/analytics.md "Notes"): what staff wrote and what the
 * product writes itself (a campaign's first visit, a release), by the days they cover.
 */

export type StoredNote = {
  id: number;
  fromDay: string;
  toDay: string;
  text: string;
  source: NoteSource;
  authorId: string | null;
  authorLabel: string | null;
  private: boolean;
  createdAt: Date;
  updatedAt: Date;
};

type NoteRow = {
  id: number | string;
  from_day: string;
  to_day: string;
  text: string;
  source: NoteSource;
  author_id: string | null;
  author_label: string | null;
  private: boolean;
  created_at: string | Date;
  updated_at: string | Date;
};

const noteColumns = `id, from_day::text AS from_day, to_day::text AS to_day, text, source, author_id,
  author_label, private, created_at, updated_at`;

const toNote = (row: NoteRow): StoredNote => ({
  id: Number(row.id),
  fromDay: row.from_day,
  toDay: row.to_day,
  text: row.text,
  source: row.source,
  authorId: row.author_id,
  authorLabel: row.author_label,
  private: row.private,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/**
 * The notes that cover any day of `range` (a note from Nov 3 to Nov 5 is on a chart of Nov 5 to
 * Nov 30), by their first day; the private ones only with `includePrivate` (never on a shared
 * view). At most `limit`, the latest first when there are more.
 */
export async function listNotes(
  db: SqlClient,
  range: DayRange,
  options: { includePrivate: boolean; limit?: number },
): Promise<StoredNote[]> {
  const rows = await queryRows<NoteRow>(
    db,
    `SELECT ${noteColumns} FROM chart_note
     WHERE from_day <= $2::date AND to_day >= coalesce($1::date, '2000-01-01'::date)
       AND ($3::boolean OR NOT private)
     ORDER BY from_day DESC, id DESC LIMIT $4`,
    [range.from, range.to, options.includePrivate, options.limit ?? 200],
  );
  return rows.map(toNote).reverse();
}

export async function getNote(db: SqlClient, id: number): Promise<StoredNote | undefined> {
  const { rows } = await db.query<NoteRow>(`SELECT ${noteColumns} FROM chart_note WHERE id = $1`, [
    id,
  ]);
  return rows[0] ? toNote(rows[0]) : undefined;
}

export type NoteFields = { fromDay: string; toDay: string; text: string; private: boolean };

export async function insertNote(
  db: SqlClient,
  note: NoteFields & { authorId: string; authorLabel: string },
): Promise<StoredNote> {
  const { rows } = await db.query<NoteRow>(
    `INSERT INTO chart_note (from_day, to_day, text, private, source, author_id, author_label)
     VALUES ($1, $2, $3, $4, 'staff', $5, $6) RETURNING ${noteColumns}`,
    [note.fromDay, note.toDay, note.text, note.private, note.authorId, note.authorLabel],
  );
  return toNote(rows[0] as NoteRow);
}

/** Changes a staff note; the note as it now is, or undefined when there is none (or not staff's). */
export async function updateNote(
  db: SqlClient,
  id: number,
  fields: NoteFields,
): Promise<StoredNote | undefined> {
  const { rows } = await db.query<NoteRow>(
    `UPDATE chart_note SET from_day = $2, to_day = $3, text = $4, private = $5, updated_at = now()
     WHERE id = $1 AND source = 'staff' RETURNING ${noteColumns}`,
    [id, fields.fromDay, fields.toDay, fields.text, fields.private],
  );
  return rows[0] ? toNote(rows[0]) : undefined;
}

/** Deletes a staff note; the note as it was, or undefined. */
export async function deleteNote(db: SqlClient, id: number): Promise<StoredNote | undefined> {
  const { rows } = await db.query<NoteRow>(
    `DELETE FROM chart_note WHERE id = $1 AND source = 'staff' RETURNING ${noteColumns}`,
    [id],
  );
  return rows[0] ? toNote(rows[0]) : undefined;
}

/**
 * Writes a note for each campaign whose first visit began at `since` or later and that has no
 * note yet: on the day of that first visit, once per campaign name (case aside), whichever
 * instance gets there first. How many it wrote.
 */
export async function writeCampaignNotes(db: SqlClient, since: Date | null): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO chart_note (from_day, to_day, text, source, source_key)
     SELECT day, day, left('First visit from the campaign “' || campaign || '” (' || origin || ')', 280),
       'campaign', 'campaign:' || lower(campaign)
     FROM (
       SELECT DISTINCT ON (lower(utm_campaign)) utm_campaign AS campaign,
         (first_seen AT TIME ZONE '${businessTimeZone}')::date AS day,
         coalesce(utm_source, 'no source') || ' / ' || coalesce(utm_medium, 'no medium') AS origin
       FROM analytics_sessions
       WHERE utm_campaign IS NOT NULL AND utm_campaign <> ''
         AND ($1::timestamptz IS NULL OR first_seen >= $1)
       ORDER BY lower(utm_campaign), first_seen
     ) first_visits
     ON CONFLICT (source_key) DO NOTHING
     RETURNING id`,
    [since],
  );
  return rows.length;
}

/** Whether any campaign note was ever written (the first run reads every visit once). */
export async function hasCampaignNotes(db: SqlClient): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM chart_note WHERE source = 'campaign' LIMIT 1`);
  return rows.length > 0;
}

/** Writes the release note of `key` (once, whichever instance starts first) on `day`. */
export async function writeReleaseNote(
  db: SqlClient,
  key: string,
  day: string,
  text: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO chart_note (from_day, to_day, text, source, source_key)
     VALUES ($1, $1, $2, 'release', $3) ON CONFLICT (source_key) DO NOTHING RETURNING id`,
    [day, text.slice(0, 280), `release:${key}`],
  );
  return rows.length > 0;
}

/** The alerts that fired or recovered on the days of `range`: the notes they make. */
export async function listAlertMoments(
  db: SqlClient,
  range: DayRange,
): Promise<{ id: number; day: string; event: 'fired' | 'recovered'; summary: string }[]> {
  const rows = await queryRows<{
    id: number | string;
    day: string;
    event: 'fired' | 'recovered';
    summary: string;
  }>(
    db,
    `SELECT id, (fired_at AT TIME ZONE '${businessTimeZone}')::date::text AS day, 'fired' AS event,
       facts->>'summary' AS summary
     FROM alert_incident
     WHERE (fired_at AT TIME ZONE '${businessTimeZone}')::date BETWEEN coalesce($1::date, '2000-01-01') AND $2::date
     UNION ALL
     SELECT id, (ended_at AT TIME ZONE '${businessTimeZone}')::date::text, 'recovered',
       coalesce(recovery->>'summary', facts->>'summary')
     FROM alert_incident
     WHERE ended_at IS NOT NULL
       AND (ended_at AT TIME ZONE '${businessTimeZone}')::date BETWEEN coalesce($1::date, '2000-01-01') AND $2::date`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
