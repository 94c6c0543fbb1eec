import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDealItems } from '@/features/deals/db';
import { orders } from '@/features/orders/db';
import { listOrders } from '@/features/sales/server';
import type { FlightOrderSummary } from '@/features/fares/schemas';
import { queryRows } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Issue 34: an order's title was kept in one language (a hotel order always in Vietnamese), so an English "My
// orders" listed "Khách sạn …" and a Vietnamese one "Flights Hanoi → …". Each order is named in both from its parts.

let database: TestDatabase;
const db = () => database.handle.db;
const USER = 9_101;
const base = { userId: USER, status: 'paid', totalVnd: 1_000_000 };
const legTo = (from: string, to: string) => ({ listFlight: [{ startPoint: from, endPoint: to }] });

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 4 });
}, 120_000);
afterAll(async () => {
  await database.drop();
});

describe(`order titles in the page language [${process.env.TEST_DB_KIND}]`, () => {
  it('a hotel, flight, voucher deal and combo order are listed in vi and in en whatever language they were made in', async () => {
    const [hotel] = await queryRows<{ id: number; name: string; name_vi: string }>(
      db(),
      sql`select id, name, name_vi from hotels order by id limit 1`,
    );
    const [deal] = await queryRows<{ id: number; name_vi: string; name_en: string; price_id: number }>(
      db(),
      sql`select d.id, d.name_vi, d.name_en, (select p.id from deal_prices p where p.deal_id = d.id limit 1) price_id from deals d order by d.id limit 1`,
    );
    expect(hotel!.name).not.toBe(hotel!.name_vi);
    expect(deal!.name_en).not.toBe(deal!.name_vi);
    const flight = { legs: [legTo('HAN', 'DAD'), legTo('DAD', 'HAN')] } as unknown as FlightOrderSummary;
    const made = await db()
      .insert(orders)
      .values([
        {
          ...base,
          orderNumber: 'VVT0001',
          productType: 'hotel',
          title: hotel!.name_vi,
          hotelId: hotel!.id,
          lang: 'vi',
          createdAt: new Date('2026-11-01T00:00:00Z'),
        },
        {
          ...base,
          orderNumber: 'VVT0002',
          productType: 'flight',
          title: 'Flights Hanoi → Da Nang (round trip)',
          flight,
          lang: 'en',
          createdAt: new Date('2026-11-02T00:00:00Z'),
        },
        {
          ...base,
          orderNumber: 'VVT0003',
          productType: 'deal',
          title: `Ưu đãi ${deal!.name_vi}`,
          lang: 'vi',
          createdAt: new Date('2026-11-03T00:00:00Z'),
        },
        {
          ...base,
          orderNumber: 'VVT0004',
          productType: 'combo',
          title: deal!.name_vi,
          hotelId: hotel!.id,
          lang: 'vi',
          createdAt: new Date('2026-11-04T00:00:00Z'),
        },
      ])
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const idOf = (code: string) => made.find((m) => m.orderNumber === code)!.id;
    await db()
      .insert(orderDealItems)
      .values(
        ['VVT0003', 'VVT0004'].map((code) => ({
          orderId: idOf(code),
          dealId: deal!.id,
          dealPriceId: deal!.price_id,
          quantity: 1,
          unitPrice: 1_000_000,
        })),
      );

    const page = await listOrders(USER, { page: 1, page_size: 10 });
    const titles = Object.fromEntries(page.items.map((o) => [o.order_number, { vi: o.title_vi, en: o.title_en }]));
    expect(titles).toEqual({
      VVT0001: { vi: hotel!.name_vi, en: hotel!.name },
      VVT0002: { vi: 'Vé máy bay Hà Nội → Đà Nẵng (khứ hồi)', en: 'Flights Hanoi → Da Nang (round trip)' },
      VVT0003: { vi: `Ưu đãi ${deal!.name_vi}`, en: `Deal ${deal!.name_en}` },
      VVT0004: { vi: deal!.name_vi, en: deal!.name_en },
    });
  });
});
