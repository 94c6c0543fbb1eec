import 'server-only';
import { inArray } from 'drizzle-orm';
import type { OrderNameRow, OrderTitles } from '@/features/orders/server';
import type { Db } from '@/lib/db/client';
import type { Lang } from '@/lib/i18n/config';
import { worldAirports } from '../db';

/** A flight order's title from its route's cities, as its order source words it: "Vé máy bay Hà Nội → Đà Nẵng (khứ hồi)" / "Flights Hanoi → Da Nang (round trip)". */
function flightOrderTitle(route: { from: string; to: string }, roundTrip: boolean, lang: Lang): string {
  return lang === 'vi'
    ? `Vé máy bay ${route.from} → ${route.to}${roundTrip ? ' (khứ hồi)' : ''}`
    : `Flights ${route.from} → ${route.to}${roundTrip ? ' (round trip)' : ''}`;
}

const routeOf = (row: OrderNameRow) => {
  const segments = row.flight?.legs[0]?.listFlight ?? [];
  const [first, last] = [segments[0], segments.at(-1)];
  return first && last ? { from: first.startPoint, to: last.endPoint } : null;
};

/** The flight orders' titles in both languages from their airports' cities now (one query); an order without a route keeps its stored title. */
export async function flightOrderNamesOf(db: Pick<Db, 'select'>, rows: readonly OrderNameRow[]): Promise<Map<number, OrderTitles>> {
  const flights = rows.flatMap((row) => {
    const route = row.productType === 'flight' ? routeOf(row) : null;
    return route ? [{ row, route }] : [];
  });
  const codes = [...new Set(flights.flatMap(({ route }) => [route.from, route.to]))];
  const airportRows = codes.length
    ? await db
        .select({ code: worldAirports.airportCode, vi: worldAirports.cityNameVi, en: worldAirports.cityNameEn })
        .from(worldAirports)
        .where(inArray(worldAirports.airportCode, codes))
    : [];
  const cityOf = new Map(airportRows.map((a) => [a.code, a]));
  const city = (code: string, lang: Lang) => cityOf.get(code)?.[lang] ?? code;
  const names = new Map<number, OrderTitles>();
  for (const { row, route } of flights) {
    const roundTrip = (row.flight?.legs.length ?? 0) > 1;
    names.set(row.id, {
      vi: flightOrderTitle({ from: city(route.from, 'vi'), to: city(route.to, 'vi') }, roundTrip, 'vi'),
      en: flightOrderTitle({ from: city(route.from, 'en'), to: city(route.to, 'en') }, roundTrip, 'en'),
    });
  }
  return names;
}
