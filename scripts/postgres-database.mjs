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
    drop: () => dropDatabase(adminUrl, name),
  };
}

/**
 * DROP DATABASE ... WITH (FORCE), again after a moment when it is refused for want of the right to
 * end another role's process: PostgreSQL 15 counts an autovacuum worker busy on the new database
 * as one (a CI run failed on it once), and the worker is gone soon after.
 */
async function dropDatabase(adminUrl, name, attempt = 1) {
  try {
    await run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    if (error?.code !== '42501' || attempt >= 5) throw error;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    await dropDatabase(adminUrl, name, attempt + 1);
  }
}
