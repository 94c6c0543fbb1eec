import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where a run keeps its PGlite templates. */
export const pgliteTemplateDir = (run: string) => path.join(tmpdir(), `vivu-test-db-${run}`);
/** The prefix of a run's PostgreSQL template databases. */
export const postgresTemplatePrefix = (run: string) => `tpl_${run.replace(/[^a-z0-9]/gi, '').toLowerCase()}_`;
