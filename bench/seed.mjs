// The seed at scale: `npm run db:seed -- --hotels N --reset` into a fresh PostgreSQL database, its
// progress streamed, then the wall time and the rows of the catalogue tables (counted afterwards,
// outside the timed run). A script run, not part of CI.
// Usage: npm run bench:seed   (BENCH_HOTELS=200000, BENCH_DATABASE_URL=postgres://.../seed_bench)
// The default database seed_bench is dropped and created again; a BENCH_DATABASE_URL database is
// created when missing and otherwise emptied by --reset.
import { spawn } from 'node:child_process';
import { withClient } from './lib.mjs';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/seed_bench';
const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_URL;
const hotels = Number(process.env.BENCH_HOTELS ?? 200_000);
const COUNTED = ['regions', 'hotels', 'hotel_images', 'room_types', 'rate_plans', 'room_inventory', 'hotel_search_terms'];

if (!Number.isInteger(hotels) || hotels < 0) throw new Error('BENCH_HOTELS must be a whole number');

/** A fresh database for the default name; an existing BENCH_DATABASE_URL one is kept (--reset empties it). */
async function prepareDatabase() {
  const name = new URL(databaseUrl).pathname.slice(1);
  const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
  await withClient(adminUrl, async (admin) => {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (!process.env.BENCH_DATABASE_URL) await admin.query(`drop database if exists ${quoted}`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${quoted}`);
  });
  return name;
}

function runSeed() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'db:seed', '--', '--hotels', String(hotels), '--reset'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`db:seed exited with ${code}`))));
  });
}

const name = await prepareDatabase();
console.log(`bench:seed: ${hotels.toLocaleString('en')} hotels into ${name} (${databaseUrl.replace(/\/\/[^@]*@/, '//')})`);
const started = process.hrtime.bigint();
await runSeed();
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

const counts = await withClient(databaseUrl, async (client) => {
  const rows = [];
  for (const table of COUNTED) {
    const result = await client.query(`select count(*)::bigint as n from "${table}"`);
    rows.push({ table, rows: Number(result.rows[0].n) });
  }
  return rows;
});
console.log('\nrows after the seed:');
for (const { table, rows } of counts) console.log(`  ${table.padEnd(20)} ${rows.toLocaleString('en').padStart(11)}`);
console.log(`\nwall time of npm run db:seed -- --hotels ${hotels} --reset: ${seconds.toFixed(1)} s (target <= 180 s)`);
