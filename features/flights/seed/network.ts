/**
 * The network as it is flown (issue 37, overriding spec 3's 18 pairs): each route with its carriers' departures
 * a day in each direction. VN counts VASCO's ATR 72 flights, sold under VN numbers; JQ sells nothing of its own
 * (Pacific Airlines, BL, flies the brand). Thin airports are served mostly by VN and VJ.
 */

export type Carrier = 'VN' | 'VJ' | 'QH' | 'BL';
export type RouteSeed = {
  a: string;
  b: string;
  /** departures a day each way per carrier */
  daily: Partial<Record<Carrier, number>>;
  /** VN flies it with an ATR 72 (VASCO's island and short regional routes) */
  atr?: true;
};

const r = (a: string, b: string, daily: Partial<Record<Carrier, number>>, atr?: true): RouteSeed =>
  atr ? { a, b, daily, atr } : { a, b, daily };

export const DOMESTIC_ROUTES: readonly RouteSeed[] = [
  // trunk and tourist routes from the two hubs and Đà Nẵng
  r('SGN', 'HAN', { VN: 12, VJ: 10, QH: 4, BL: 4 }),
  r('SGN', 'DAD', { VN: 6, VJ: 6, QH: 2, BL: 2 }),
  r('HAN', 'DAD', { VN: 6, VJ: 5, QH: 2, BL: 1 }),
  r('SGN', 'PQC', { VN: 5, VJ: 5, QH: 1, BL: 1 }),
  r('SGN', 'CXR', { VN: 4, VJ: 4, QH: 1, BL: 1 }),
  r('HAN', 'PQC', { VN: 3, VJ: 3, QH: 1, BL: 1 }),
  r('HAN', 'CXR', { VN: 3, VJ: 3, QH: 1, BL: 1 }),
  r('SGN', 'HPH', { VN: 3, VJ: 3, QH: 1, BL: 1 }),
  r('SGN', 'DLI', { VN: 3, VJ: 2, BL: 1 }),
  r('SGN', 'UIH', { VN: 2, VJ: 2, QH: 1 }),
  r('HAN', 'DLI', { VN: 2, VJ: 2 }),
  r('HAN', 'UIH', { VN: 2, VJ: 2 }),
  r('SGN', 'VDH', { VN: 1, VJ: 2 }),
  r('HAN', 'VDH', { VN: 1, VJ: 1 }),
  r('SGN', 'HUI', { VN: 4, VJ: 4, QH: 1 }),
  r('HAN', 'HUI', { VN: 3, VJ: 2 }),
  r('SGN', 'VII', { VN: 3, VJ: 4, QH: 1 }),
  r('SGN', 'THD', { VN: 2, VJ: 3, QH: 1 }),
  r('SGN', 'BMV', { VN: 3, VJ: 3, QH: 1 }),
  r('HAN', 'BMV', { VN: 2, VJ: 2 }),
  r('SGN', 'PXU', { VN: 2, VJ: 2 }),
  r('HAN', 'PXU', { VN: 2, VJ: 1 }),
  r('SGN', 'TBB', { VN: 1, VJ: 1 }),
  r('HAN', 'TBB', { VN: 1, VJ: 1 }),
  r('SGN', 'VCL', { VN: 1, VJ: 1 }),
  r('HAN', 'VCL', { VN: 1, VJ: 1 }),
  r('HAN', 'VCA', { VN: 2, VJ: 2, QH: 1 }),
  r('HAN', 'DIN', { VN: 2 }, true),
  r('SGN', 'VCS', { VN: 4 }, true),
  r('HAN', 'VCS', { VN: 1 }),
  r('SGN', 'VKG', { VN: 2 }, true),
  r('SGN', 'CAH', { VN: 2 }, true),
  // cross-routes that skip the hubs
  r('DAD', 'HPH', { VJ: 2 }),
  r('DAD', 'CXR', { VJ: 1 }),
  r('DAD', 'PQC', { VN: 1, VJ: 1 }),
  r('DAD', 'VCA', { VN: 1, VJ: 1 }),
  r('DAD', 'VII', { VJ: 1 }),
  r('DAD', 'DLI', { VJ: 1 }),
  r('HPH', 'CXR', { VJ: 2 }),
  r('HPH', 'PQC', { VN: 1, VJ: 2 }),
  r('HPH', 'DLI', { VJ: 1 }),
  r('HPH', 'VCA', { VJ: 1 }),
  r('VII', 'DLI', { VJ: 1 }),
  r('VII', 'PQC', { VJ: 1 }),
  r('THD', 'PQC', { VJ: 1 }),
  r('THD', 'DLI', { VJ: 1 }),
  r('VCA', 'PQC', { VN: 1 }, true),
  r('VCA', 'VCS', { VN: 1 }, true),
];

/** Departures a day each way from each Vietnamese gateway (VN and VJ; the long-haul by VN alone). */
export const INTERNATIONAL_ROUTES: readonly RouteSeed[] = [
  r('SGN', 'BKK', { VN: 2, VJ: 3 }),
  r('HAN', 'BKK', { VN: 2, VJ: 2 }),
  r('DAD', 'BKK', { VJ: 1 }),
  r('SGN', 'SIN', { VN: 2, VJ: 2 }),
  r('HAN', 'SIN', { VN: 1, VJ: 1 }),
  r('DAD', 'SIN', { VJ: 1 }),
  r('SGN', 'KUL', { VN: 1, VJ: 2 }),
  r('HAN', 'KUL', { VN: 1, VJ: 1 }),
  r('SGN', 'ICN', { VN: 2, VJ: 2 }),
  r('HAN', 'ICN', { VN: 2, VJ: 2 }),
  r('DAD', 'ICN', { VN: 1, VJ: 2 }),
  r('SGN', 'PUS', { VJ: 1 }),
  r('HAN', 'PUS', { VN: 1, VJ: 1 }),
  r('DAD', 'PUS', { VJ: 1 }),
  r('SGN', 'NRT', { VN: 1, VJ: 1 }),
  r('HAN', 'NRT', { VN: 1, VJ: 1 }),
  r('SGN', 'KIX', { VN: 1, VJ: 1 }),
  r('HAN', 'KIX', { VN: 1, VJ: 1 }),
  r('SGN', 'TPE', { VN: 1, VJ: 2 }),
  r('HAN', 'TPE', { VN: 1, VJ: 1 }),
  r('SGN', 'HKG', { VN: 1, VJ: 1 }),
  r('HAN', 'HKG', { VN: 1, VJ: 1 }),
  r('SGN', 'PVG', { VN: 1, VJ: 1 }),
  r('HAN', 'PVG', { VN: 1 }),
  r('SGN', 'CAN', { VN: 1, VJ: 1 }),
  r('HAN', 'CAN', { VN: 1 }),
  r('SGN', 'PNH', { VN: 3 }),
  r('HAN', 'PNH', { VN: 1 }),
  r('SGN', 'SAI', { VN: 1 }),
  r('HAN', 'SAI', { VN: 1 }),
  r('HAN', 'VTE', { VN: 1 }),
  r('SGN', 'DPS', { VN: 1, VJ: 1 }),
  r('HAN', 'DPS', { VJ: 1 }),
  r('SGN', 'MNL', { VN: 1 }),
  r('HAN', 'MNL', { VJ: 1 }),
  r('SGN', 'SYD', { VN: 1 }),
  r('HAN', 'SYD', { VN: 1 }),
  r('SGN', 'MEL', { VN: 1 }),
  r('HAN', 'MEL', { VN: 1 }),
  r('SGN', 'CDG', { VN: 1 }),
  r('HAN', 'CDG', { VN: 1 }),
  r('SGN', 'FRA', { VN: 1 }),
  r('HAN', 'FRA', { VN: 1 }),
];

/** Departures a day each way on a route, all carriers together. */
export const dailyOf = (route: RouteSeed): number => Object.values(route.daily).reduce((s, n) => s + n, 0);
