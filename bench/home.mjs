// Home page and banner API throughput against the built site, with a bare-Node baseline serving the
// same home HTML from memory in the same run. Usage: npm run build && npm run bench:home
// Env: BENCH_DATABASE_URL=postgres://... to run on PostgreSQL (seeded by you); else PGlite in .data/bench-pglite.
import { benchDatabaseEnv, load, printTable, RENDER_EVERY_REQUEST, startBareServer, startSite } from './lib.mjs';

const SITE_PORT = 3200;
const BARE_PORT = 3201;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const env = benchDatabaseEnv();

const site = await startSite({ port: SITE_PORT, env });
const base = `http://127.0.0.1:${SITE_PORT}`;
try {
  const html = await (await fetch(`${base}/`)).text();
  const bare = await startBareServer({ port: BARE_PORT, body: html, contentType: 'text/html; charset=utf-8' });
  try {
    // warm up the routes once
    await load(`${base}/`, { connections: 4, duration: 2, headers: RENDER_EVERY_REQUEST });
    const rows = [
      { label: 'GET / (shared response cache, 60 s)', ...(await load(`${base}/`, { connections, duration })) },
      {
        label: 'GET /api/v2-common/banners/?position=home_slideshow',
        ...(await load(`${base}/api/v2-common/banners/?position=home_slideshow`, { connections, duration })),
      },
      { label: 'bare Node, same home HTML from memory', ...(await load(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration })) },
      {
        label: 'GET / rendered by Next on every request',
        ...(await load(`${base}/`, { connections, duration, headers: RENDER_EVERY_REQUEST })),
      },
    ];
    console.log(
      `\nbench/home.mjs: ${connections} connections, ${duration} s each, database ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; home HTML ${(html.length / 1024).toFixed(1)} KB`,
    );
    printTable(rows);
    console.log(
      `\nratio home / bare: ${(rows[0].reqPerSec / rows[2].reqPerSec).toFixed(3)} (req/s); rendered every request / bare: ${(rows[3].reqPerSec / rows[2].reqPerSec).toFixed(3)}`,
    );
  } finally {
    await bare.stop();
  }
} finally {
  await site.stop();
}
