// Suggestion API latency at 32 connections over a mix of typed prefixes (p50/p95/p99).
// Usage: npm run build && node bench/suggest.mjs   (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
import { benchDatabaseEnv, loadWithPercentiles, RENDER_EVERY_REQUEST, startSite } from './lib.mjs';

const PORT = 3210;
const QUERIES = [
  'da',
  'da nang',
  'danang',
  'ha noi',
  'nha tr',
  'phu quoc',
  'vung tau',
  'khach san',
  'hoi an',
  'sa pa',
  'muong',
  'resort',
  'ho chi minh',
  'bangkok',
  'lotus',
];
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const env = benchDatabaseEnv();

const site = await startSite({ port: PORT, env });
try {
  const requests = QUERIES.map((q) => ({ method: 'GET', path: `/api/v2-hotel/suggest?q=${encodeURIComponent(q)}` }));
  await loadWithPercentiles(`http://127.0.0.1:${PORT}`, { connections: 4, duration: 2, requests });
  const r = await loadWithPercentiles(`http://127.0.0.1:${PORT}`, { connections, duration, requests });
  const handled = await loadWithPercentiles(`http://127.0.0.1:${PORT}`, { connections, duration, requests, headers: RENDER_EVERY_REQUEST });
  console.log(
    `\nbench/suggest.mjs: ${connections} connections, ${duration} s, ${QUERIES.length} queries in rotation, database ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log('| endpoint | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| GET /api/v2-hotel/suggest?q=… (shared response cache, 300 s) | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
  );
  console.log(
    `| same, every request through Next's route handler | ${handled.reqPerSec} | ${handled.p50} | ${handled.p95} | ${handled.p99} | ${handled.non2xx} | ${handled.errors} |`,
  );
} finally {
  await site.stop();
}
