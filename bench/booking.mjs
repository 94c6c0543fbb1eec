// Booking under load (issue "Hotel booking"), on PostgreSQL: request-price holds per second and p99 at 16
// connections across many hotels, then the oversell check (no night of any room type holds or sells more
// rooms than it has, and every hold row adds up to room_inventory.held); and the hotel page rendered on every
// request (hotel pages are never in the shared cache). Each beside a bare Node server returning the same bytes.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/booking.mjs
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { addDays, ensureDatabase, loadWithPercentiles, startBareServer, startSite, vnToday } from './lib.mjs';

const PORT = 3260;
const BARE_PORT = 3261;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('bench/booking.mjs measures holds on PostgreSQL: set BENCH_DATABASE_URL (the database is created and seeded if empty)');
  process.exit(1);
}
const origin = `http://127.0.0.1:${PORT}`;
const today = vnToday();

/** Rate plans of many hotels, cheapest first per hotel, for requests spread over hotels and dates. */
async function targets(db) {
  const { rows } = await db.query(
    `select distinct on (p.hotel_id) p.hotel_id, p.id as rate_plan_id
       from rate_plans p join hotels h on h.id = p.hotel_id
      where h.country_code = 'VN'
      order by p.hotel_id, p.base_price
      limit 2000`,
  );
  return rows;
}

async function oversellCheck(db) {
  const over = await db.query('select count(*)::int as n from room_inventory where held < 0 or sold < 0 or held + sold > allotment');
  const mismatch = await db.query(
    `select count(*)::int as n from room_inventory i
       full join (select h.room_type_id, h.stay_date, sum(h.rooms)::int as rooms
                    from booking_holds h join booking_requests r on r.id = h.booking_request_id
                   group by h.room_type_id, h.stay_date) h
         on h.room_type_id = i.room_type_id and h.stay_date = i.stay_date
      where coalesce(i.held, 0) <> coalesce(h.rooms, 0)`,
  );
  const holds = await db.query(`select count(*)::int as n from booking_requests where status = 'HELD'`);
  return { overAllotment: over.rows[0].n, heldMismatch: mismatch.rows[0].n, heldRequests: holds.rows[0].n };
}

await ensureDatabase(databaseUrl);
const site = await startSite({
  port: PORT,
  // long holds so that nothing expires during the run (the sweep does not change the counts we check); one
  // address sends everything here, so the per-address limit is lifted
  env: { DATABASE_URL: databaseUrl, AUTO_SEED: 'true', BOOKING_HOLD_MINUTES: '60', BOOKING_RATE_LIMIT_PER_MINUTE: '1000000' },
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const plans = await targets(db);
  if (plans.length === 0) throw new Error('no rate plans: is the database seeded?');
  let n = 0;
  const body = () => {
    const plan = plans[n % plans.length];
    const checkIn = addDays(today, 7 + ((n * 7) % 300));
    n += 1;
    return JSON.stringify({
      hotel_id: plan.hotel_id,
      check_in: checkIn,
      nights: 1 + (n % 3),
      adults: 1,
      rooms: [{ rate_plan_id: plan.rate_plan_id, room_count: 1 }],
    });
  };
  const url = `${origin}/api/v3-booking/booking-requests/request-price/`;
  const first = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'idempotency-key': randomUUID() },
    body: body(),
  });
  const firstText = await first.text();
  if (first.status !== 201) throw new Error(`request-price answered ${first.status}: ${firstText}`);
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        body: body(),
        headers: { ...request.headers, 'content-type': 'application/json', origin, 'idempotency-key': randomUUID() },
      }),
    },
  ];
  const before = await oversellCheck(db);
  const holds = await loadWithPercentiles(url, { connections, duration, requests });
  const after = await oversellCheck(db);

  const bare = await startBareServer({ port: BARE_PORT, body: firstText, contentType: 'application/json' });
  const bareJson = await loadWithPercentiles(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration });
  await bare.stop();

  // a hotel page from a listing, as a traveller opens it
  const listing = await (await fetch(`${origin}/khach-san/da-nang`)).text();
  const hotelPath = listing.match(/href="(\/khach-san\/vn\/[^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  if (!hotelPath) throw new Error('no hotel link on the listing');
  const pageUrl = `${origin}${hotelPath}`;
  const html = await (await fetch(pageUrl)).text();
  await loadWithPercentiles(pageUrl, { connections: 4, duration: 2 });
  const page = await loadWithPercentiles(pageUrl, { connections, duration });
  const barePage = await startBareServer({ port: BARE_PORT, body: html, contentType: 'text/html; charset=utf-8' });
  const barePageLoad = await loadWithPercentiles(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration });
  await barePage.stop();

  console.log(
    `\nbench/booking.mjs: ${connections} connections, ${duration} s each, PostgreSQL, ${plans.length} hotels x 300 check-in dates`,
  );
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | ratio to bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, r, base] of [
    ['POST request-price (a hold on every night, one transaction)', holds, bareJson],
    ['bare Node, same JSON from memory', bareJson, bareJson],
    [`hotel page ${hotelPath.split('?')[0]} (rendered every request)`, page, barePageLoad],
    ['bare Node, same HTML from memory', barePageLoad, barePageLoad],
  ]) {
    console.log(
      `| ${label} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${(r.reqPerSec / Math.max(1, base.reqPerSec)).toFixed(3)} |`,
    );
  }
  console.log(
    `\nholds placed during the run: ${after.heldRequests - before.heldRequests} (non-2xx are 409 SOLD_OUT where a night ran out)`,
  );
  console.log(
    `oversell check after the run: ${after.overAllotment} inventory rows over allotment or negative, ${after.heldMismatch} rows whose held differs from the sum of their holds`,
  );
  if (after.overAllotment > 0 || after.heldMismatch > 0) process.exitCode = 1;
} finally {
  await db.end();
  await site.stop();
}
