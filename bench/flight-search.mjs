// The flight search benchmark (issue "Flights"), on PostgreSQL, nothing from the shared response cache
// (SHARED_CACHE=false), at 16 connections, each beside a bare Node server returning the same bytes from memory:
// - the search API on the busiest route (SGN -> HAN, about 30 departures a day) over every day of the 365-day
//   sales window, with seat inventory rows on every departure (as a busy route has), no address twice in a row;
// - the same on a thin route (HAN -> DIN, a few ATR 72 flights a day, not every day), no inventory rows;
// - the fare calendar (POST combo-search-month-v2) over 13 months x every route x 1-9 seats: more
//   (route, month, seats) keys than a run asks, so its 5-minute memo is (almost) never hit.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_flights npm run bench:flights
// (the database is created, migrated and seeded if empty); BENCH_SECONDS (default 10) per measurement.
import { addDays, ensureDatabase, loadWithPercentiles, startBareServer, startSite, vnToday, withClient } from './lib.mjs';

const SITE_PORT = 3270;
const BARE_PORT = 3271;
const connections = 16;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const TARGETS = { searchP95: 50, calendarP95: 100 };

if (!databaseUrl) {
  console.error('bench/flight-search.mjs measures on PostgreSQL: set BENCH_DATABASE_URL (the database is created and seeded if empty)');
  process.exit(2);
}

const ddmmyyyy = (iso) => iso.split('-').reverse().join('-');

/** A fixed shuffle, so runs ask the same addresses in the same order. */
function shuffled(list) {
  const out = [...list];
  let seed = 17;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Inventory rows for every fare class of SGN <-> HAN on every day of the window (as if each departure had
 * bookings): some seats sold, a few fare classes full. Deterministic; kept between runs.
 */
async function busyRouteInventory(client, today) {
  const result = await client.query(
    `insert into flight_seat_inventory (fare_class_id, schedule_id, depart_date, seats, held, sold)
     select f.id, s.id, d::date, f.seats, 0,
            case when (f.id * 31 + extract(doy from d)::int) % 17 = 0 then f.seats else (f.id * 7 + extract(doy from d)::int) % (f.seats / 2 + 1) end
       from flight_schedules s join fare_classes f on f.schedule_id = s.id
       cross join generate_series($1::date, $1::date + 365, interval '1 day') d
      where (s.origin, s.destination) in (('SGN', 'HAN'), ('HAN', 'SGN'))
     on conflict (fare_class_id, depart_date) do nothing`,
    [today],
  );
  // as autovacuum leaves a table after a load: statistics and the visibility map (index-only scans)
  await client.query('vacuum analyze flight_seat_inventory');
  const { rows } = await client.query('select count(*)::int as n from flight_seat_inventory');
  return { inserted: result.rowCount, total: rows[0].n };
}

/** Searches of a route (ap=ORIGIN.DEST) on each day of the window, parties and sorts rotating (366 x 3 x 3 addresses). */
function searchPaths(today, ap) {
  const parties = ['1.0.0', '2.1.0', '2.0.1'];
  const sorts = ['price_asc', 'time_asc', 'price_asc_taxFee_all'];
  const paths = [];
  for (let day = 0; day <= 365; day++)
    for (const ps of parties)
      for (const sort of sorts)
        paths.push(`/api/flight-service/v1/search?ap=${ap}&dt=${ddmmyyyy(addDays(today, day))}&ps=${ps}&sort=${sort}`);
  return shuffled(paths);
}

/** Fare calendar bodies: every route (84) x 13 months x 1-9 adults. */
async function calendarBodies(client, today) {
  const { rows } = await client.query(`select distinct origin, destination from flight_schedules order by 1, 2`);
  const months = Array.from({ length: 13 }, (_, i) => {
    const [y, m] = today.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1 + i, 1));
    return date.toISOString().slice(0, 7);
  });
  const bodies = [];
  for (const { origin, destination } of rows)
    for (const month of months)
      for (let adults = 1; adults <= 9; adults++)
        bodies.push(JSON.stringify({ originCode: origin, destinCode: destination, month, adultCount: adults }));
  return shuffled(bodies);
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

async function measure(label, { first, warm, run }) {
  const base = `http://127.0.0.1:${SITE_PORT}`;
  const answer = await first(base);
  if (!answer.ok) console.error(`bench/flight-search.mjs: ${label}: first answer ${answer.status}`);
  const body = Buffer.from(await answer.arrayBuffer());
  await loadWithPercentiles(base, { connections: 4, duration: 2, requests: warm });
  const site = await loadWithPercentiles(base, { connections, duration, requests: run });
  const bare = await startBareServer({ port: BARE_PORT, body, contentType: 'application/json' });
  try {
    const baseline = await loadWithPercentiles(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration });
    return { label, site, baseline, bytes: body.length };
  } finally {
    await bare.stop();
  }
}

await ensureDatabase(databaseUrl);
const site = await startSite({ port: SITE_PORT, env: { DATABASE_URL: databaseUrl, AUTO_SEED: 'true' }, sharedCache: false });
const rows = [];
let inventory;
let bodiesCount;
let pathsCount;
try {
  const today = vnToday();
  const { paths, thinPaths, bodies } = await withClient(databaseUrl, async (client) => {
    const { rows: schedules } = await client.query(
      `select count(*)::int as n from flight_schedules where origin = 'SGN' and destination = 'HAN'`,
    );
    if (schedules[0].n === 0)
      throw new Error(
        'no SGN-HAN schedules: the database was seeded before flights; reseed it (npm run db:seed -- --reset with DATABASE_URL) or use a new one',
      );
    inventory = await busyRouteInventory(client, today);
    const { rows: thin } = await client.query(
      `select count(*)::int as n from flight_schedules where origin = 'HAN' and destination = 'DIN'`,
    );
    if (thin[0].n === 0)
      throw new Error(
        'no HAN-DIN schedules: the database was seeded before the whole network; reseed it (npm run db:seed -- --reset with DATABASE_URL)',
      );
    return { paths: searchPaths(today, 'SGN.HAN'), thinPaths: searchPaths(today, 'HAN.DIN'), bodies: await calendarBodies(client, today) };
  });
  pathsCount = paths.length;
  bodiesCount = bodies.length;
  rows.push(
    await measure(`search SGN -> HAN over 366 days (${paths.length} addresses), uncached`, {
      first: (base) => fetch(base + paths[0]),
      warm: rotatingPaths(paths.slice(-200)),
      run: rotatingPaths(paths.slice(1, -200)),
    }),
  );
  rows.push(
    await measure(`search HAN -> DIN over 366 days (${thinPaths.length} addresses), uncached`, {
      first: (base) => fetch(base + thinPaths[0]),
      warm: rotatingPaths(thinPaths.slice(-200)),
      run: rotatingPaths(thinPaths.slice(1, -200)),
    }),
  );
  const calendarPath = '/api/flight-service/v1/combo-search-month-v2';
  rows.push(
    await measure(`fare calendar month, ${bodies.length} (route, month, seats) keys`, {
      first: (base) => fetch(base + calendarPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0] }),
      warm: rotatingBodies(calendarPath, bodies.slice(-300)),
      run: rotatingBodies(calendarPath, bodies.slice(1, -300)),
    }),
  );
} finally {
  await site.stop();
}

console.log(
  `\nbench/flight-search.mjs: PostgreSQL, SHARED_CACHE=false, ${connections} connections, ${duration} s per measurement; ` +
    `${inventory.total} seat inventory rows (${inventory.inserted} added now: every SGN <-> HAN fare class on every day); ${pathsCount} search addresses, ${bodiesCount} calendar bodies`,
);
// the machine's speed moves within hours: the figures that travel are the ratios to bare Node measured in the same run
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(1) : 'n/a');
console.log(
  '| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | bytes | bare req/s | bare p95 ms | bare/site req/s | site/bare p95 |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { label, site: s, baseline: b, bytes } of rows) {
  console.log(
    `| ${label} | ${s.reqPerSec} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.non2xx} | ${s.errors} | ${bytes} | ${b.reqPerSec} | ${b.p95} | ${ratio(b.reqPerSec, s.reqPerSec)}× | ${ratio(s.p95, b.p95)}× |`,
  );
}
const [search, thin, calendar] = rows;
const verdict = (ok) => (ok ? 'met' : 'NOT met');
const asked = calendar.site.reqPerSec * duration;
console.log(
  `\ntargets: search p95 ≤ ${TARGETS.searchP95} ms: busy ${verdict(search.site.p95 <= TARGETS.searchP95)}, thin ${verdict(thin.site.p95 <= TARGETS.searchP95)}; fare calendar p95 ≤ ${TARGETS.calendarP95} ms: ${verdict(calendar.site.p95 <= TARGETS.calendarP95)}`,
);
console.log(
  `calendar: about ${asked} requests over ${bodiesCount} keys${asked > bodiesCount ? ' (some keys asked twice: the memo answered those)' : ' (no key twice: every answer computed)'}`,
);
