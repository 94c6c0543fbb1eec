import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as categoryRoute from '@/app/api/v2-hotel/deal/category/route';
import * as dealsRoute from '@/app/api/v2-hotel/deals/route';
import * as detailRoute from '@/app/api/v2-hotel/deal-detail/fe/[id]/route';
import * as dealMedia from '@/app/media/deals/[file]/route';
import { ensureDealCatalogue } from '@/db/seed';
import { pricePerAdult } from '@/features/deals/rules';
import { dealCardSchema, dealCategorySchema, dealDetailSchema, dealListSchema } from '@/features/deals/schemas';
import { queryRows } from '@/lib/db/client';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { dealIdOf } from '@/lib/paths';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

type Json = { status: string; data: never; error_code?: string; message?: string };

describe(`deal reads: categories, list, detail [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.handle.db, query))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 30 });
    api = await startApiServer({
      '/api/v2-hotel/deal/category': categoryRoute,
      '/api/v2-hotel/deals': dealsRoute,
      '/api/v2-hotel/deal-detail/fe/[id]': detailRoute,
      // the media route's context names its param; the test server's is a record of every param
      '/media/deals/[file]': {
        GET: (request, { params }) => dealMedia.GET(request, { params: params.then((p) => ({ file: p.file ?? '' })) }),
      },
    });
  }, 120_000);
  afterAll(async () => {
    await api.close();
    await database.drop();
  });

  it('the seed holds vouchers and combos on real hotels, combos with flights on real routes', async () => {
    const counts = await one<{ vouchers: number; combos: number; orphans: number; badRoutes: number; noRoom: number }>(sql`select
      (select count(*)::int from deals where deal_type = 'voucher' and status = 'active') vouchers,
      (select count(*)::int from deals where deal_type = 'combo') combos,
      (select count(*)::int from deals d where not exists (select 1 from hotels h where h.id = d.hotel_id)) orphans,
      (select count(*)::int from deal_flights f where not exists (select 1 from airport_routes r where r.origin = f.origin_airport and r.destination = f.destination_airport)) "badRoutes",
      (select count(*)::int from deals d where deal_type = 'combo' and not exists (select 1 from room_types r where r.id = d.room_type_id and r.hotel_id = d.hotel_id)) "noRoom"`);
    expect(counts.vouchers).toBeGreaterThanOrEqual(10);
    expect(counts.combos).toBeGreaterThanOrEqual(5);
    expect(counts).toMatchObject({ orphans: 0, badRoutes: 0, noRoom: 0 });
    expect(await ensureDealCatalogue(database.handle)).toBe(0);
  });

  it('lists categories by type with their counts; dynamic-combo is combo; bad type 400', async () => {
    const all = await get('/api/v2-hotel/deal/category');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toMatch(/^public/);
    const categories = dealCategorySchema.array().parse(all.body.data);
    expect(categories.map((c) => c.slug)).toEqual(['nghi-duong-bien', 'khach-san-thanh-pho', 'combo-vinpearl', 'combo-bay-khach-san']);
    expect(categories[0]!.name).toBe('Nghỉ dưỡng biển');
    const combos = dealCategorySchema.array().parse((await get('/api/v2-hotel/deal/category?type=dynamic-combo&lang=en')).body.data);
    expect(combos.map((c) => c.type)).toEqual(['combo', 'combo']);
    expect(combos[0]!.name).toBe('Vinpearl combos');
    const listed = (await get('/api/v2-hotel/deals?page_size=48')).body.data as { total: number };
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(listed.total);
    expect((await get('/api/v2-hotel/deal/category?type=hotel')).status).toBe(400);
    expect((await get('/api/v2-hotel/deal/category?bogus=1')).status).toBe(400);
  });

  it('lists deals on sale (trailing slash too), hidden ones never, sold-out ones last', async () => {
    const answer = await get('/api/v2-hotel/deals/?page_size=48');
    expect(answer.status).toBe(200);
    const list = dealListSchema.parse(answer.body.data);
    expect(list.items.length).toBe(list.total);
    expect(list.items.some((d) => d.name === 'Ưu đãi nội bộ đã ẩn')).toBe(false);
    const firstSoldOut = list.items.findIndex((d) => d.sold_out);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(list.items.slice(firstSoldOut).every((d) => d.sold_out)).toBe(true);
    for (const card of list.items) {
      expect(dealIdOf(card.path.split('/').pop()!)).toBe(card.id);
      expect(card.path).toMatch(/^\/deals\/[a-z0-9-]+-\d+$/);
      expect(card.thumbnail).toMatch(/-260x150\.svg$/);
      expect(card.price_per_adult).toBe(pricePerAdult(card.from_price.sell_price, card.adult_number));
    }
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int n from deals where status = 'active' and sale_starts_at <= now() and sale_ends_at > now()`,
    );
    expect(list.total).toBe(n);
  });

  it('filters by type (dynamic-combo + combo_type as the spec calls it), category and hotel; pages; sorts by price', async () => {
    // the seed's 30 hotels hold no Vinpearl near its airports: its Vinpearl combos are seeded unbranded (combo-flight-hotel)
    expect(dealListSchema.parse((await get('/api/v2-hotel/deals?deal_type=dynamic-combo&combo_type=combo-vin')).body.data).total).toBe(0);
    const combos = dealListSchema.parse((await get('/api/v2-hotel/deals?deal_type=dynamic-combo&combo_type=combo-flight-hotel')).body.data);
    expect(combos.total).toBeGreaterThan(0);
    expect(combos.items.every((d) => d.deal_type === 'combo' && d.combo_type === 'combo-flight-hotel')).toBe(true);
    const combo = combos.items[0]!;
    expect(combo.adult_number).toBe(2);
    expect(combo.price_per_adult).toBe(Math.round(combo.from_price.sell_price / 2));

    const city = dealListSchema.parse((await get('/api/v2-hotel/deals?category=khach-san-thanh-pho')).body.data);
    expect(city.items.every((d) => d.category.slug === 'khach-san-thanh-pho' && d.deal_type === 'voucher')).toBe(true);
    const hotel = dealListSchema.parse((await get(`/api/v2-hotel/deals?hotel_id=${combo.hotel.id}`)).body.data);
    expect(hotel.items.every((d) => d.hotel.id === combo.hotel.id)).toBe(true);
    expect(hotel.items.map((d) => d.id)).toContain(combo.id);

    const page1 = dealListSchema.parse((await get('/api/v2-hotel/deals?page_size=5&sort=price_asc')).body.data);
    const page2 = dealListSchema.parse((await get('/api/v2-hotel/deals?page_size=5&page=2&sort=price_asc')).body.data);
    expect(page1.items).toHaveLength(5);
    expect(page1.total).toBe(page2.total);
    expect(page1.items.map((d) => d.id).filter((id) => page2.items.some((d) => d.id === id))).toEqual([]);
    const onSale = page1.items.filter((d) => !d.sold_out).map((d) => d.from_price.sell_price);
    expect(onSale).toEqual([...onSale].sort((a, b) => a - b));
    const far = dealListSchema.parse((await get('/api/v2-hotel/deals?page=999')).body.data);
    expect(far.items).toEqual([]);

    for (const bad of [
      'page=0',
      'page_size=49',
      'sort=cheap',
      'deal_type=hotel',
      'combo_type=%3Cx%3E',
      'hotel_id=-1',
      'x=1',
      'category=A%20B',
    ]) {
      const answer = await get(`/api/v2-hotel/deals?${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.status).toBe('error');
    }
  });

  it('answers the detail with every spec 3 field, the default image first and details sanitised; 404 unknown or hidden', async () => {
    const [voucher] = dealListSchema.parse((await get('/api/v2-hotel/deals?deal_type=voucher&category=nghi-duong-bien')).body.data).items;
    const answer = await get(`/api/v2-hotel/deal-detail/fe/${voucher!.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    const detail = dealDetailSchema.parse(answer.body.data);
    expect(detail.image_deal[0]!.is_default).toBe(true);
    expect(detail.image_deal.filter((i) => i.is_default)).toHaveLength(1);
    expect(detail.price_deal.length).toBeGreaterThan(0);
    expect(detail.package_services.length).toBeGreaterThan(0);
    expect(detail.details).toContain('<h2>');
    expect(detail.flights).toEqual([]);
    expect(detail.on_sale).toBe(true);

    const [combo] = dealListSchema.parse((await get('/api/v2-hotel/deals?deal_type=combo&lang=en')).body.data).items;
    const comboDetail = dealDetailSchema.parse((await get(`/api/v2-hotel/deal-detail/fe/${combo!.id}?lang=en`)).body.data);
    expect(comboDetail.flights.length).toBeGreaterThan(0);
    for (const f of comboDetail.flights) {
      expect(f.adult_number).toBe(comboDetail.adult_number);
      expect(f.origin_city).not.toBe('');
    }
    expect(comboDetail.name).toMatch(/[A-Za-z]/);
    expect(dealCardSchema.parse(comboDetail).path).toBe(combo!.path);

    // stored HTML that slipped past the write-time sanitiser is cleaned again on read
    await database.handle.db.execute(
      sql`update deals set details_vi = ${'<p onclick="x()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>'} where id = ${voucher!.id}`,
    );
    const dirty = dealDetailSchema.parse((await get(`/api/v2-hotel/deal-detail/fe/${voucher!.id}`)).body.data).details;
    expect(dirty).toContain('ok');
    expect(dirty).not.toMatch(/<script|onclick|javascript:/i);

    const { id: hidden } = await one<{ id: number }>(sql`select id from deals where status = 'hidden' limit 1`);
    for (const path of [`/api/v2-hotel/deal-detail/fe/${hidden}`, '/api/v2-hotel/deal-detail/fe/999999']) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expect(missing.body.error_code).toBe('NOT_FOUND');
    }
    for (const bad of ['abc', '0', '-3', '99999999999']) expect((await get(`/api/v2-hotel/deal-detail/fe/${bad}`)).status).toBe(400);
  });

  it('serves the thumbnails at 260x150 and only for stored images', async () => {
    const [card] = dealListSchema.parse((await get('/api/v2-hotel/deals')).body.data).items;
    const thumb = await fetch(`${api.url}${card!.thumbnail}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await thumb.text();
    expect(svg).toMatch(/width="260"/);
    expect(svg).toMatch(/height="150"/);
    expect((await fetch(`${api.url}/media/deals/${card!.id}-99.svg`)).status).toBe(404);
    expect((await fetch(`${api.url}/media/deals/${card!.id}-1-100x100.svg`)).status).toBe(404);
  });

  it('a voucher whose nights no longer fit before valid_to is not on sale: off the list and the category counts, on_sale false (as the purchase check)', async () => {
    const list = dealListSchema.parse((await get('/api/v2-hotel/deals?deal_type=voucher&page_size=48')).body.data);
    const card = list.items.find((d) => !d.sold_out)!;
    const today = todayIso();
    const before = await one<{ valid_from: string; valid_to: string; room_nights: number }>(
      sql`select valid_from::text, valid_to::text, room_nights from deals where id = ${card.id}`,
    );
    const counts = async () =>
      dealCategorySchema
        .array()
        .parse((await get('/api/v2-hotel/deal/category?type=voucher')).body.data)
        .find((c) => c.id === card.category.id)?.count ?? 0;
    const countBefore = await counts();
    // the last night would be one day past valid_to
    const validTo = addDays(today, before.room_nights - 2);
    await database.handle.db.execute(
      sql`update deals set valid_from = least(valid_from, ${validTo}::date), valid_to = ${validTo}::date where id = ${card.id}`,
    );
    try {
      const after = dealListSchema.parse((await get('/api/v2-hotel/deals?deal_type=voucher&page_size=48')).body.data);
      expect(after.items.some((d) => d.id === card.id)).toBe(false);
      expect(after.total).toBe(list.total - 1);
      expect(await counts()).toBe(countBefore - 1);
      const detail = dealDetailSchema.parse((await get(`/api/v2-hotel/deal-detail/fe/${card.id}`)).body.data);
      expect(detail.on_sale).toBe(false);
      // one night later it fits again
      await database.handle.db.execute(sql`update deals set valid_to = ${addDays(validTo, 1)}::date where id = ${card.id}`);
      expect(dealDetailSchema.parse((await get(`/api/v2-hotel/deal-detail/fe/${card.id}`)).body.data).on_sale).toBe(true);
      expect(
        dealListSchema
          .parse((await get('/api/v2-hotel/deals?deal_type=voucher&page_size=48')).body.data)
          .items.some((d) => d.id === card.id),
      ).toBe(true);
    } finally {
      await database.handle.db.execute(
        sql`update deals set valid_from = ${before.valid_from}::date, valid_to = ${before.valid_to}::date where id = ${card.id}`,
      );
    }
  });

  it('a database seeded before deals gets the catalogue once at start (ensureDealCatalogue)', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int n from deals`);
    await database.handle.exec('TRUNCATE deal_categories, deals, deal_images, deal_prices, deal_flights RESTART IDENTITY CASCADE');
    expect(await ensureDealCatalogue(database.handle)).toBe(before.n);
    expect(await ensureDealCatalogue(database.handle)).toBe(0);
    const list = dealListSchema.parse((await get('/api/v2-hotel/deals')).body.data);
    expect(list.total).toBeGreaterThan(0);
  });
});
