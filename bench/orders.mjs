// Orders under load (issue "Payments and orders"), on PostgreSQL: 16 travellers at once each price a stay
// (request-price, a hold), choose a payment method and turn it into an order (create-order: holds -> sold in one
// transaction), over many hotels and dates: orders per second and the p99 of that two-call order flow (plus the
// choose call), then the oversell check. Then VNPay IPN handling: signed IPNs for unpaid orders (each applied once;
// replays answer 02) at 16 connections, with p99. Each beside a bare Node server answering from memory (the order flow:
// the same three calls from the same client).
// Usage: npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/orders.mjs
import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import { addDays, ensureDatabase, loadWithPercentiles, startBareServer, startSite, vnToday } from './lib.mjs';

const PORT = 3270;
const BARE_PORT = 3271;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('bench/orders.mjs measures orders on PostgreSQL: set BENCH_DATABASE_URL (the database is created and seeded if empty)');
  process.exit(1);
}
const SECRET = 'bench-vnpay-secret-0123456789abcdef';
const origin = `http://127.0.0.1:${PORT}`;
const today = vnToday();
const pct = (sorted, p) =>
  sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1)) : 0;

async function oversellCheck(db) {
  const over = await db.query('select count(*)::int as n from room_inventory where held < 0 or sold < 0 or held + sold > allotment');
  // the seed sells some rooms itself: compare what the run added to sold with what its orders' stays took
  const sold = await db.query('select coalesce(sum(sold), 0)::bigint as n from room_inventory');
  const stays = await db.query('select coalesce(sum(rooms), 0)::bigint as n from order_stays where released_at is null');
  const orders = await db.query('select count(*)::int as n from orders');
  return { overAllotment: over.rows[0].n, sold: Number(sold.rows[0].n), stays: Number(stays.rows[0].n), orders: orders.rows[0].n };
}

/** VNPay's signing (2.1.0): sorted keys, values URL-encoded with + for spaces, HMAC-SHA512. */
function signVnpay(params) {
  const encoded = Object.keys(params)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(params[k]).replace(/%20/g, '+')}`)
    .join('&');
  return `${encoded}&vnp_SecureHash=${createHmac('sha512', SECRET).update(encoded).digest('hex')}`;
}

await ensureDatabase(databaseUrl);
const site = await startSite({
  port: PORT,
  env: {
    DATABASE_URL: databaseUrl,
    AUTO_SEED: 'true',
    BOOKING_HOLD_MINUTES: '60',
    ORDER_PAYMENT_MINUTES: '600',
    BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
    // a "real" gateway for the site (its payment URL is never opened here), so the bench can sign IPNs with its secret
    VNPAY_URL: `${origin}/sandbox/vnpay/pay`,
    VNPAY_HASH_SECRET: SECRET,
  },
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const { rows: plans } = await db.query(
    `select distinct on (p.hotel_id) p.hotel_id, p.id as rate_plan_id from rate_plans p join hotels h on h.id = p.hotel_id
      where h.country_code = 'VN' order by p.hotel_id, p.base_price limit 2000`,
  );
  if (plans.length === 0) throw new Error('no rate plans: is the database seeded?');
  let n = 0;
  const call = async (cookie, method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin,
        'idempotency-key': randomUUID(),
        ...(cookie.value ? { cookie: cookie.value } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie.value = set.split(';')[0];
    return { status: response.status, json: await response.json().catch(() => null) };
  };
  /** One traveller's order: price + hold, choose the method, create the order. */
  async function oneOrder(cookie, method) {
    const plan = plans[n % plans.length];
    const checkIn = addDays(today, 7 + ((n * 7) % 300));
    n += 1;
    const priced = await call(cookie, 'POST', '/api/v3-booking/booking-requests/request-price/', {
      hotel_id: plan.hotel_id,
      check_in: checkIn,
      nights: 1 + (n % 3),
      adults: 1,
      rooms: [{ rate_plan_id: plan.rate_plan_id, room_count: 1 }],
    });
    if (priced.status !== 201) return { ok: false, status: `price ${priced.status}` };
    const request = priced.json.data;
    const chosen = await call(cookie, 'PATCH', `/api/v3-booking/booking-requests/${request.id}/choose-payment-method`, {
      payment_method: method,
      user_type: 'person',
    });
    if (chosen.status !== 200) return { ok: false, status: `choose ${chosen.status} ${chosen.json?.error_code ?? ''}` };
    const rooms = request.rooms.flatMap((line) => Array.from({ length: line.room_count }, () => line.booking_request_rate_id));
    const created = await call(cookie, 'POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
      contact: { full_name: 'Nguyễn Văn An', email: 'bench@example.com', phone: '0901234567' },
      receivers: rooms.map((id) => ({ booking_request_rate_id: id, first_name: 'An', last_name: 'Nguyễn', phone: '0901234567' })),
      lang: 'vi',
    });
    return created.status === 201
      ? { ok: true, order: created.json.data }
      : { ok: false, status: `order ${created.status} ${created.json?.error_code ?? ''}` };
  }

  const before = await oversellCheck(db);
  const paidBefore = await db.query(`select count(*)::int as n from orders where status = 'confirmed'`);
  const eventsBefore = await db.query(`select count(*)::int as n from order_events where to_status = 'paid'`);
  /** `connections` travellers, each placing orders one after another until the time is up; every order timed. */
  async function travellers(placeOne) {
    const times = [];
    const deadline = Date.now() + duration * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const cookie = { value: '' };
        while (Date.now() < deadline) {
          const started = performance.now();
          await placeOne(cookie);
          times.push(performance.now() - started);
        }
      }),
    );
    return times.sort((a, b) => a - b);
  }
  const statuses = new Map();
  const created = [];
  const times = await travellers(async (cookie) => {
    const result = await oneOrder(cookie, 'payment_method_credit_card');
    const key = result.ok ? 201 : result.status;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (result.ok) created.push({ order: result.order, cookie: cookie.value });
  });
  const after = await oversellCheck(db);

  // IPN: each unpaid order's payment attempt (the create-order answer's payment link), signed as VNPay does;
  // every order is reached several times during the run, so most calls after the first are replays (02)
  const ipnQueries = [];
  for (const { order } of created.slice(0, 2000)) {
    const link = order.payment;
    if (link?.kind !== 'redirect') continue;
    const amount = String(order.order.prices.total_vnd * 100);
    ipnQueries.push(
      signVnpay({
        vnp_Amount: amount,
        vnp_BankCode: 'NCB',
        vnp_CardType: 'ATM',
        vnp_OrderInfo: `Thanh toan don hang ${order.order.order_number}`,
        vnp_PayDate: '20261124120000',
        vnp_ResponseCode: '00',
        vnp_TmnCode: 'SANDBOX1',
        vnp_TransactionNo: String(10_000_000 + ipnQueries.length),
        vnp_TransactionStatus: '00',
        vnp_TxnRef: link.transaction_id,
      }),
    );
  }
  let q = 0;
  const ipnUrl = `${origin}/api/payment-service/vnpay/ipn`;
  const ipn = ipnQueries.length
    ? await loadWithPercentiles(ipnUrl, {
        connections,
        duration,
        requests: [
          { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/payment-service/vnpay/ipn?${ipnQueries[q++ % ipnQueries.length]}` }) },
        ],
      })
    : null;
  const paidNow = await db.query(`select count(*)::int as n from orders where status = 'confirmed'`);
  const eventsNow = await db.query(`select count(*)::int as n from order_events where to_status = 'paid'`);
  // this run's orders only (the bench database keeps earlier runs')
  const paid = { rows: [{ n: paidNow.rows[0].n - paidBefore.rows[0].n }] };
  const events = { rows: [{ n: eventsNow.rows[0].n - eventsBefore.rows[0].n }] };
  // the order flow's baseline: the same three calls, bodies and client, to a bare server answering the order from memory
  const bareFlowServer = await startBareServer({
    port: BARE_PORT,
    body: JSON.stringify({ status: 'success', data: created[0]?.order ?? {} }),
    contentType: 'application/json',
  });
  const bareOrigin = `http://127.0.0.1:${BARE_PORT}`;
  const bareCall = (method, body) =>
    fetch(bareOrigin, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  const sample = created[0]?.order.order;
  const bareTimes = await travellers(async () => {
    await bareCall('POST', { hotel_id: 1, check_in: today, nights: 1, adults: 1, rooms: [{ rate_plan_id: 1, room_count: 1 }] });
    await bareCall('PATCH', { payment_method: 'payment_method_credit_card', user_type: 'person' });
    await bareCall('POST', { contact: sample?.contact ?? {}, receivers: [], lang: 'vi' });
  });
  await bareFlowServer.stop();
  const bare = await startBareServer({
    port: BARE_PORT,
    body: JSON.stringify({ RspCode: '02', Message: 'Order already confirmed' }),
    contentType: 'application/json',
  });
  const bareLoad = await loadWithPercentiles(`http://127.0.0.1:${BARE_PORT}/`, { connections, duration });
  await bare.stop();

  const ok = statuses.get(201) ?? 0;
  console.log(
    `\nbench/orders.mjs: ${connections} concurrent travellers, ${duration} s, PostgreSQL, ${plans.length} hotels x 300 check-in dates`,
  );
  console.log('| target | per s | p50 ms | p95 ms | p99 ms | answers | ratio to bare |');
  console.log('|---|---:|---:|---:|---:|---|---:|');
  const bareOrders = bareTimes.length / duration;
  console.log(
    `| order flow: request-price + choose-payment-method + create-order | ${(ok / duration).toFixed(1)} orders | ${pct(times, 50)} | ${pct(times, 95)} | ${pct(times, 99)} | ${[...statuses].map(([s, c]) => `${s}: ${c}`).join(', ')} | ${(ok / duration / Math.max(1, bareOrders)).toFixed(3)} |`,
  );
  console.log(
    `| bare Node, the same three calls answered from memory | ${bareOrders.toFixed(1)} orders | ${pct(bareTimes, 50)} | ${pct(bareTimes, 95)} | ${pct(bareTimes, 99)} | - | 1.000 |`,
  );
  if (ipn)
    console.log(
      `| VNPay IPN (signed; ${ipnQueries.length} orders, replays answer 02) | ${ipn.reqPerSec} req | ${ipn.p50} | ${ipn.p95} | ${ipn.p99} | non-2xx ${ipn.non2xx} | ${(ipn.reqPerSec / Math.max(1, bareLoad.reqPerSec)).toFixed(3)} |`,
    );
  console.log(
    `| bare Node, the IPN answer from memory | ${bareLoad.reqPerSec} req | ${bareLoad.p50} | ${bareLoad.p95} | ${bareLoad.p99} | - | 1.000 |`,
  );
  console.log(
    `\norders made during the run: ${after.orders - before.orders}; confirmed by IPN: ${paid.rows[0].n}, 'paid' events: ${events.rows[0].n} (one per order)`,
  );
  const soldAdded = after.sold - before.sold;
  const staysAdded = after.stays - before.stays;
  console.log(
    `oversell check after the run: ${after.overAllotment} inventory rows over allotment or negative; rooms x nights sold during the run ${soldAdded}, taken by the orders' stays ${staysAdded}`,
  );
  if (after.overAllotment > 0 || soldAdded !== staysAdded || events.rows[0].n !== paid.rows[0].n) process.exitCode = 1;
} finally {
  await db.end();
  await site.stop();
}
