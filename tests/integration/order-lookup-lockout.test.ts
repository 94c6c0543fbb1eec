import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { resetOrderLookupLimit } from '@/features/orders/server';
import { addDays } from '@/lib/dates/product-date';
import { cookiePair } from './booking-helpers';
import { choose, orderBody, startOrdersTestbed } from './orders-helpers';

let bed: Awaited<ReturnType<typeof startOrdersTestbed>>;
let orderIndex = 0;

beforeAll(async () => {
  bed = await startOrdersTestbed();
});
afterAll(async () => {
  await resetOrderLookupLimit();
  await bed.close();
});
beforeEach(async () => {
  await resetOrderLookupLimit();
});

/** A new pending order of one room for one night (its own night), with its code and PIN. */
async function newOrder(): Promise<{ code: string; pin: string }> {
  orderIndex += 1;
  const body = {
    hotel_id: bed.hotelId,
    check_in: addDays(bed.checkIn, orderIndex),
    nights: 1,
    adults: 1,
    rooms: [{ rate_plan_id: bed.plan.id, room_count: 1 }],
  };
  const held = await bed.call('POST', '/api/v3-booking/booking-requests/request-price/', { body, key: crypto.randomUUID() });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const request = bookingRequestSchema.parse(held.body.data);
  await choose(bed.database.handle.db, request.id, 'payment_method_credit_card');
  const placed = await bed.call('POST', `/api/order-hotel/order/booking-request-fe/${request.id}`, {
    body: orderBody(request),
    cookie: cookiePair(held.setCookie),
    key: crypto.randomUUID(),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const data = placed.body.data as { order: { order_number: string }; pin_code: string };
  return { code: data.order.order_number, pin: data.pin_code };
}

type Answer = { status: number; retryAfter: number | null };
async function lookup(code: string, pin: string, address: string): Promise<Answer> {
  const answer = await bed.call('GET', `/api/order-hotel/get-order-by/?order_code=${code}&pin_code=${pin}&source=web`, {
    headers: { 'x-forwarded-for': address },
  });
  const retryAfter = answer.headers.get('retry-after');
  return { status: answer.status, retryAfter: retryAfter === null ? null : Number(retryAfter) };
}
const wrongOf = (pin: string, i: number) => String((Number(pin) + i) % 1_000_000).padStart(6, '0');
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

describe(`wrong PINs from strangers never lock the order's owner out [${process.env.TEST_DB_KIND}]`, () => {
  it('12 wrong PINs from 12 addresses: the owner opens the order at once from their address, a stranger waits seconds', async () => {
    const { code, pin } = await newOrder();
    const home = '192.0.2.30';
    expect((await lookup(code, pin, home)).status).toBe(200);
    const guesses: Answer[] = [];
    for (let i = 1; i <= 12; i += 1) guesses.push(await lookup(code, wrongOf(pin, i), `203.0.113.${i}`));
    expect(guesses.slice(0, 11).map((g) => g.status)).toEqual(Array(11).fill(404));
    expect(guesses[11]).toEqual({ status: 429, retryAfter: 1 });
    // before: 429 for 15 minutes (Retry-After 900), for everyone
    expect((await lookup(code, pin, home)).status).toBe(200);
  });

  it('the owner on a new address waits a Retry-After of seconds, then opens the order', async () => {
    const { code, pin } = await newOrder();
    for (let i = 1; i <= 11; i += 1) expect((await lookup(code, wrongOf(pin, i), `203.0.113.${40 + i}`)).status).toBe(404);
    const first = await lookup(code, pin, '192.0.2.88');
    if (first.status === 429) {
      expect(first.retryAfter).toBeGreaterThanOrEqual(1);
      expect(first.retryAfter).toBeLessThanOrEqual(60);
      await sleep(first.retryAfter!);
      expect((await lookup(code, pin, '192.0.2.88')).status).toBe(200);
    } else expect(first.status).toBe(200);
  });

  it('one address guessing one order is refused for 15 minutes after ORDER_LOOKUP_LIMIT wrong PINs, even with the right one', async () => {
    const { code, pin } = await newOrder();
    const home = '192.0.2.31';
    expect((await lookup(code, pin, home)).status).toBe(200);
    const hammer = '203.0.113.201';
    for (let i = 1; i <= 10; i += 1) expect((await lookup(code, wrongOf(pin, i), hammer)).status).toBe(404);
    const refused = await lookup(code, pin, hammer);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(800);
    expect(refused.retryAfter).toBeLessThanOrEqual(900);
    expect((await lookup(code, pin, home)).status).toBe(200);
  });

  it('30 parallel guesses at one order from 30 addresses: at most 11 reach the PIN check', async () => {
    const { code, pin } = await newOrder();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => lookup(code, wrongOf(pin, i + 1), `203.0.114.${i + 1}`)));
    const checked = answers.filter((a) => a.status === 404).length;
    expect(checked).toBeGreaterThanOrEqual(11);
    expect(checked).toBeLessThanOrEqual(12);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - checked);
  });
});
