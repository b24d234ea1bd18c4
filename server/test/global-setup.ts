import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * On PostgreSQL (TEST_DATABASE_URL), every test file works in schemas of its own, named for this
 * run. They are dropped here, once every file has ended, rather than as each file ends: a schema
 * dropped while another file migrates can fail that migration, whose look at the server's tables
 * (Kysely's introspection) then meets a schema that went away under it (decision 62).
 */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const run = randomBytes(4).toString('hex');
  process.env.STUDYHUB_TEST_RUN = run;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where nspname like $1',
        [`test\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
