// A fresh PostgreSQL database for a test or a benchmark run, created through a role that may
// create and drop databases (TEST_DATABASE_URL / BENCH_DATABASE_URL), and dropped afterwards.
import pg from 'pg';

async function run(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * @param {string} adminUrl
 * @param {string} prefix the new database's name starts with it (letters, digits, underscores)
 * @returns {Promise<{ name: string; url: string; drop: () => Promise<void> }>}
 */
export async function createPostgresDatabase(adminUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
