// Listing page SSR throughput at 16 connections with a bare-Node baseline serving the same HTML from
// memory in the same run. Usage: npm run build && node bench/listing.mjs
// BENCH_DATABASE_URL=postgres://... runs on PostgreSQL (seeded on first start); else PGlite.
import { benchDatabaseEnv, loadWithPercentiles, RENDER_EVERY_REQUEST, startBareServer, startSite } from './lib.mjs';

const SITE_PORT = 3220;
const BARE_PORT = 3221;
const PATH = process.env.BENCH_LISTING_PATH ?? '/khach-san/da-nang';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const env = benchDatabaseEnv();

const site = await startSite({ port: SITE_PORT, env });
try {
  const url = `http://127.0.0.1:${SITE_PORT}${PATH}`;
  const html = await (await fetch(url)).text();
  const bare = await startBareServer({ port: BARE_PORT, body: html, contentType: 'text/html; charset=utf-8' });
  try {
    await loadWithPercentiles(url, { connections: 4, duration: 2, headers: RENDER_EVERY_REQUEST });
    const listing = await loadWithPercentiles(url, { connections, duration });
    const baseline = await loadWithPercentiles(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration });
    const rendered = await loadWithPercentiles(url, { connections, duration, headers: RENDER_EVERY_REQUEST });
    console.log(
      `\nbench/listing.mjs: GET ${PATH}, ${connections} connections, ${duration} s, database ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, HTML ${(html.length / 1024).toFixed(0)} KB`,
    );
    console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const rows = [
      ['listing (shared response cache, 30 s)', listing],
      ['bare Node, same HTML', baseline],
      ['listing rendered by Next on every request', rendered],
    ];
    for (const [label, r] of rows) {
      console.log(`| ${label} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
    }
    console.log(
      `\nratio listing / bare: ${(listing.reqPerSec / baseline.reqPerSec).toFixed(3)} (req/s); rendered every request / bare: ${(rendered.reqPerSec / baseline.reqPerSec).toFixed(3)}`,
    );
  } finally {
    await bare.stop();
  }
} finally {
  await site.stop();
}
