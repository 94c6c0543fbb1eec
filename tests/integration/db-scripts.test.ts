import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

// The npm scripts run outside Next (node --conditions=react-server): make sure they still load and work.
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('npm run db:migrate / db:seed', () => {
  let dir: string;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('migrates, seeds a small catalogue, refuses a second seed without --reset, reseeds with it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'db-scripts-'));
    const env = { ...process.env, PGLITE_DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'production' as const };
    const migrate = await run('npm', ['run', '--silent', 'db:migrate'], { env });
    expect(migrate.stdout + migrate.stderr).not.toMatch(/Error/);
    const seed = await run('npm', ['run', '--silent', 'db:seed', '--', '--hotels', '40'], { env });
    expect(seed.stdout).toMatch(/40/);
    const again = await run('npm', ['run', '--silent', 'db:seed', '--', '--hotels', '40'], { env });
    expect(again.stdout + again.stderr).toMatch(/--reset/);
    const reset = await run('npm', ['run', '--silent', 'db:seed', '--', '--hotels', '30', '--reset'], { env });
    expect(reset.stdout).toMatch(/30/);
  }, 120_000);
});
