import { rm } from 'node:fs/promises';
import pg from 'pg';
import { e2eDatabase } from './e2e-database.mjs';

/** Leaves nothing behind: drops the run's database or removes its PGlite folder. */
export default async function globalTeardown() {
  const db = e2eDatabase();
  if (db.kind === 'postgres') {
    const client = new pg.Client({ connectionString: db.adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    await client.end();
  } else {
    await rm(db.dataDir, { recursive: true, force: true });
  }
}
