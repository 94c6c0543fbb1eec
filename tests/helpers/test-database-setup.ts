import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { pgliteTemplateDir, postgresTemplatePrefix } from './test-database-paths';

/**
 * vitest globalSetup of the database projects: after the run, removes the run's database templates
 * (tests/helpers/test-database.ts); the run id comes from vitest.config.mts.
 */
export default function setup(): () => Promise<void> {
  const run = process.env.TEST_RUN_ID;
  return async () => {
    if (!run) return;
    rmSync(pgliteTemplateDir(run), { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const admin = new Client({ connectionString: url });
    try {
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'", [
        postgresTemplatePrefix(run),
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } catch (error) {
      console.warn('test database templates left on the server:', error);
    } finally {
      await admin.end().catch(() => undefined);
    }
  };
}
