// The deals benchmark (issue "Deals, vouchers and combos"), on PostgreSQL, nothing from the shared response cache
// (SHARED_CACHE=false), at 16 connections, each beside a bare Node server returning the same bytes from memory:
// - the deal list API over every category x sort x page x language (combo cards carry their calendar's lowest day);
// - the deal page (server-rendered HTML) of every deal in both languages;
// - the combo month calendar over every combo deal x origin x the next 3 months;
// - buying vouchers (POST /v3-booking/fe/deal, a new guest and Idempotency-Key each), then the oversell check:
//   units sold = orders made.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_deals npm run bench:deals
// (the database is created, migrated and seeded if empty); BENCH_SECONDS (default 10) per measurement.
import { randomUUID } from 'node:crypto';
import { ensureDatabase, loadWithPercentiles, startBareServer, startSite, vnToday, withClient } from './lib.mjs';

const SITE_PORT = 3272;
const BARE_PORT = 3273;
const connections = 16;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;

if (!databaseUrl) {
  console.error('bench/deals.mjs measures on PostgreSQL: set BENCH_DATABASE_URL (the database is created and seeded if empty)');
  process.exit(2);
}

/** One request template whose path (or body) comes from a counter shared by every connection. */
const rotatingPaths = (paths) => {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
};
const rotatingBodies = (path, bodies) => {
  let next = 0;
  return [
    {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
    },
  ];
};

async function measure(label, { first, warm, run, contentType = 'application/json' }) {
  const base = `http://127.0.0.1:${SITE_PORT}`;
  const answer = await first(base);
  if (!answer.ok) console.error(`bench/deals.mjs: ${label}: first answer ${answer.status} ${await answer.clone().text()}`);
  const body = Buffer.from(await answer.arrayBuffer());
  if (warm) await loadWithPercentiles(base, { connections: 4, duration: 2, requests: warm });
  const site = await loadWithPercentiles(base, { connections, duration, requests: run });
  const bare = await startBareServer({ port: BARE_PORT, body, contentType });
  try {
    const baseline = await loadWithPercentiles(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration });
    return { label, site, baseline, bytes: body.length };
  } finally {
    await bare.stop();
  }
}

/** Next month's first day, `i` months on, as YYYY-MM. */
const monthOf = (today, i) => {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + i, 1)).toISOString().slice(0, 7);
};

await ensureDatabase(databaseUrl);
const site = await startSite({
  port: SITE_PORT,
  env: { DATABASE_URL: databaseUrl, AUTO_SEED: 'true', BOOKING_RATE_LIMIT_PER_MINUTE: '1000000', SANDBOXES: 'true' },
  sharedCache: false,
});
const rows = [];
let purchase;
try {
  const today = vnToday();
  const base = `http://127.0.0.1:${SITE_PORT}`;
  const { categories, deals, combos, voucher } = await withClient(databaseUrl, async (client) => {
    const { rows: categories } = await client.query(`select slug from deal_categories order by id`);
    const { rows: deals } = await client.query(`select id from deals where status = 'active' order by id`);
    const { rows: combos } = await client.query(
      `select distinct d.id, f.origin_airport as origin from deals d join deal_flights f on f.deal_id = d.id where d.deal_type = 'combo' and d.status = 'active' order by 1, 2`,
    );
    // one voucher deal with units for the whole run (the oversell check counts them after)
    const { rows: picked } = await client.query(
      `select d.id, p.id as price_id from deals d join deal_prices p on p.deal_id = d.id
        where d.deal_type = 'voucher' and d.status = 'active' and d.sale_starts_at <= now() and d.sale_ends_at > now() order by d.id, p.sell_price limit 1`,
    );
    await client.query(`update deals set quantity_total = quantity_sold + 1000000, max_per_order = 5 where id = $1`, [picked[0].id]);
    return { categories, deals, combos, voucher: picked[0] };
  });
  if (deals.length === 0) throw new Error('no deals: the database was seeded before deals and the site did not add them');

  const listPaths = [];
  for (const lang of ['vi', 'en'])
    for (const sort of ['popular', 'price_asc', 'price_desc', 'newest'])
      for (const category of ['', ...categories.map((c) => c.slug)])
        for (const page of [1, 2])
          listPaths.push(
            `/api/v2-hotel/deals/?lang=${lang}&sort=${sort}&page=${page}&page_size=6${category ? `&category=${category}` : ''}`,
          );
  rows.push(
    await measure(`deal list API (${listPaths.length} addresses)`, {
      first: (b) => fetch(b + listPaths[0]),
      warm: rotatingPaths(listPaths),
      run: rotatingPaths(listPaths),
    }),
  );

  // the deal page: the id decides, a redirect gives the right slug once
  const pagePaths = [];
  for (const { id } of deals) {
    const answer = await fetch(`${base}/deals/x-${id}`, { redirect: 'manual' });
    const path = new URL(answer.headers.get('location') ?? `/deals/x-${id}`, base).pathname;
    pagePaths.push(path, `/en${path}`);
  }
  rows.push(
    await measure(`deal page SSR (${pagePaths.length} pages, vi + en)`, {
      first: (b) => fetch(b + pagePaths[0]),
      warm: rotatingPaths(pagePaths),
      run: rotatingPaths(pagePaths),
      contentType: 'text/html; charset=utf-8',
    }),
  );

  const calendarPath = '/api/flight-service/v1/combo-search-month-v2';
  const bodies = combos.flatMap(({ id, origin }) => [0, 1, 2].map((i) => JSON.stringify({ dealId: id, origin, month: monthOf(today, i) })));
  rows.push(
    await measure(`combo calendar month (${bodies.length} deal x origin x month keys; a minute's memo answers repeats)`, {
      first: (b) => fetch(b + calendarPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0] }),
      run: rotatingBodies(calendarPath, bodies),
    }),
  );

  const buyBody = (quantity) =>
    JSON.stringify({
      kind: 'voucher',
      deal_id: voucher.id,
      price_deal_id: voucher.price_id,
      quantity,
      buyer: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '0912345678' },
      payment_method: 'payment_method_bank_transfer',
      lang: 'vi',
    });
  const soldBefore = await withClient(
    databaseUrl,
    async (client) => (await client.query(`select quantity_sold as n from deals where id = $1`, [voucher.id])).rows[0].n,
  );
  const ordersBefore = await withClient(
    databaseUrl,
    async (client) => (await client.query(`select count(*)::int as n from order_deal_items where deal_id = $1`, [voucher.id])).rows[0].n,
  );
  rows.push(
    await measure('buy 1 voucher (POST /v3-booking/fe/deal: units, order, mail, payment start)', {
      first: (b) =>
        fetch(b + '/api/v3-booking/fe/deal', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: buyBody(1),
        }),
      run: [
        {
          method: 'POST',
          path: '/api/v3-booking/fe/deal',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: buyBody(1),
          }),
        },
      ],
    }),
  );
  purchase = await withClient(databaseUrl, async (client) => {
    const sold = (await client.query(`select quantity_sold as n from deals where id = $1`, [voucher.id])).rows[0].n - soldBefore;
    const items = (
      await client.query(`select coalesce(sum(quantity), 0)::int as n, count(*)::int as orders from order_deal_items where deal_id = $1`, [
        voucher.id,
      ])
    ).rows[0];
    return { sold, orders: items.orders - ordersBefore };
  });
} finally {
  await site.stop();
}

console.log(`\nbench/deals.mjs: PostgreSQL, SHARED_CACHE=false, ${connections} connections, ${duration} s per measurement`);
console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | bytes | bare req/s | bare p95 ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { label, site: s, baseline: b, bytes } of rows) {
  console.log(
    `| ${label} | ${s.reqPerSec} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.non2xx} | ${s.errors} | ${bytes} | ${b.reqPerSec} | ${b.p95} |`,
  );
}
console.log(
  `\noversell check: ${purchase.sold} units taken, ${purchase.orders} orders made: ${purchase.sold === purchase.orders ? 'equal' : 'NOT EQUAL'}`,
);
