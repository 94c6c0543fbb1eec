// Builds the site and starts it on E2E_PORT against the run's own database.
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { e2eDatabase } from './e2e-database.mjs';

const db = e2eDatabase();
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SEED_HOTELS: process.env.E2E_SEED_HOTELS ?? '600',
  AUTO_SEED: 'true',
  // a short hold, so the expiry journey waits less than a minute; one address sends every test's calls
  BOOKING_HOLD_MINUTES: process.env.E2E_HOLD_MINUTES ?? '0.75',
  HOLD_SWEEP_SECONDS: '5',
  BOOKING_RATE_LIMIT_PER_MINUTE: '10000',
  HOLD_MAX_ROOMS_PER_ADDRESS: '10000',
  HOLD_MAX_SEATS_PER_ADDRESS: '10000',
  // the built-in payment, bank, pay-later and mail sandboxes (off by default in production)
  SANDBOXES: 'true',
  MAIL_SWEEP_SECONDS: '2',
  ORDER_LOOKUP_LIMIT: '1000',
  // the newsletter and contact budgets are per client address, and every test comes from one
  SUBSCRIBE_RATE_LIMIT_PER_HOUR: '1000',
  CONTACT_RATE_LIMIT_PER_HOUR: '1000',
};
if (db.kind === 'postgres') {
  const client = new pg.Client({ connectionString: db.adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${db.name}`);
  await client.end();
  env.DATABASE_URL = db.url;
} else {
  env.PGLITE_DATA_DIR = db.dataDir;
  delete env.DATABASE_URL;
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// the production server of `npm start`: Next behind the shared response cache
const port = process.env.E2E_PORT ?? '3100';
const server = spawn(process.execPath, ['.next/server.cjs', '-p', port, '-H', 'localhost'], {
  stdio: 'inherit',
  // shared answers live 3 s here, so a test that changes the database sees it a moment later
  env: {
    ...env,
    NODE_ENV: 'production',
    SHARED_CACHE_MAX_SECONDS: '3',
    SITE_URL: `http://localhost:${port}`,
    AUTH_TOKEN_SECRET: 'e2e-token-secret-0123456789abcdef0123456789',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
