import { describe, expect, it } from 'vitest';
import { nearbyRoutes } from './route-nearby';
import type { PopularRoute } from './route-page-types';

const route = (originCode: string, destinCode: string, dailyDepartures = 1): PopularRoute => ({
  originCode,
  destinCode,
  originCityVi: originCode,
  originCityEn: originCode,
  destinCityVi: destinCode,
  destinCityEn: destinCode,
  international: false,
  dailyDepartures,
});

// airports on a line, km from zero: the distance is the gap between them
const KM: Record<string, number> = { A: 0, A1: 100, A2: 300, A3: 2000, B: 5000, B1: 5050, B2: 5400, B3: 5700, B4: 4000 };
const distance = (a: string, b: string) => Math.abs(KM[a]! - KM[b]!);

describe('nearbyRoutes', () => {
  const routes = [
    route('A', 'B'),
    route('B', 'A'),
    route('A', 'B2'),
    route('A', 'B1'),
    route('A', 'B3'),
    route('A', 'B4'),
    route('A2', 'B'),
    route('A1', 'B'),
    route('A3', 'B'),
    route('A1', 'B1'),
    route('B1', 'B'),
  ];

  it('alternates the same origin to airports near the destination and airports near the origin to the destination, nearest first', () => {
    const nearby = nearbyRoutes(routes, 'A', 'B', distance);
    expect(nearby.map((r) => `${r.originCode}-${r.destinCode}:${r.replaces}:${r.nearKm}`)).toEqual([
      'A-B1:destination:50',
      'A1-B:origin:100',
      'A-B2:destination:400',
      'A2-B:origin:300',
      'A-B3:destination:700',
    ]);
  });

  it('leaves out the route, its reverse, routes touching neither end, airports farther than 800 km and the page airports themselves', () => {
    const codes = nearbyRoutes(routes, 'A', 'B', distance).map((r) => `${r.originCode}-${r.destinCode}`);
    for (const left of ['A-B', 'B-A', 'A-B4', 'A3-B', 'A1-B1', 'B1-B']) expect(codes).not.toContain(left);
  });

  it('stops at the limit and is empty for a route with no neighbours', () => {
    expect(nearbyRoutes(routes, 'A', 'B', distance, 2)).toHaveLength(2);
    expect(nearbyRoutes([route('A', 'B'), route('B', 'A')], 'A', 'B', distance)).toEqual([]);
  });
});
