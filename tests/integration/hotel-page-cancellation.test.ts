import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { HotelDetailPage } from '@/features/hotel-detail/pages';
import { hotels, ratePlans, roomTypes } from '@/features/hotels/db';
import { addDays, todayIso, toProductDate, toSummaryDate } from '@/lib/dates/product-date';
import { TestProviders } from '../helpers/render-with-providers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
}));

async function render(slug: string[], searchParams: Record<string, string>, lang: 'vi' | 'en'): Promise<string> {
  const page = await HotelDetailPage({ lang, slug, searchParams });
  // eslint-disable-next-line react/no-children-prop
  return renderToString(createElement(TestProviders, { lang, children: page }));
}

const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]!.replace(/&quot;/g, '"'));

describe(`hotel page: the cancellation rule with its date [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let slug: string[];
  let checkInTime: string;

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 12 });
    const db = database.handle.db;
    // a hotel with both kinds of rate: one of its plans free to cancel, another non-refundable
    const [row] = await db
      .select({ id: hotels.id, slug: hotels.slug, checkInTime: hotels.checkInTime })
      .from(hotels)
      .where(eq(hotels.countryCode, 'VN'))
      .orderBy(hotels.id)
      .limit(1);
    const plans = await db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .innerJoin(roomTypes, eq(roomTypes.id, ratePlans.roomTypeId))
      .where(eq(roomTypes.hotelId, row!.id))
      .orderBy(ratePlans.id);
    await db.update(ratePlans).set({ freeCancel24h: true }).where(eq(ratePlans.id, plans[0]!.id));
    await db
      .update(ratePlans)
      .set({ freeCancel24h: false })
      .where(eq(ratePlans.id, plans.at(-1)!.id));
    slug = ['vn', `${row!.slug}-${row!.id}`];
    checkInTime = row!.checkInTime;
  });
  afterAll(async () => {
    await database.drop();
  });

  it('states the deadline on the free-cancellation rate and in the policies (24 h before check-in time), never "after booking"', async () => {
    const checkIn = addDays(todayIso(), 10);
    const dayBefore = toSummaryDate(addDays(checkIn, -1));
    const vi = await render(slug, { checkInDate: toProductDate(checkIn), nights: '2' }, 'vi');
    const rates = texts(vi, 'rate-cancellation');
    expect(rates).toContain(`Miễn phí hủy đến ${checkInTime} ngày ${dayBefore}`);
    expect(rates).toContain('Không hoàn hủy');
    expect(rates.every((r) => r === 'Không hoàn hủy' || r === `Miễn phí hủy đến ${checkInTime} ngày ${dayBefore}`)).toBe(true);
    const [policy] = texts(vi, 'policies-cancellation');
    expect(policy).toContain(`24 giờ trước giờ nhận phòng (${checkInTime})`);
    expect(policy).toContain(`Miễn phí hủy đến ${checkInTime} ngày ${dayBefore}`);
    expect(vi).not.toContain('sau khi đặt');
    // no second, vaguer wording beside it ("Miễn phí hủy 24h" in the rate's name)
    expect(texts(vi, 'rate-label').join(' ')).not.toContain('24h');

    const en = await render(slug, { checkInDate: toProductDate(checkIn), nights: '2' }, 'en');
    expect(texts(en, 'rate-cancellation')).toEqual(
      expect.arrayContaining([`Free cancellation until ${checkInTime} on ${dayBefore}`, 'Non-refundable']),
    );
    expect(texts(en, 'policies-cancellation')[0]).toContain(`Free cancellation until ${checkInTime} on ${dayBefore}`);
    expect(en).not.toContain('of booking');
  });

  it('says plainly that free cancellation is gone for a stay starting within 24 hours', async () => {
    const vi = await render(slug, { checkInDate: toProductDate(todayIso()), nights: '1' }, 'vi');
    const free = texts(vi, 'rate-cancellation').filter((r) => r !== 'Không hoàn hủy');
    expect(free.length).toBeGreaterThan(0);
    for (const r of free)
      expect(r).toBe(`Không còn miễn phí hủy (hạn đã qua lúc ${checkInTime} ngày ${toSummaryDate(addDays(todayIso(), -1))})`);
  });
});
