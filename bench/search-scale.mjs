// The scale benchmark (issue 13), on PostgreSQL, nothing served from the shared response cache
// (SHARED_CACHE=false) and no address asked twice in a row, each beside a bare Node server returning the
// same bytes from memory in the same run:
// - at 200,000 hotels (BENCH_DATABASE_URL): the listing of the city or province with the most hotels
//   (16 connections), the search API for it without and with a price filter (16) and suggest (32), then the
//   server's RSS;
// - at 10,000 hotels (BENCH_DATABASE_URL_10K, optional): a typical province's listing (16);
// - two floors, printed under the rows: suggest answered from its memo alone (32) and the lightest page (16), what
//   this machine and framework give with no search work, and the throughput each percentile target implies.
// Beside each: the server's and (when it runs on this machine) PostgreSQL's CPU per request, read from /proc, and
// the ratio of its req/s to the yardstick's at the same connections (issue 36): a minimal Next app of the same Next
// and React (bench/yardstick), measured at 16 and 32 connections before and after the rows, the mean used.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://…/big BENCH_DATABASE_URL_10K=postgres://…/bench10k npm run bench:search-scale
// BENCH_SECONDS (default 10) per measurement; BENCH_10K_REGION=<seo_url> picks the 10k province;
// BENCH_SITE_PORT, BENCH_BARE_PORT, BENCH_YARDSTICK_PORT (3230, 3231, 3232).
import {
  addDays,
  databaseQuiet,
  loadWithPercentiles,
  localPostgresCpuMs,
  processCpuMs,
  startBareServer,
  startSite,
  vmRssMb,
  vnToday,
  withClient,
  yardstickRuns,
} from './lib.mjs';

const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 3230);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3231);
const YARDSTICK_PORT = Number(process.env.BENCH_YARDSTICK_PORT ?? 3232);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const BIG = process.env.BENCH_DATABASE_URL;
const TEN_K = process.env.BENCH_DATABASE_URL_10K;
/** More distinct prefixes than suggest's per-process memo holds (5,000): every request reaches the database. */
const SUGGEST_PREFIXES = 6_000;
/** The price ranges of the price-filtered row: a filter whose facets are counted with the stay. */
const PRICE_FILTER = ['500000-1000000', '1000000-2000000'];
/** Floor rows: prefixes few enough that suggest's memo holds them all after the warm-up, and a page with no search. */
const FLOOR_PREFIXES = 500;
const LIGHT_PAGE = '/tra-cuu-don-hang';
const TARGETS = { listingReqPerSec: 30, listingP99: 300, searchP95: 50, suggestP95: 30, tenKReqPerSec: 100, rssMb: 1024 };
/** Issue 36: req/s as a share of the yardstick's at the same connections. */
const RATIO_TARGETS = { listing: 0.12, search: 0.25, suggest: 0.8 };

if (!BIG) {
  console.error(
    'bench/search-scale.mjs: set BENCH_DATABASE_URL to a PostgreSQL database with 200,000 hotels (npm run db:seed -- --hotels 200000)',
  );
  process.exit(2);
}

/**
 * Provinces and cities with the hotels the site lists under them: a hotel counts in its province and in its city
 * (once where the city is the province, as Ho Chi Minh City).
 */
const REGION_COUNTS = `
  select r.id, r.name, r.kind, r.seo_url, c.n::int as hotels from (
    select region_id, count(*) as n from (
      select province_id as region_id from hotels
      union all select city_id from hotels where city_id is not null and city_id <> province_id
    ) x group by region_id
  ) c join regions r on r.id = c.region_id`;

const largestRegion = (client) => client.query(`${REGION_COUNTS} order by c.n desc, r.id limit 1`).then((r) => r.rows[0]);

/**
 * BENCH_10K_REGION, else the province holding the median hotel (provinces by hotel count): the listing a
 * typical traveller's destination shows, not the many provinces with a handful of hotels.
 */
async function typicalProvince(client) {
  const wanted = process.env.BENCH_10K_REGION;
  if (wanted) return (await client.query(`${REGION_COUNTS} where r.seo_url = $1`, [wanted])).rows[0];
  const { rows } = await client.query(`${REGION_COUNTS} where r.kind = 'province' order by c.n desc, r.id`);
  const half = rows.reduce((sum, r) => sum + r.hotels, 0) / 2;
  let seen = 0;
  return rows.find((r) => (seen += r.hotels) >= half);
}

/** Word-start prefixes of hotel and region names, as they are typed (2 letters and more), in a fixed shuffle. */
async function suggestPrefixes(client) {
  const { rows } = await client.query(`
    (select search_key from regions where country_code = 'VN')
    union all (select search_key from hotels order by id limit 4000)`);
  const prefixes = new Set();
  for (const { search_key: key } of rows) {
    const words = key.split(' ').filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const phrase = words.slice(i, i + 2).join(' ');
      for (let n = 2; n <= Math.min(phrase.length, 12); n++) if (phrase[n - 1] !== ' ') prefixes.add(phrase.slice(0, n));
    }
  }
  const list = [...prefixes];
  let seed = 13;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list.slice(0, SUGGEST_PREFIXES);
}

const ddmmyyyy = (iso) => iso.split('-').reverse().join('-');

/**
 * Listing and search queries for one region: check-in 3 to 92 days ahead, 1 to 3 nights, each as page 1, page 2,
 * cheapest first and 4-5 stars. 1,080 addresses: a short run asks none twice.
 */
function stayQueries(extra = {}) {
  const today = vnToday();
  const shapes = [{}, { page: '2' }, { sort_by: 'price', sort_mode: 'asc' }, { star: '4,5' }];
  const queries = [];
  for (let day = 3; day < 93; day++)
    for (let nights = 1; nights <= 3; nights++)
      for (const shape of shapes)
        queries.push(
          new URLSearchParams({ ...extra, checkInDate: ddmmyyyy(addDays(today, day)), nights: String(nights), ...shape }).toString(),
        );
  return queries;
}

/** One request template whose path comes from a counter shared by every connection, so they never ask in step. */
function rotating(paths) {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

/**
 * The site under load over `paths`, then a bare server answering the first path's bytes, same connections.
 * Warm-up runs on other addresses than the measured ones, or on the measured ones with `warmMeasured` (a floor
 * row, whose answers are meant to come from the memo).
 */
async function measure(label, paths, { connections, contentType, databaseUrl, pid, warmMeasured = false }) {
  await databaseQuiet(databaseUrl);
  const base = `http://127.0.0.1:${SITE_PORT}`;
  const first = await fetch(base + paths[0]);
  // a failing site is measured and shown (non-2xx), not skipped; the baseline then serves that answer
  if (!first.ok) console.error(`bench/search-scale.mjs: ${paths[0]} answered ${first.status}`);
  const body = Buffer.from(await first.arrayBuffer());
  const measured = warmMeasured ? paths : paths.slice(1, -200);
  await loadWithPercentiles(base, {
    connections: 4,
    duration: warmMeasured ? 4 : 2,
    requests: rotating(warmMeasured ? paths : paths.slice(-200)),
  });
  await databaseQuiet(databaseUrl);
  const [node0, pg0] = [processCpuMs(pid), localPostgresCpuMs()];
  const site = await loadWithPercentiles(base, { connections, duration, requests: rotating(measured) });
  // CPU per answered request: steadier than req/s when the host's speed drifts, and it says which side to work on
  const perRequest = (ms) => (site.requests ? (ms / site.requests).toFixed(2) : '–');
  const pg1 = localPostgresCpuMs();
  site.nodeCpuMs = perRequest(processCpuMs(pid) - node0);
  site.postgresCpuMs = pg0 === null || pg1 === null ? '–' : perRequest(pg1 - pg0);
  await databaseQuiet(databaseUrl);
  const bare = await startBareServer({ port: BARE_PORT, body, contentType });
  try {
    const baseline = await loadWithPercentiles(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration });
    return { label: first.ok ? label : `${label} (first answer ${first.status})`, connections, site, baseline };
  } finally {
    await bare.stop();
  }
}

const rows = [];
const floors = [];
let rssMb;
const yardBefore = await yardstickRuns({ port: YARDSTICK_PORT, connections: [16, 32], duration });
const big = await withClient(BIG, async (client) => ({
  hotels: (await client.query('select count(*)::int as n from hotels')).rows[0].n,
  region: await largestRegion(client),
  prefixes: await suggestPrefixes(client),
}));
const listingPath = (region, query) => `/khach-san/${region.seo_url}?${query}`;

const site = await startSite({ port: SITE_PORT, env: { DATABASE_URL: BIG }, sharedCache: false });
try {
  const html = { contentType: 'text/html; charset=utf-8', databaseUrl: BIG, pid: site.pid };
  const json = { contentType: 'application/json', databaseUrl: BIG, pid: site.pid };
  rows.push(
    await measure(
      `listing ${big.region.name} (${big.region.hotels} hotels), uncached SSR`,
      stayQueries().map((q) => listingPath(big.region, q)),
      { connections: 16, ...html },
    ),
  );
  rows.push(
    await measure(
      'search API, same region, uncached',
      stayQueries({ regionId: String(big.region.id) }).map((q) => `/api/v2-hotel/hotels/search?${q}`),
      { connections: 16, ...json },
    ),
  );
  const priceFilter = { regionId: String(big.region.id), price: PRICE_FILTER.join(',') };
  rows.push(
    await measure(
      'search API, same region, two price ranges ticked',
      stayQueries(priceFilter).map((q) => `/api/v2-hotel/hotels/search?${q}`),
      { connections: 16, ...json },
    ),
  );
  rows.push(
    await measure(
      `suggest, ${big.prefixes.length} prefixes, uncached`,
      big.prefixes.map((q) => `/api/v2-hotel/suggest?q=${encodeURIComponent(q)}`),
      { connections: 32, ...json },
    ),
  );
  rssMb = vmRssMb(site.pid);
  // floors: what this machine and framework give with no search work, to read the targets against
  const memoPrefixes = big.prefixes.slice(0, FLOOR_PREFIXES).map((q) => `/api/v2-hotel/suggest?q=${encodeURIComponent(q)}`);
  floors.push(
    await measure(`floor: suggest, every answer from the memo (${FLOOR_PREFIXES} prefixes, warmed)`, memoPrefixes, {
      connections: 32,
      ...json,
      warmMeasured: true,
    }),
  );
  floors.push(
    await measure(`floor: the lightest page, ${LIGHT_PAGE} (no database work)`, Array(1_000).fill(LIGHT_PAGE), {
      connections: 16,
      ...html,
    }),
  );
} finally {
  await site.stop();
}

let tenK;
if (TEN_K) {
  tenK = await withClient(TEN_K, async (client) => ({
    hotels: (await client.query('select count(*)::int as n from hotels')).rows[0].n,
    region: await typicalProvince(client),
  }));
  const small = await startSite({ port: SITE_PORT, env: { DATABASE_URL: TEN_K }, sharedCache: false });
  try {
    rows.push(
      await measure(
        `listing ${tenK.region.name} (${tenK.region.hotels} hotels) at ${tenK.hotels} hotels, uncached SSR`,
        stayQueries().map((q) => listingPath(tenK.region, q)),
        { connections: 16, contentType: 'text/html; charset=utf-8', databaseUrl: TEN_K, pid: small.pid },
      ),
    );
  } finally {
    await small.stop();
  }
}

await databaseQuiet(TEN_K ?? BIG);
const yardAfter = await yardstickRuns({ port: YARDSTICK_PORT, connections: [16, 32], duration });
const yard = Object.fromEntries(
  [16, 32].map((c) => {
    const pair = [yardBefore.runs[c], yardAfter.runs[c]];
    const mean = (key) => pair.reduce((sum, r) => sum + r[key], 0) / pair.length;
    return [c, { pair, reqPerSec: mean('reqPerSec'), answered: mean('requests'), cpuMs: mean('cpuMs') }];
  }),
);
// answered requests over the same duration, not the rounded req/s: a row of 1 to 3 req/s keeps its precision
const ratio = (row) => row.site.requests / yard[row.connections].answered;

console.log(
  `\nbench/search-scale.mjs: Next ${yardBefore.version}, PostgreSQL, ${big.hotels} hotels, SHARED_CACHE=false, ${duration} s per measurement; largest region ${big.region.name} (${big.region.kind}, /khach-san/${big.region.seo_url}) with ${big.region.hotels} hotels${tenK ? `; 10k database: ${tenK.hotels} hotels, ${tenK.region.name} (${tenK.region.kind}) with ${tenK.region.hotels}` : '; BENCH_DATABASE_URL_10K not set: no 10k row'}`,
);
console.log(
  '| target | conn. | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | Node CPU ms/req | PostgreSQL CPU ms/req | bare req/s | bare p95 ms | req/s site / bare | ratio to Next |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [c, { pair, reqPerSec, cpuMs }] of Object.entries(yard)) {
  const both = (key) => pair.map((r) => r[key]).join(' / ');
  console.log(
    `| yardstick: minimal Next app, force-dynamic (${both('reqPerSec')} req/s before / after the rows; the mean) | ${c} | ${Math.round(reqPerSec)} | ${both('p50')} | ${both('p95')} | ${both('p99')} | ${both('non2xx')} | ${both('errors')} | ${cpuMs.toFixed(2)} | – | – | – | – | 1.000 |`,
  );
}
for (const { label, connections, site: s, baseline: b } of [...rows, ...floors]) {
  console.log(
    `| ${label} | ${connections} | ${s.reqPerSec} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.non2xx} | ${s.errors} | ${s.nodeCpuMs} | ${s.postgresCpuMs} | ${b.reqPerSec} | ${b.p95} | ${(s.reqPerSec / b.reqPerSec).toFixed(3)} | ${ratio({ site: s, connections }).toFixed(3)} |`,
  );
}
const [listing, search, , suggest, typical] = rows;
const verdict = (ok) => (ok ? 'met' : 'NOT met');
const ratioVerdict = (row, target) => `${ratio(row).toFixed(3)} ≥ ${target}: ${verdict(ratio(row) >= target)}`;
// closed loop: every connection always waits, so mean latency = connections / throughput, and a percentile
// bound needs at least this throughput (the percentile is above the mean)
const impliedReqPerSec = (connections, ms) => Math.ceil((connections * 1000) / ms);
console.log(
  `\nimplied by the percentile targets (closed loop, mean latency = connections / req/s): listing p99 ≤ ${TARGETS.listingP99} ms at 16 needs > ${impliedReqPerSec(16, TARGETS.listingP99)} req/s; search p95 ≤ ${TARGETS.searchP95} ms at 16 needs > ${impliedReqPerSec(16, TARGETS.searchP95)} req/s; suggest p95 ≤ ${TARGETS.suggestP95} ms at 32 needs > ${impliedReqPerSec(32, TARGETS.suggestP95)} req/s`,
);
console.log(`server RSS after the 200k runs: ${rssMb} MB (target ≤ ${TARGETS.rssMb} MB: ${verdict(rssMb <= TARGETS.rssMb)})`);
console.log(
  `targets: listing ≥ ${TARGETS.listingReqPerSec} req/s and p99 ≤ ${TARGETS.listingP99} ms: ${verdict(listing.site.reqPerSec >= TARGETS.listingReqPerSec && listing.site.p99 <= TARGETS.listingP99)}; search p95 ≤ ${TARGETS.searchP95} ms: ${verdict(search.site.p95 <= TARGETS.searchP95)}; suggest p95 ≤ ${TARGETS.suggestP95} ms: ${verdict(suggest.site.p95 <= TARGETS.suggestP95)}${typical ? `; 10k listing ≥ ${TARGETS.tenKReqPerSec} req/s: ${verdict(typical.site.reqPerSec >= TARGETS.tenKReqPerSec)}` : ''}`,
);
console.log(
  `ratio targets (req/s / the yardstick's at the same connections): listing ${ratioVerdict(listing, RATIO_TARGETS.listing)}; search API ${ratioVerdict(search, RATIO_TARGETS.search)}; suggest at 32 connections ${ratioVerdict(suggest, RATIO_TARGETS.suggest)}`,
);
