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
  await db.query(
    `INSERT INTO staff_preference (user_id, notify_new_leads) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET notify_new_leads = $2, updated_at = now()`,
    [userId, notify],
  );
}
