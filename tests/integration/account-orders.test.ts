import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as orderRoute from '@/app/api/order-hotel/order/[id]/by-user/route';
import * as ordersRoute from '@/app/api/order-hotel/order/by-user/route';
import { orders } from '@/features/orders/db';
import { startApiServer } from '../helpers/api-server';
import { installSsoStandIn } from '../helpers/sso-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let sso: ReturnType<typeof installSsoStandIn>;
let api: Awaited<ReturnType<typeof startApiServer>>;
let mine: string;
let theirs: string;

const order = (orderNumber: string, userId: number, status: string, createdAt: string) => ({
  orderNumber,
  userId,
  productType: 'hotel',
  status,
  title: `Khách sạn ${orderNumber}`,
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  totalVnd: 1_500_000,
  createdAt: new Date(createdAt),
});

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
  sso = installSsoStandIn();
  api = await startApiServer({ '/api/order-hotel/order/by-user': ordersRoute, '/api/order-hotel/order/[id]/by-user': orderRoute });
  await database.handle.db
    .insert(orders)
    .values([
      order('VV1001', 801, 'paid', '2026-11-01T10:00:00+07:00'),
      order('VV1002', 801, 'cancelled', '2026-11-10T23:30:00+07:00'),
      order('VV1003', 801, 'paid', '2026-11-11T00:10:00+07:00'),
      order('VV2001', 802, 'paid', '2026-11-05T10:00:00+07:00'),
    ]);
  mine = (await sso.signIn({ userId: 801 })).cookie;
  theirs = (await sso.signIn({ userId: 802 })).cookie;
});
afterAll(async () => {
  await api.close();
  sso.uninstall();
  await database.drop();
});

type Page = { items: { order_number: string }[]; total: number; page: number; page_size: number };
const get = async (path: string, cookie?: string) => {
  const response = await fetch(`${api.url}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    body: (await response.json()) as { status: string; data: Page & { order_number?: string }; error_code?: string },
  };
};
const numbers = (page: Page) => page.items.map((item) => item.order_number);

describe(`account orders [${process.env.TEST_DB_KIND}]`, () => {
  it('lists only the signed-in user’s orders, newest first', async () => {
    const { status, body } = await get('/api/order-hotel/order/by-user/', mine);
    expect(status).toBe(200);
    expect(numbers(body.data)).toEqual(['VV1003', 'VV1002', 'VV1001']);
    expect(body.data).toMatchObject({ total: 3, page: 1, page_size: 10 });
    expect(numbers((await get('/api/order-hotel/order/by-user/', theirs)).body.data)).toEqual(['VV2001']);
  });

  it('filters by status and by Vietnam booking days (both ends included), and pages', async () => {
    expect(numbers((await get('/api/order-hotel/order/by-user/?status=paid', mine)).body.data)).toEqual(['VV1003', 'VV1001']);
    expect(numbers((await get('/api/order-hotel/order/by-user/?from=2026-11-10&to=2026-11-10', mine)).body.data)).toEqual(['VV1002']);
    expect(numbers((await get('/api/order-hotel/order/by-user/?from=2026-11-11', mine)).body.data)).toEqual(['VV1003']);
    const second = (await get('/api/order-hotel/order/by-user/?page=2&page_size=2', mine)).body.data;
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(numbers(second)).toEqual(['VV1001']);
  });

  it.each(['status=lost', 'from=2026-13-01', 'from=2026-11-12&to=2026-11-01', 'page=0', 'page_size=51', 'page=abc', 'extra=1'])(
    'is a 400 for %s',
    async (query) => {
      const { status, body } = await get(`/api/order-hotel/order/by-user/?${query}`, mine);
      expect(status).toBe(400);
      expect(body.status).toBe('error');
    },
  );

  it('shows one own order; another user’s or an unknown one is a 404', async () => {
    const own = await get('/api/order-hotel/order/VV1001/by-user/', mine);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      order_number: 'VV1001',
      product_type: 'hotel',
      status: 'paid',
      prices: { total_vnd: 1_500_000 },
      check_in: '2026-12-01',
    });
    expect((await get('/api/order-hotel/order/VV2001/by-user/', mine)).status).toBe(404);
    expect((await get('/api/order-hotel/order/VV9999/by-user/', mine)).status).toBe(404);
    expect((await get('/api/order-hotel/order/VV2001/by-user/', theirs)).status).toBe(200);
    expect((await get('/api/order-hotel/order/bad%20number/by-user/', mine)).status).toBe(400);
  });

  it('is a 401 without a session', async () => {
    expect((await get('/api/order-hotel/order/by-user/')).status).toBe(401);
    expect((await get('/api/order-hotel/order/VV1001/by-user/')).status).toBe(401);
  });
});
