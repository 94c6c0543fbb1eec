// Where the e2e server keeps its data: a fresh PostgreSQL database when TEST_DATABASE_URL is set
// (tests can then change rows directly), else a fresh PGlite folder. Shared by server, tests and teardown.
import path from 'node:path';

export function e2eDatabase() {
  const runId = process.env.E2E_RUN_ID;
  if (!runId) throw new Error('E2E_RUN_ID is not set (playwright.config.ts sets it)');
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const url = new URL(admin);
    const name = `e2e_${runId}`;
    url.pathname = `/${name}`;
    return { kind: 'postgres', name, adminUrl: admin, url: url.toString() };
  }
  return { kind: 'pglite', dataDir: path.join(process.cwd(), '.data', `e2e-${runId}`) };
}
