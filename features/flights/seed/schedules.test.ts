import { describe, expect, it } from 'vitest';
import { createRandom } from '@/lib/random';
import { routePairs } from './airports';
import { scheduleSeeds } from './schedules';
import { distanceKm, FOREIGN_AIRPORTS } from './world-airports';

const schedules = scheduleSeeds(createRandom(20_260_101).fork('flights'));
const on = (origin: string, destination: string) => schedules.filter((s) => s.origin === origin && s.destination === destination);

describe('flight schedules of the seed', () => {
  it('is deterministic for a generator', () => {
    expect(scheduleSeeds(createRandom(20_260_101).fork('flights'))).toEqual(schedules);
  });

  it('serves every domestic route both ways, SGN-HAN about 30 times a day', () => {
    for (const { origin, destination } of routePairs()) expect(on(origin, destination).length, `${origin}-${destination}`).toBeGreaterThanOrEqual(2);
    expect(on('SGN', 'HAN')).toHaveLength(30);
    expect(new Set(on('SGN', 'HAN').map((s) => s.airline))).toEqual(new Set(['VN', 'VJ', 'QH', 'BL']));
    expect(on('HAN', 'DAD').length).toBeGreaterThanOrEqual(10);
  });

  it('flies to every foreign airport from SGN and HAN and back, VN and VJ', () => {
    for (const foreign of FOREIGN_AIRPORTS) {
      for (const home of ['SGN', 'HAN']) {
        expect(on(home, foreign.code).length).toBeGreaterThan(0);
        expect(on(foreign.code, home).length).toBe(on(home, foreign.code).length);
      }
    }
    expect(new Set(schedules.filter((s) => s.international).map((s) => s.airline))).toEqual(new Set(['VN', 'VJ']));
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
      expect(s.fares.map((f) => f.refundable)).toEqual([false, false, true, true].slice(0, s.fares.length));
      for (const f of s.fares) {
        expect(f.childPercent).toBeGreaterThanOrEqual(75);
        expect(f.childPercent).toBeLessThanOrEqual(100);
        expect(f.seats).toBeGreaterThan(0);
      }
    }
    const standardOf = (airline: string) => Math.min(...on('SGN', 'HAN').filter((s) => s.airline === airline).map((s) => s.fares[1]!.baseFareVnd));
    expect(standardOf('VJ')).toBeLessThan(standardOf('VN'));
    expect(standardOf('BL')).toBeLessThan(standardOf('VN'));
    expect(on('SGN', 'HAN').some((s) => s.fares.some((f) => f.code === 'BUSINESS'))).toBe(true);
  });
});
