// Render cost (issue "Render cost"): every page kind rendered on every request (SHARED_CACHE=false), 16 connections,
// beside the yardstick measured in the same run: a minimal Next app of the project's own Next and React
// (bench/yardstick, one force-dynamic page with an <h1> and a timestamp, built on demand). Per row: req/s, p50/p99,
// the app's CPU ms per request (server process tree; with PGlite the database runs inside it), the HTML KB and
// the ratio of req/s to the yardstick's (the mean of its runs before and after the pages: the host drifts).
// Usage: npm run build && npm run bench:render
// Env: BENCH_SECONDS (10) per row, BENCH_CONNECTIONS (16), BENCH_ONLY=<comma-separated row keys>,
// BENCH_DATABASE_URL=postgres://... (else PGlite in .data/bench-pglite, seeded on first start).
import { randomUUID } from 'node:crypto';
import { addDays, benchDatabaseEnv, loadWithPercentiles, startBareServer, startSite, startYardstick, treeCpuMs, vnToday } from './lib.mjs';

const SITE_PORT = 3240;
const YARDSTICK_PORT = 3241;
const BARE_PORT = 3242;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const env = benchDatabaseEnv();
const base = `http://127.0.0.1:${SITE_PORT}`;
const ddmmyyyy = (iso) => iso.split('-').reverse().join('-');
const today = vnToday();

/** Stays 3 to 62 days ahead, 1 to 3 nights: 180 query strings, so no answer is asked twice in a short row. */
const stays = (extra = {}) => {
  const out = [];
  for (let day = 3; day < 63; day++)
    for (let nights = 1; nights <= 3; nights++)
      out.push(new URLSearchParams({ ...extra, checkInDate: ddmmyyyy(addDays(today, day)), nights: String(nights) }).toString());
  return out;
};
/** What a traveller types, letter by letter: the words of bench/suggest.mjs and their prefixes (2 letters on). */
const SUGGEST_WORDS = ['da nang', 'ha noi', 'nha trang', 'phu quoc', 'vung tau', 'hoi an', 'sa pa', 'ho chi minh', 'resort', 'lotus'];
const suggestPaths = SUGGEST_WORDS.flatMap((w) =>
  [...w].map((_, i) => w.slice(0, i + 1)).filter((p) => p.length >= 2 && !p.endsWith(' ')),
).map((q) => `/api/v2-hotel/suggest?q=${encodeURIComponent(q)}`);

/** The ratio each row must reach (issue "Render cost"); rows without one are shown for reference. */
const TARGETS = {
  light: 0.6,
  home: 0.3,
  listing: 0.3,
  listingStay: 0.3,
  hotel: 0.3,
  deal: 0.3,
  route: 0.3,
  flightResults: 0.3,
  searchApi: 0.6,
  suggest: 0.6,
};

const rotating = (paths) => {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
};

async function firstOk(path, headers = {}) {
  const answer = await fetch(base + path, { headers, redirect: 'manual' });
  if (!answer.ok) throw new Error(`bench/render.mjs: ${path} answered ${answer.status}`);
  return answer;
}

/** The addresses of the rows: found through the site itself, as a visitor would (links and public APIs). */
async function discover() {
  const listingHtml = await (await firstOk('/khach-san/da-nang')).text();
  const hotel = listingHtml.match(/href="(\/khach-san\/vn\/[^"?#]+)/)?.[1];
  const region = (await (await firstOk('/api/v2-hotel/suggest?q=da%20nang')).json()).data.regions.find((r) => r.seo_url === 'da-nang');
  const deals = (await (await firstOk('/api/v2-hotel/deals/?lang=vi&page=1&page_size=12')).json()).data.items;
  const deal = deals.find((d) => !d.sold_out)?.path;
  if (!hotel || !region || !deal) throw new Error(`bench/render.mjs: could not find a hotel (${hotel}), Đà Nẵng or a deal (${deal})`);
  return { hotel, regionId: String(region.regionid), deal, order: await dealOrder(deals.filter((d) => !d.sold_out)) };
}

/** A guest buys one deal (bank transfer, left unpaid): its order page, opened with the guest's cookie. */
async function dealOrder(items) {
  for (const item of items) {
    const bought = await fetch(`${base}/api/v3-booking/fe/deal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), origin: base },
      body: JSON.stringify({
        kind: item.deal_type,
        deal_id: item.id,
        price_deal_id: item.from_price.id,
        quantity: 1,
        buyer: { full_name: 'Nguyễn Văn An', email: 'bench@example.com', phone: '0912345678' },
        payment_method: 'payment_method_bank_transfer',
        lang: 'vi',
      }),
    });
    if (bought.status !== 201) continue;
    const code = (await bought.json()).data?.order?.order_number;
    const cookie = (bought.headers.get('set-cookie') ?? '').split(';')[0];
    if (code && cookie) return { path: `/don-hang/${code}`, headers: { cookie } };
  }
  throw new Error('bench/render.mjs: could not buy a deal for the order page');
}

/** One row: warm-up (4 connections, 2 s), then the load with the server tree's CPU read before and after. */
async function measure({ port, pid, paths, headers = {} }) {
  const url = `http://127.0.0.1:${port}`;
  const first = await fetch(url + paths[0], { headers });
  if (!first.ok) console.error(`bench/render.mjs: ${paths[0]} answered ${first.status}`);
  const bytes = (await first.arrayBuffer()).byteLength;
  const requests = rotating(paths).map((r) => ({ ...r, headers }));
  await loadWithPercentiles(url, { connections: 4, duration: 2, requests });
  const cpu0 = treeCpuMs(pid);
  const result = await loadWithPercentiles(url, { connections, duration, requests });
  const cpuMs = result.requests ? (treeCpuMs(pid) - cpu0) / result.requests : NaN;
  return { ...result, cpuMs, kb: bytes / 1024 };
}

const yardstick = await startYardstick({ port: YARDSTICK_PORT });
const site = await startSite({ port: SITE_PORT, env, sharedCache: false });
const rows = [];
const yardRuns = [];
try {
  const found = await discover();
  const rowsToRun = [
    ['light', 'lightest page /tra-cuu-don-hang (no database work)', ['/tra-cuu-don-hang']],
    ['home', 'home /', ['/']],
    ['listing', 'listing /khach-san/da-nang', ['/khach-san/da-nang']],
    ['listingStay', 'the same listing with a stay (180 stays)', stays().map((q) => `/khach-san/da-nang?${q}`)],
    ['hotel', `hotel page ${found.hotel}`, [found.hotel]],
    [
      'searchApi',
      'search API, Đà Nẵng with a stay (180 stays)',
      stays({ regionId: found.regionId }).map((q) => `/api/v2-hotel/hotels/search?${q}`),
    ],
    ['suggest', `suggest API (${suggestPaths.length} typed prefixes)`, suggestPaths],
    ['flights', 'flights landing /ve-may-bay', ['/ve-may-bay']],
    [
      'flightResults',
      'flight results HAN → DAD (30 days)',
      Array.from({ length: 30 }, (_, i) => `/ve-may-bay/tim-kiem?ap=HAN.DAD&dt=${ddmmyyyy(addDays(today, 10 + i))}&ps=1.0.0`),
    ],
    ['route', 'route page /ve-may-bay/ha-noi-di-da-nang-han-dad', ['/ve-may-bay/ha-noi-di-da-nang-han-dad']],
    ['deals', 'deals list /deals', ['/deals']],
    ['deal', `deal page ${found.deal}`, [found.deal]],
    ['order', 'order page (a guest, its cookie)', [found.order.path], found.order.headers],
    ['health', '/api/health (a route handler and one query)', ['/api/health']],
  ].filter(([key]) => !only || only.has(key));

  yardRuns.push(await measure({ port: YARDSTICK_PORT, pid: yardstick.pid, paths: ['/'] }));
  let listingHtml;
  for (const [key, label, paths, headers] of rowsToRun) {
    const result = await measure({ port: SITE_PORT, pid: site.pid, paths, headers });
    rows.push({ key, label, ...result });
    if (key === 'listing') listingHtml = await (await fetch(base + paths[0])).text();
  }
  yardRuns.push(await measure({ port: YARDSTICK_PORT, pid: yardstick.pid, paths: ['/'] }));
  if (listingHtml) {
    const bare = await startBareServer({ port: BARE_PORT, body: listingHtml, contentType: 'text/html; charset=utf-8' });
    try {
      rows.push({
        key: 'bare',
        label: "bare Node serving the listing's bytes",
        ...(await measure({ port: BARE_PORT, pid: process.pid, paths: ['/'] })),
        cpuMs: NaN,
      });
    } finally {
      await bare.stop();
    }
  }
} finally {
  await site.stop();
  await yardstick.stop();
}

const yard = yardRuns.reduce((sum, r) => sum + r.reqPerSec, 0) / yardRuns.length;
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
console.log(
  `\nbench/render.mjs: Next ${yardstick.version}, ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, SHARED_CACHE=false, ${connections} connections, ${duration} s per row`,
);
console.log(
  `yardstick (minimal Next app, force-dynamic): ${yardRuns.map((r) => r.reqPerSec).join(' then ')} req/s (mean ${Math.round(yard)}), ${yardRuns.map((r) => fixed(r.cpuMs, 2)).join(' / ')} CPU ms per request, ${fixed(yardRuns[0].kb)} KB`,
);
console.log('| target | req/s | p50 ms | p99 ms | CPU ms/req | HTML/JSON KB | ratio to Next | target ratio | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const ratio = r.reqPerSec / yard;
  const target = TARGETS[r.key];
  const verdict = target === undefined ? '' : `≥ ${target} ${ratio >= target ? 'met' : 'NOT met'}`;
  console.log(
    `| ${r.label} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${fixed(r.cpuMs, 2)} | ${fixed(r.kb)} | ${ratio.toFixed(3)} | ${verdict} | ${r.non2xx} |`,
  );
}
