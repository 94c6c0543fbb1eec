import 'server-only';
import { lowFareDays } from '@/features/flights/server';
import { memoize } from '@/lib/cache/memo';
import { notFound } from '@/lib/api/errors';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { getReadDb } from '@/lib/db/client';
import { cheapestStayPrice, comboDayPrice, discountPercentOf } from '../rules/price';
import type { ComboCalendar, ComboCalendarBody, ComboDay } from '../schemas';
import { adultsFrom, cheapestOption, comboDealOf, comboOnSale } from './combo-deal';
import { freeRoomsBetween, roomFreeForStay } from './stay';

/** The last day of a YYYY-MM month. */
function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return addDays(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`, -1);
}

type Key = ComboCalendarBody & { now: Date };

async function computeComboCalendar({ dealId, origin, month, now }: Key): Promise<ComboCalendar> {
  const db = await getReadDb();
  const facts = await comboDealOf(db, dealId);
  const adults = adultsFrom(facts, origin);
  if (adults === null) throw notFound('Combo không khởi hành từ sân bay này');
  const { deal } = facts;
  const destination = deal.destinationAirport!;
  const nights = deal.roomNights;
  const first = `${month}-01`;
  const last = monthEnd(month);
  const days: ComboDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) days.push({ date, total: null, perAdult: null });
  const from = deal.validFrom > first ? deal.validFrom : first;
  const to = deal.validTo < last ? deal.validTo : last;
  const option = cheapestOption(facts);
  const answer = { dealId, origin, destination, month, adultNumber: adults, nights, days, cheapestDate: null as string | null };
  // a deal off sale or with no unit left sells no day
  if (!option || !comboOnSale(deal, now) || deal.quantitySold >= deal.quantityTotal || from > to) return answer;
  const discountPercent = discountPercentOf(option.listPrice, option.sellPrice);
  const [outbound, inbound, freeOn] = [
    await lowFareDays(origin, destination, from, to, adults, now),
    await lowFareDays(destination, origin, addDays(from, nights), addDays(to, nights), adults, now),
    await freeRoomsBetween(db, facts.roomType.id, from, addDays(to, nights)),
  ];
  const outByDate = new Map(outbound.map((d) => [d.date, d.minPrice]));
  const inByDate = new Map(inbound.map((d) => [d.date, d.minPrice]));
  let cheapest: ComboDay | null = null;
  for (const day of days) {
    if (day.date < from || day.date > to || day.date < todayIso(now)) continue;
    const out = outByDate.get(day.date);
    const back = inByDate.get(addDays(day.date, nights));
    if (out == null || back == null || !roomFreeForStay(freeOn, day.date, nights)) continue;
    const stay = cheapestStayPrice(facts.plans, day.date, nights);
    if (stay === null) continue;
    // lowFareDays answers one adult's lowest price: the package's adults pay it each
    const price = comboDayPrice({ stay, outbound: out * adults, inbound: back * adults, discountPercent, adultNumber: adults });
    day.total = price.total;
    day.perAdult = price.perAdult;
    if (!cheapest || price.total < cheapest.total!) cheapest = day;
  }
  return { ...answer, cheapestDate: cheapest?.date ?? null };
}

// Like the fare calendar: a combo month moves with bookings, slowly; kept a minute per deal, origin, month and Vietnam day.
const cachedComboCalendar = memoize(computeComboCalendar, {
  name: 'combo-calendar',
  ttlMs: 60_000,
  maxEntries: 2_000,
  keyOf: (k) => `${k.dealId}-${k.origin}-${k.month}-${todayIso(k.now)}`,
});

/** POST /api/flight-service/v1/combo-search-month-v2 with {dealId, origin, month}: each day's lowest combo total and per-adult price. */
export function comboCalendar(body: ComboCalendarBody, now = new Date()): Promise<ComboCalendar> {
  return cachedComboCalendar({ ...body, now });
}
