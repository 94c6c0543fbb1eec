import { describe, expect, it } from 'vitest';
import { distanceKm, regionTree } from '@/features/regions/seed';
import { createRandom } from '@/lib/random';
import { FACILITY_KEYS, HOTEL_TAGS } from './seed/facilities';
import { createHotelGenerator, type HotelBundle, type IdCounters } from './seed/hotel';
import { addDays, LOW_STOCK_NIGHTS, SOLD_OUT_NIGHTS } from './seed/inventory';
import { AREA_RADIUS_KM, DISTRICT_RADIUS_KM } from './seed/location';
import { basePriceRange, baseNightlyPrice, NIGHTLY_PRICE_BOUNDS, seasonExtremes } from './seed/prices';
import type { AccommodationType } from './seed/names';
import { placeTheme } from './seed/themes';
import { priceNight, type PricedPlan } from './pricing';

const TODAY = '2026-01-15';

async function generate(count: number, seed = 20_260_101): Promise<HotelBundle[]> {
  const tree = await regionTree();
  const next = createHotelGenerator(tree, createRandom(seed).fork('hotels'), TODAY);
  const ids: IdCounters = { image: 1, roomType: 1, ratePlan: 1 };
  return Array.from({ length: count }, (_, i) => next(i + 1, ids));
}

describe('hotel seed generator', async () => {
  const bundles = await generate(2000);
  const hotels = bundles.map((b) => b.hotel);

  it('is deterministic: the same seed gives the same first 50 hotels', async () => {
    const again = await generate(50);
    expect(JSON.stringify(again)).toBe(JSON.stringify(bundles.slice(0, 50)));
    const other = await generate(50, 7);
    expect(JSON.stringify(other.map((b) => b.hotel))).not.toBe(JSON.stringify(hotels.slice(0, 50)));
  });

  it('puts every hotel inside its area, district or place circle', () => {
    for (const { hotel, place } of bundles) {
      const point = { lat: hotel.lat, lon: hotel.lon };
      const area = place.areas.find((a) => a.id === hotel.areaId);
      const district = place.districts.find((d) => d.id === hotel.districtId);
      if (hotel.areaId != null) expect(area, `hotel ${hotel.id} area`).toBeDefined();
      if (hotel.districtId != null) expect(district, `hotel ${hotel.id} district`).toBeDefined();
      const [center, radius] = area
        ? [area.center, AREA_RADIUS_KM]
        : district
          ? [district.center, DISTRICT_RADIUS_KM]
          : [place.center, place.radiusKm];
      expect(distanceKm(point, center)).toBeLessThanOrEqual(radius + 0.01);
      expect(hotel.provinceId).toBe(place.provinceId);
      expect(hotel.countryCode).toBe(place.countryCode);
    }
  });

  it('keeps ~5% of hotels abroad and fills Vietnam by tourism weight', () => {
    const foreign = hotels.filter((h) => h.countryCode !== 'VN').length / hotels.length;
    expect(foreign).toBeGreaterThan(0.03);
    expect(foreign).toBeLessThan(0.07);
    const hcm = bundles.filter((b) => b.place.nameVi === 'Hồ Chí Minh').length;
    const haGiang = bundles.filter((b) => b.place.nameVi === 'Hà Giang').length;
    expect(hcm).toBeGreaterThan(haGiang * 10);
  });

  it('uses only the allowed tags and facilities, has-360img exactly when there are 360 images', () => {
    for (const { hotel, images } of bundles) {
      for (const tag of hotel.tags ?? []) expect(HOTEL_TAGS).toContain(tag);
      for (const f of hotel.facilities ?? []) expect(FACILITY_KEYS).toContain(f);
      expect(new Set(hotel.facilities).size).toBe(hotel.facilities?.length);
      expect((hotel.tags ?? []).includes('has-360img')).toBe(images.some((i) => i.is360));
    }
    expect(hotels.some((h) => (h.facilities?.length ?? 0) > 6)).toBe(true);
    for (const tag of HOTEL_TAGS) expect(hotels.some((h) => h.tags?.includes(tag))).toBe(true);
  });

  it('gives stars 0–5, review points 5.0–9.9 with one decimal and 0–4,000 reviews', () => {
    for (const h of hotels) {
      expect(h.starRate).toBeGreaterThanOrEqual(0);
      expect(h.starRate).toBeLessThanOrEqual(5);
      expect(h.reviewPoint).toBeGreaterThanOrEqual(5);
      expect(h.reviewPoint).toBeLessThanOrEqual(9.9);
      expect(Math.round(h.reviewPoint * 10)).toBeCloseTo(h.reviewPoint * 10, 6);
      expect(h.countReviews).toBeGreaterThanOrEqual(0);
      expect(h.countReviews).toBeLessThanOrEqual(4000);
      expect(h.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(hotels.some((h) => h.countReviews === 0)).toBe(true);
    const unrated = hotels.filter((h) => h.starRate === 0);
    const cozy = unrated.filter((h) => ['homestay', 'hostel', 'guesthouse'].includes(h.accommodationType)).length;
    expect(cozy / unrated.length).toBeGreaterThan(0.6);
  });

  it('gives 5–12 photos (+ 1–3 panoramas), 2–5 room types and 1–3 plans per room', () => {
    for (const b of bundles) {
      const photos = b.images.filter((i) => !i.is360);
      expect(photos.length).toBeGreaterThanOrEqual(5);
      expect(photos.length).toBeLessThanOrEqual(12);
      expect(b.images.filter((i) => i.is360).length).toBeLessThanOrEqual(3);
      expect(b.hotel.thumbImage).toBe(`/media/hotels/${b.hotel.id}-1.svg`);
      expect(b.roomTypes.length).toBeGreaterThanOrEqual(2);
      expect(b.roomTypes.length).toBeLessThanOrEqual(5);
      for (const room of b.roomTypes) {
        const plans = b.ratePlans.filter((p) => p.roomTypeId === room.id);
        expect(plans.length).toBeGreaterThanOrEqual(1);
        expect(plans.length).toBeLessThanOrEqual(3);
        expect(room.defaultAllotment).toBeGreaterThanOrEqual(1);
        expect(room.defaultAllotment).toBeLessThanOrEqual(20);
        expect(room.bedOptions.length).toBeGreaterThan(0);
      }
    }
    const share360 = bundles.filter((b) => b.images.some((i) => i.is360)).length / bundles.length;
    expect(share360).toBeGreaterThan(0.05);
    expect(share360).toBeLessThan(0.11);
  });

  it('prices by type and stars within the documented ranges', () => {
    const rng = createRandom(1);
    const types: AccommodationType[] = ['hotel', 'resort', 'homestay', 'apartment', 'villa', 'hostel', 'guesthouse'];
    for (const type of types) {
      for (let stars = 0; stars <= 5; stars++) {
        const [min, max] = basePriceRange(type, stars);
        for (let i = 0; i < 200; i++) {
          const price = baseNightlyPrice(rng, type, stars);
          expect(price % 10_000).toBe(0);
          expect(price).toBeGreaterThanOrEqual(min);
          expect(price).toBeLessThanOrEqual(max);
        }
      }
    }
    expect(basePriceRange('homestay', 0)).toEqual([300_000, 750_000]);
    expect(basePriceRange('hotel', 3)).toEqual([750_000, 1_500_000]);
    expect(basePriceRange('hotel', 5)).toEqual([2_600_000, 8_000_000]);
  });

  it('makes domestic 5-star hotels dearer than 3-star ones, and plans sane', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const cheapest = (stars: number) =>
      median(
        bundles
          .filter((b) => b.hotel.accommodationType === 'hotel' && b.hotel.starRate === stars && b.hotel.countryCode === 'VN')
          .map((b) => Math.min(...b.ratePlans.map((p) => p.basePrice))),
      );
    expect(cheapest(3)).toBeGreaterThan(cheapest(1));
    expect(cheapest(5)).toBeGreaterThan(cheapest(3) * 2);
    for (const b of bundles) {
      for (const p of b.ratePlans) {
        expect(p.basePrice % 10_000).toBe(0);
        expect(p.basePrice).toBeGreaterThan(0);
        expect([8, 10]).toContain(p.vatRate);
        expect(p.serviceFeePercent).toBe(5);
        const promo = p.promotionPercent ?? 0;
        expect(promo === 0 || (promo >= 5 && promo <= 40)).toBe(true);
        if (b.hotel.countryCode === 'VN') expect(p.provider).toBe('direct');
      }
    }
    const plans = bundles.flatMap((b) => b.ratePlans);
    const promoted = plans.filter((p) => (p.promotionPercent ?? 0) > 0).length / plans.length;
    expect(promoted).toBeGreaterThan(0.35);
    expect(promoted).toBeLessThan(0.45);
  });

  const asPriced = (p: HotelBundle['ratePlans'][number]): PricedPlan & { memberDiscountPercent: number } => ({
    basePrice: p.basePrice,
    weekendPercent: p.weekendPercent ?? 0,
    seasonRules: p.seasonRules ?? [],
    promotionPercent: p.promotionPercent ?? 0,
    vatRate: p.vatRate ?? 0,
    vatIncluded: p.vatIncluded ?? false,
    serviceFeePercent: p.serviceFeePercent ?? 0,
    feeIncluded: p.feeIncluded ?? false,
    memberDiscountPercent: p.memberDiscountPercent ?? 0,
  });

  it('keeps every night of every plan at 250,000–10,000,000 VND paid, member price included', () => {
    const year = Array.from({ length: 366 }, (_, i) => addDays('2027-12-25', i)); // a whole year, Tết and summer
    let lowest = Infinity;
    let highest = 0;
    for (const b of bundles.slice(0, 600)) {
      for (const plan of b.ratePlans.map(asPriced)) {
        for (const date of year) {
          const paid = priceNight(plan, date).inclusive;
          const member = Math.round(paid * (1 - plan.memberDiscountPercent / 100));
          lowest = Math.min(lowest, member);
          highest = Math.max(highest, paid);
        }
      }
    }
    expect(lowest).toBeGreaterThanOrEqual(NIGHTLY_PRICE_BOUNDS.min);
    expect(highest).toBeLessThanOrEqual(NIGHTLY_PRICE_BOUNDS.max);
    expect(NIGHTLY_PRICE_BOUNDS).toEqual({ min: 250_000, max: 10_000_000 });
  });

  it('shows a lead price that grows with stars, dearer in the big tourist cities', () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const tuesday = '2027-03-09';
    // the listing's price: the lead plan (cheapest quote after promotion, as refreshSearchData picks it)
    const lead = bundles.map((b) => {
      const [plan] = b.ratePlans
        .map(asPriced)
        .map((p, i) => ({ p, i, key: p.basePrice * (100 - p.promotionPercent) }))
        .sort((x, y) => x.key - y.key || x.i - y.i);
      return { b, nightly: plan ? priceNight(plan.p, tuesday).inclusive : 0 };
    });
    const of = (keep: (b: HotelBundle) => boolean) => median(lead.filter((l) => keep(l.b)).map((l) => l.nightly));
    const stars =
      (...s: number[]) =>
      (b: HotelBundle) =>
        s.includes(b.hotel.starRate);
    expect(of(stars(5))).toBeGreaterThan(of(stars(3)) * 2);
    expect(of(stars(3))).toBeGreaterThan(of(stars(1, 2)));
    expect(of(stars(5))).toBeGreaterThanOrEqual(2_500_000);
    expect(of(stars(1, 2))).toBeGreaterThanOrEqual(300_000);
    const hostels = of((b) => b.hotel.accommodationType === 'hostel');
    expect(hostels).toBeGreaterThanOrEqual(250_000);
    expect(hostels).toBeLessThanOrEqual(400_000);
    const threeStarHotel = (b: HotelBundle) => b.hotel.accommodationType === 'hotel' && b.hotel.starRate === 3 && !b.place.foreign;
    const bigCities = ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng', 'Phú Quốc', 'Hội An', 'Nha Trang'];
    const inBigCity = of((b) => threeStarHotel(b) && bigCities.includes(b.place.nameVi));
    const inPlainProvince = of((b) => threeStarHotel(b) && placeTheme(b.place) === 'plain');
    expect(inBigCity).toBeGreaterThan(inPlainProvince * 1.15);
    expect(of((b) => b.hotel.accommodationType === 'resort')).toBeGreaterThan(of(threeStarHotel));
  });

  it('sells out ~3% of hotels for 7 nights and leaves 1–5 rooms at ~10% for 30 nights', () => {
    const soldOut = bundles.filter((b) => b.profile === 'sold_out');
    const lowStock = bundles.filter((b) => b.profile === 'low_stock');
    expect(soldOut.length / bundles.length).toBeGreaterThan(0.015);
    expect(soldOut.length / bundles.length).toBeLessThan(0.05);
    expect(lowStock.length / bundles.length).toBeGreaterThan(0.07);
    expect(lowStock.length / bundles.length).toBeLessThan(0.13);
    for (const b of bundles) for (const row of b.inventory) expect(row.held + row.sold).toBeLessThanOrEqual(row.allotment);
    for (const b of soldOut) {
      expect(b.inventory).toHaveLength(b.roomTypes.length * SOLD_OUT_NIGHTS);
      expect(b.inventory.every((r) => r.sold === r.allotment)).toBe(true);
    }
    for (const b of lowStock) {
      for (let night = 0; night < LOW_STOCK_NIGHTS; night++) {
        const date = addDays(TODAY, night);
        const free = b.roomTypes.reduce((sum, room) => {
          const row = b.inventory.find((r) => r.roomTypeId === room.id && r.stayDate === date);
          return sum + (row ? row.allotment - row.sold - row.held : room.defaultAllotment);
        }, 0);
        expect(free).toBeGreaterThanOrEqual(1);
        expect(free).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe('season extremes', () => {
  it('finds the lowest and highest sum of the season rules over a year, overlaps and new-year wraps included', () => {
    expect(seasonExtremes([])).toEqual([0, 0]);
    const beach = [
      { from: '06-01', to: '08-31', percent: 15 },
      { from: '01-20', to: '02-10', percent: 30 },
      { from: '10-01', to: '11-30', percent: -10 },
    ];
    expect(seasonExtremes(beach)).toEqual([-10, 30]);
    const overlapping = [
      { from: '12-25', to: '01-05', percent: 30 },
      { from: '01-01', to: '01-31', percent: 10 },
      { from: '01-03', to: '12-31', percent: -5 },
    ];
    // 01-03..01-05: 30 + 10 - 5; 01-06..01-31: 10 - 5; 02-01..12-24: -5; 01-01..01-02: 40
    expect(seasonExtremes(overlapping)).toEqual([-5, 40]);
  });
});

describe('inventory dates', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
