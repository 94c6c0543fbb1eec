import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { HotelDetailPage, hotelDetailMetadata } from '@/features/hotel-detail/pages';
import { hotels, roomInventory, roomTypes } from '@/features/hotels/db';
import { addDays, todayIso, toProductDate, toSummaryDate } from '@/lib/dates/product-date';
import { TestProviders } from '../helpers/render-with-providers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// a guest: no session cookie (the page reads the request's cookies; here there is no request)
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));
// the client parts ask for the app router only when clicked; rendering needs none
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
}));

type Params = Record<string, string>;

/** Next's notFound() throws an error whose digest names the 404. */
async function render(slug: string[], searchParams: Params, lang: 'vi' | 'en' = 'vi'): Promise<{ status: number; html: string }> {
  try {
    const page = await HotelDetailPage({ lang, slug, searchParams });
    // a .ts file (the integration project's pattern) has no JSX: children go in as the prop TestProviders types
    // eslint-disable-next-line react/no-children-prop
    return { status: 200, html: renderToString(createElement(TestProviders, { lang, children: page })) };
  } catch (error) {
    if (((error as { digest?: string }).digest ?? '').endsWith(';404')) return { status: 404, html: '' };
    throw error;
  }
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!.replace(/\\u003c/g, '<')) as Record<string, unknown>,
  );
const testIdValues = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}" data-vnd="(\\d+)"`, 'g'))].map((m) => Number(m[1]));

describe(`hotel page [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let hotel: { id: number; provinceId: number; slug: string[] };
  const checkIn = addDays(todayIso(), 10);
  const stay: Params = { checkInDate: toProductDate(checkIn), nights: '2' };

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 60 });
    const [row] = await database.handle.db
      .select({ id: hotels.id, provinceId: hotels.provinceId, slug: hotels.slug })
      .from(hotels)
      .where(eq(hotels.countryCode, 'VN'))
      .orderBy(hotels.id)
      .limit(1);
    hotel = { id: row!.id, provinceId: row!.provinceId, slug: ['vn', `${row!.slug}-${row!.id}`] };
  });
  afterAll(async () => {
    await database.drop();
  });

  it('renders (200) with the stay in its heading, and its JSON-LD offers carry exactly the prices shown', async () => {
    const { status, html } = await render(hotel.slug, stay);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="hotel-detail"');
    expect(html).toContain(`Phòng trống từ ${toSummaryDate(checkIn)} đến ${toSummaryDate(addDays(checkIn, 2))} (2 đêm)`);
    const [hotelLd, crumbs] = jsonLd(html);
    expect(hotelLd).toMatchObject({ '@type': 'Hotel' });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const offers = hotelLd!.makesOffer as { price: number; priceCurrency: string }[];
    const shown = testIdValues(html, 'offer-total');
    expect(shown.length).toBeGreaterThan(0);
    expect(offers.map((o) => o.price)).toEqual(shown);
    expect(new Set(offers.map((o) => o.priceCurrency))).toEqual(new Set(['VND']));
    expect(html).not.toContain('data-testid="sold-out-notice"');
  });

  it('prices scale with the nights in the address', async () => {
    const one = testIdValues((await render(hotel.slug, { ...stay, nights: '1' })).html, 'offer-total');
    const three = testIdValues((await render(hotel.slug, { ...stay, nights: '3' })).html, 'offer-total');
    expect(three.length).toBe(one.length);
    three.forEach((total, i) => expect(total).toBeGreaterThan(one[i]!));
  });

  it('shows spec 8 notice when every room is taken for the dates, and the offers as sold out', async () => {
    const { db } = database.handle;
    const rooms = await db
      .select({ id: roomTypes.id, allotment: roomTypes.defaultAllotment })
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotel.id));
    const night = addDays(checkIn, 1);
    await db
      .insert(roomInventory)
      .values(
        rooms.map((r) => ({
          roomTypeId: r.id,
          hotelId: hotel.id,
          provinceId: hotel.provinceId,
          defaultAllotment: r.allotment,
          stayDate: night,
          allotment: r.allotment,
          held: 0,
          sold: r.allotment,
        })),
      )
      .onConflictDoUpdate({ target: [roomInventory.roomTypeId, roomInventory.stayDate], set: { held: 0, sold: roomInventory.allotment } });
    try {
      const { html } = await render(hotel.slug, stay);
      expect(html).toContain('data-testid="sold-out-notice"');
      expect(html).toContain('Rất tiếc, chúng tôi đã hết phòng');
      const offers = jsonLd(html)[0]!.makesOffer as { availability: string }[];
      expect(offers.every((o) => o.availability === 'https://schema.org/SoldOut')).toBe(true);
      // the night after the stay is untouched: a stay starting the day after is free again
      const later = await render(hotel.slug, { ...stay, checkInDate: toProductDate(addDays(checkIn, 2)) });
      expect(later.html).not.toContain('data-testid="sold-out-notice"');
    } finally {
      await db.delete(roomInventory).where(
        and(
          inArray(
            roomInventory.roomTypeId,
            rooms.map((r) => r.id),
          ),
          eq(roomInventory.stayDate, night),
        ),
      );
    }
  });

  it('greys out the room types a party with children of 6 and over cannot fit in', async () => {
    const small = await render(hotel.slug, { ...stay, adultCount: '1', childAges: '3' });
    expect(small.html).not.toContain('data-testid="room-blocked"');
    const big = await render(hotel.slug, { ...stay, adultCount: '4', childAges: '7,8' });
    expect(big.html).toContain('data-testid="room-blocked"');
    // children never change the price
    const alone = await render(hotel.slug, { ...stay, adultCount: '1' });
    expect(testIdValues(small.html, 'offer-total')).toEqual(testIdValues(alone.html, 'offer-total'));
  });

  it('keeps its 404s: an unknown id, a wrong country segment, no id', async () => {
    expect((await render(['vn', 'khach-san-99999999'], stay)).status).toBe(404);
    expect((await render(['th', hotel.slug[1]!], stay)).status).toBe(404);
    expect((await render(['vn', 'khach-san'], stay)).status).toBe(404);
  });

  it('has an English page with the English address and its own canonical and hreflang alternates', async () => {
    const { html } = await render(hotel.slug, stay, 'en');
    expect(html).toContain('Rooms from');
    const meta = await hotelDetailMetadata({ lang: 'en', slug: hotel.slug, searchParams: stay });
    expect(String(meta.alternates?.canonical)).toContain(`/en/khach-san/vn/`);
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(expect.arrayContaining(['vi', 'en']));
  });
});
