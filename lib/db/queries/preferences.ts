import 'server-only';
import type { SqlClient } from '../client';

/** Addresses of staff who asked to be mailed about new leads. */
export async function listLeadSubscribers(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM staff_preference p JOIN auth_user u ON u.id = p.user_id
     WHERE p.notify_new_leads ORDER BY u.email`,
  );
  return rows.map((row) => row.email);
}

export async function getNotifyNewLeads(db: SqlClient, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ notify_new_leads: boolean }>(
    'SELECT notify_new_leads FROM staff_preference WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.notify_new_leads === true;
}

export async function setNotifyNewLeads(
  db: SqlClient,
  userId: string,
  notify: boolean,
): Promise<void> {
  await setPreference(db, userId, 'notify_new_leads', notify);
}

/** The staff_preference columns a person sets for themselves. */
export type PreferenceColumn = 'notify_new_leads' | 'weekly_digest' | 'alert_mail';

/** Sets one of the person's own settings; false when there is no such person. */
export async function setPreference(
  db: SqlClient,
  userId: string,
  column: PreferenceColumn,
  on: boolean,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO staff_preference (user_id, ${column})
     SELECT id, $2 FROM auth_user WHERE id = $1
     ON CONFLICT (user_id) DO UPDATE SET ${column} = $2, updated_at = now()
     RETURNING user_id`,
    [userId, on],
  );
  return rows.length === 1;
}

/**
 * A setting as it applies to the person: `applies`, an expression over their user row `u` and
 * preference row `p` (their choice, else their role's default).
 */
export async function preferenceOf(
  db: SqlClient,
  userId: string,
  applies: string,
): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>(
    `SELECT ${applies} AS on FROM auth_user u
     LEFT JOIN staff_preference p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return rows[0]?.on === true;
}
