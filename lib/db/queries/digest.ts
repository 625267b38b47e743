import 'server-only';
import { businessTimeZone } from '@/lib/calendar';
import type { SqlClient } from '../client';
import { preferenceOf, setPreference } from './preferences';

/** A staff member the weekly digest goes to. */
export type DigestRecipient = { id: string; email: string; name: string | null; role: string };

/**
 * Whether a person gets the digest: their own choice, else their role's default (admins and
 * viewers read the figures; sales works the leads inbox, which mails them on its own).
 */
const wantsDigest = `coalesce(p.weekly_digest, u.role <> 'sales')`;

/**
 * A week's digest goes to the staff of the Monday it is sent, 08:00 business time: someone who
 * joins later in the week gets their first digest the Monday after, not last week's at once.
 * ($1 is the week's Monday; the hour is lib/digest/week.ts's `sendHour`.)
 */
const onStaffAtSending = `u.created_at <= (($1::date + 7)::timestamp + interval '8 hours') AT TIME ZONE '${businessTimeZone}'`;

/** Staff who get the digest and have not been sent `week`'s yet, by email. */
export async function listDigestRecipients(
  db: SqlClient,
  week: string,
): Promise<DigestRecipient[]> {
  const { rows } = await db.query<DigestRecipient>(
    `SELECT u.id, u.email, u.name, u.role
     FROM auth_user u
     LEFT JOIN staff_preference p ON p.user_id = u.id
     WHERE ${wantsDigest} AND ${onStaffAtSending}
       AND NOT EXISTS (SELECT 1 FROM digest_sending s WHERE s.user_id = u.id AND s.week = $1::date)
     ORDER BY u.email`,
    [week],
  );
  return rows;
}

/**
 * Claims the sending of `week`'s digest to a person, in the caller's transaction: true for the
 * one caller that inserted the row; false when another (instance, or run before a restart) has.
 * The person's setting is read again under the claim, so one who just turned it off gets none.
 */
export async function claimDigest(db: SqlClient, userId: string, week: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO digest_sending (user_id, week)
     SELECT u.id, $1::date FROM auth_user u LEFT JOIN staff_preference p ON p.user_id = u.id
     WHERE u.id = $2 AND ${wantsDigest} AND ${onStaffAtSending}
     ON CONFLICT (user_id, week) DO NOTHING
     RETURNING user_id`,
    [week, userId],
  );
  return rows.length === 1;
}

/** The person's digest setting as it applies to them (their choice, else their role's default). */
export const getWeeklyDigest = (db: SqlClient, userId: string): Promise<boolean> =>
  preferenceOf(db, userId, wantsDigest);

/** Turns the person's digest on or off; false when there is no such person. */
export const setWeeklyDigest = (db: SqlClient, userId: string, on: boolean): Promise<boolean> =>
  setPreference(db, userId, 'weekly_digest', on);

/** A staff member by id, for the unsubscribe page. */
export async function findDigestPerson(
  db: SqlClient,
  userId: string,
): Promise<DigestRecipient | null> {
  const { rows } = await db.query<DigestRecipient>(
    'SELECT id, email, name, role FROM auth_user WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}
