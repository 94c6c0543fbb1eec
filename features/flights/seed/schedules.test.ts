import { describe, expect, it } from 'vitest';
import { createRandom } from '@/lib/random';
import { routePairs } from './airports';
import { DOMESTIC_ROUTES, INTERNATIONAL_ROUTES } from './network';
import { scheduleSeeds } from './schedules';
import { distanceKm, FOREIGN_AIRPORTS } from './world-airports';

const schedules = scheduleSeeds(createRandom(20_260_101).fork('flights'));
const on = (origin: string, destination: string) => schedules.filter((s) => s.origin === origin && s.destination === destination);

describe('flight schedules of the seed', () => {
  it('is deterministic for a generator', () => {
    expect(scheduleSeeds(createRandom(20_260_101).fork('flights'))).toEqual(schedules);
  });

  it('serves every domestic route both ways by its own carriers, SGN-HAN 30 times a day', () => {
    for (const { origin, destination } of routePairs())
      expect(on(origin, destination).length, `${origin}-${destination}`).toBeGreaterThanOrEqual(1);
    for (const route of DOMESTIC_ROUTES) {
      const flown = on(route.a, route.b);
      expect(new Set(flown.map((s) => s.airline)), `${route.a}-${route.b}`).toEqual(new Set(Object.keys(route.daily)));
      expect(on(route.b, route.a)).toHaveLength(flown.length);
    }
    expect(on('SGN', 'HAN')).toHaveLength(30);
    expect(new Set(on('SGN', 'HAN').map((s) => s.airline))).toEqual(new Set(['VN', 'VJ', 'QH', 'BL']));
    expect(on('HAN', 'DAD').length).toBeGreaterThanOrEqual(10);
    // thin airports: Điện Biên by VN's ATR 72 from Hà Nội only, Côn Đảo by ATR from SGN
    expect(
      schedules.filter((s) => s.origin === 'DIN' || s.destination === 'DIN').every((s) => s.aircraft === 'ATR72' && s.airline === 'VN'),
    ).toBe(true);
    expect(on('SGN', 'VCS').every((s) => s.aircraft === 'ATR72')).toBe(true);
  });

  it('flies to every foreign airport from a Vietnamese gateway and back, VN and VJ, the long-haul by VN alone', () => {
    for (const foreign of FOREIGN_AIRPORTS) {
      const homes = INTERNATIONAL_ROUTES.filter((r) => r.b === foreign.code).map((r) => r.a);
      expect(homes.length, foreign.code).toBeGreaterThan(0);
      for (const home of homes) {
        expect(on(home, foreign.code).length).toBeGreaterThan(0);
        expect(on(foreign.code, home).length).toBe(on(home, foreign.code).length);
      }
    }
    expect(FOREIGN_AIRPORTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(schedules.filter((s) => s.international).map((s) => s.airline))).toEqual(new Set(['VN', 'VJ']));
    for (const s of schedules.filter((x) => distanceKm(x.origin, x.destination) > 5000)) expect(s.airline).toBe('VN');
  });

  it('keeps flight numbers unique, departures between 05:00 and 23:30, durations by distance', () => {
    expect(new Set(schedules.map((s) => s.flightNumber)).size).toBe(schedules.length);
    for (const s of schedules) {
      expect(s.departMinute).toBeGreaterThanOrEqual(300);
      expect(s.departMinute).toBeLessThanOrEqual(1410);
      expect(s.departMinute % 5).toBe(0);
      expect(s.daysMask).toBeGreaterThan(0);
      expect(s.daysMask).toBeLessThanOrEqual(127);
    }
    const [sgnHan] = on('SGN', 'HAN');
    expect(distanceKm('SGN', 'HAN')).toBeGreaterThan(1100);
    expect(sgnHan!.durationMinutes).toBeGreaterThanOrEqual(110);
    expect(sgnHan!.durationMinutes).toBeLessThanOrEqual(135);
    expect(Math.min(...on('SGN', 'NRT').map((s) => s.durationMinutes))).toBeGreaterThan(300);
    expect(schedules.some((s) => s.daysMask !== 127)).toBe(true);
  });

  it('gives saver, standard and flex fares (business on VN and QH), low-cost carriers cheaper', () => {
    for (const s of schedules) {
      const codes = s.fares.map((f) => f.code);
      expect(codes.slice(0, 3)).toEqual(['ECO_SAVER', 'ECO_STANDARD', 'ECO_FLEX']);
      if (codes.includes('BUSINESS')) expect(['VN', 'QH']).toContain(s.airline);
      const [saver, standard, flex] = s.fares;
      expect(saver!.baseFareVnd).toBeLessThan(standard!.baseFareVnd);
      expect(standard!.baseFareVnd).toBeLessThan(flex!.baseFareVnd);
      expect(s.fares.map((f) => f.includedBaggageKg)).toEqual([0, 20, 23, 32].slice(0, s.fares.length));
      // which fares refund is the fare rules' (rules/fare-rules.ts): the flag follows the fee, the flex fare always refunds
      for (const f of s.fares) expect(f.refundable).toBe(f.refundFeeVnd !== null);
      expect(flex!.refundable).toBe(true);
      for (const f of s.fares) {
        expect(f.childPercent).toBeGreaterThanOrEqual(75);
        expect(f.childPercent).toBeLessThanOrEqual(100);
        expect(f.seats).toBeGreaterThan(0);
      }
    }
    const standardOf = (airline: string) =>
      Math.min(
        ...on('SGN', 'HAN')
          .filter((s) => s.airline === airline)
          .map((s) => s.fares[1]!.baseFareVnd),
      );
    expect(standardOf('VJ')).toBeLessThan(standardOf('VN'));
    expect(standardOf('BL')).toBeLessThan(standardOf('VN'));
    expect(on('SGN', 'HAN').some((s) => s.fares.some((f) => f.code === 'BUSINESS'))).toBe(true);
  });
});
