import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.env.D + '/pglite' });
console.log((await db.query("SELECT session_id, event_type, created_at FROM analytics_events ORDER BY id")).rows);
console.log((await db.query("SELECT * FROM analytics_drops")).rows);
