import { describe, expect, it } from 'vitest';
import { regionTree } from '@/features/regions/seed';
import { TAG_KEYS } from '@/features/hotel-search/schemas';
import { createRandom } from '@/lib/random';
import viList from '@/locales/vi/hotel-list.json';
import enList from '@/locales/en/hotel-list.json';
import { HOTEL_TAGS } from './facilities';
import { createHotelGenerator, type IdCounters } from './hotel';
import { leadPlan } from './tags';

describe('seeded hotel tags', async () => {
  const tree = await regionTree();
  const next = createHotelGenerator(tree, createRandom(20_260_101).fork('hotels'), '2026-01-15');
  const ids: IdCounters = { image: 1, roomType: 1, ratePlan: 1 };
  const bundles = Array.from({ length: 600 }, (_, i) => next(i + 1, ids));

  it('are current offers: nothing about COVID, the same keys as the listing, labelled in both languages', () => {
    expect([...HOTEL_TAGS].sort()).toEqual([...TAG_KEYS].sort());
    for (const [lang, list] of [
      ['vi', viList],
      ['en', enList],
    ] as const) {
      const labels = list.tag as Record<string, string>;
      expect(Object.keys(labels).sort(), lang).toEqual(TAG_KEYS.filter((k) => k !== 'big-sale' && k !== 'top-hotel').sort());
      expect(JSON.stringify(labels), lang).not.toMatch(/covid/i);
    }
    for (const { hotel } of bundles) for (const tag of hotel.tags ?? []) expect(HOTEL_TAGS).toContain(tag);
  });

  it('say free cancellation and breakfast exactly when the plan the listing prices by has them', () => {
    for (const { hotel, ratePlans } of bundles) {
      const lead = leadPlan(ratePlans)!;
      expect(hotel.tags?.includes('free-cancellation'), `hotel ${hotel.id}`).toBe(lead.freeCancel24h);
      expect(hotel.tags?.includes('breakfast-included'), `hotel ${hotel.id}`).toBe(lead.breakfast);
    }
    expect(bundles.some((b) => b.hotel.tags?.includes('free-cancellation'))).toBe(true);
    expect(bundles.some((b) => b.hotel.tags?.includes('breakfast-included'))).toBe(true);
  });

  it('picks the lead plan as refreshSearchData does: cheapest after promotion, the first on a tie', () => {
    const a = { basePrice: 1_000_000, promotionPercent: 0, id: 1 };
    const b = { basePrice: 1_250_000, promotionPercent: 20, id: 2 };
    const c = { basePrice: 900_000, promotionPercent: 0, id: 3 };
    expect(leadPlan([a, b])?.id).toBe(1);
    expect(leadPlan([a, b, c])?.id).toBe(3);
    expect(leadPlan([])).toBeUndefined();
  });
});
