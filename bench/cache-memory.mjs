// Memory of the shared response cache (issue 8 item 3): fills it with distinct listing addresses on the
// built server and prints the server's RSS before and after, beside a same-run baseline with the cache off.
// Usage: npm run build && node bench/cache-memory.mjs
// BENCH_CACHE_URLS (default 600) addresses per round, two rounds; BENCH_CACHE_MAX_MB (default 16) the cap.
import { readFileSync } from 'node:fs';
import { benchDatabaseEnv, startSite } from './lib.mjs';

const PORT = 3230;
const URLS = Number(process.env.BENCH_CACHE_URLS ?? 600);
const MAX_MB = Number(process.env.BENCH_CACHE_MAX_MB ?? 16);
const CONNECTIONS = 4;
const base = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

function rssOf(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb * 1024;
}

const start = (env) => startSite({ port: PORT, env: { ...benchDatabaseEnv(), ...env } });

/** GETs every address (CONNECTIONS at a time, gzip accepted); returns the bytes a cache would keep of them. */
async function fill(paths) {
  let bodyBytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      bodyBytes += body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return bodyBytes;
}

const addresses = (from, count) => Array.from({ length: count }, (_, i) => `/khach-san/da-nang?min_price=${from + i}`);

async function measure(label, env) {
  const site = await start(env);
  try {
    await fill(addresses(1_000_000, 40)); // warm up Next (code, database caches) before the first reading
    const before = rssOf(site.pid);
    const bodies1 = await fill(addresses(0, URLS));
    const afterOne = rssOf(site.pid);
    const bodies2 = await fill(addresses(URLS, URLS));
    const afterTwo = rssOf(site.pid);
    const stats = (await (await fetch(`${base}/api/health`)).json()).data?.sharedCache;
    return { label, before, afterOne, afterTwo, bodies: bodies1 + bodies2, stats };
  } finally {
    await site.stop();
  }
}

// a first start seeds an empty database (and grows that process): not a reading
await (await start({ SHARED_CACHE: 'false' })).stop();
const off = await measure('cache off (baseline)', { SHARED_CACHE: 'false' });
const on = await measure(`cache on, SHARED_CACHE_MAX_MB=${MAX_MB}`, { SHARED_CACHE: 'true', SHARED_CACHE_MAX_MB: String(MAX_MB) });
const big = await measure('cache on, SHARED_CACHE_MAX_MB=4096 (no byte bound; listings still expire after 30 s)', {
  SHARED_CACHE: 'true',
  SHARED_CACHE_MAX_MB: '4096',
});

const mb = (bytes) => (bytes / MB).toFixed(1);
console.log(
  `\nbench/cache-memory.mjs: ${2 * URLS} distinct listing addresses (${URLS} per round, ${CONNECTIONS} connections), database ${benchDatabaseEnv().DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.log('| server | RSS before MB | after round 1 MB | after round 2 MB | growth MB | bodies served MB |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of [off, on, big]) {
  console.log(`| ${r.label} | ${mb(r.before)} | ${mb(r.afterOne)} | ${mb(r.afterTwo)} | ${mb(r.afterTwo - r.before)} | ${mb(r.bodies)} |`);
}
const s = on.stats ?? {};
console.log(
  `\ncache after the run: ${s.entries} entries, ${mb(s.bytes ?? 0)} MB counted (cap ${mb(s.maxBytes ?? 0)} MB), ${s.evictions} evictions, ${s.misses} misses, ${s.hits} hits`,
);
const b = big.stats ?? {};
console.log(`without a byte bound: ${b.entries} entries, ${mb(b.bytes ?? 0)} MB counted`);
const growth = (r) => r.afterTwo - r.before - (off.afterTwo - off.before);
console.log(`RSS growth beyond the baseline's: ${mb(growth(on))} MB with the ${MAX_MB} MB cap, ${mb(growth(big))} MB without a byte bound`);
