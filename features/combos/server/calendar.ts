import 'server-only';
import { lowFareDays, monthEnd } from '@/features/flights/server';
import { memoize } from '@/lib/cache/memo';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { getReadDb } from '@/lib/db/client';
import { discountPercent, firstDepartureDate } from '@/features/deals/rules';
import { cheapestStayPrice, comboDayPrice } from '../rules/price';
import { calendarMonthOpen, COMBO_LIMITS, type ComboCalendar, type ComboCalendarBody, type ComboDay } from '../schemas';
import { adultsFrom, cheapestOption, comboDealOf, comboOnSale } from './combo-deal';
import { freeRoomsBetween, roomFreeForStay } from './stay';
import { fieldMessageError, messageError } from '@/lib/api/error-messages';

type Key = ComboCalendarBody & { now: Date };

async function computeComboCalendar({ dealId, origin, month, priceDealId, now }: Key): Promise<ComboCalendar> {
  const db = await getReadDb();
  const facts = await comboDealOf(db, dealId);
  const adults = adultsFrom(facts, origin);
  if (adults === null) throw messageError('comboNotFromAirport');
  const option = priceDealId === undefined ? cheapestOption(facts) : facts.prices.find((p) => p.id === priceDealId);
  if (priceDealId !== undefined && !option) throw messageError('comboPriceOptionNotFound');
  const { deal } = facts;
  const destination = deal.destinationAirport!;
  const nights = deal.roomNights;
  const first = `${month}-01`;
  const last = monthEnd(month);
  const days: ComboDay[] = Array.from({ length: Number(last.slice(8)) }, (_, i) => ({
    date: `${month}-${String(i + 1).padStart(2, '0')}`,
    total: null,
    perAdult: null,
  }));
  const today = todayIso(now);
  // only the days of the month inside the deal's departure window, from the first the book-ahead rule allows today
  const firstDeparture = firstDepartureDate({ dealType: 'combo', validFrom: deal.validFrom }, today);
  const from = first > firstDeparture ? first : firstDeparture;
  const to = deal.validTo < last ? deal.validTo : last;
  const answer = {
    dealId,
    origin,
    destination,
    month,
    adultNumber: adults,
    nights,
    firstDeparture,
    days,
    cheapestDate: null as string | null,
  };
  // a deal off sale or with no unit left sells no day
  if (!option || !comboOnSale(deal, now) || deal.quantitySold >= deal.quantityTotal || from > to) return answer;
  const percent = discountPercent(option.listPrice, option.sellPrice);
  const [outbound, inbound, freeOn] = [
    await lowFareDays(origin, destination, from, to, adults, now),
    await lowFareDays(destination, origin, addDays(from, nights), addDays(to, nights), adults, now),
    await freeRoomsBetween(db, facts.roomType.id, from, addDays(to, nights)),
  ];
  const outByDate = new Map(outbound.map((d) => [d.date, d.minPrice]));
  const inByDate = new Map(inbound.map((d) => [d.date, d.minPrice]));
  let cheapest: ComboDay | null = null;
  for (const day of days.slice(Number(from.slice(8)) - 1, Number(to.slice(8)))) {
    const out = outByDate.get(day.date);
    const back = inByDate.get(addDays(day.date, nights));
    if (out == null || back == null || !roomFreeForStay(freeOn, day.date, nights)) continue;
    const stay = cheapestStayPrice(facts.plans, day.date, nights);
    if (stay === null) continue;
    // lowFareDays answers one adult's lowest price: the package's adults pay it each
    const price = comboDayPrice({ stay, outbound: out * adults, inbound: back * adults, discountPercent: percent, adultNumber: adults });
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
  keyOf: (k) => `${k.dealId}-${k.origin}-${k.month}-${k.priceDealId ?? 'cheapest'}-${todayIso(k.now)}`,
});

/**
 * POST /api/flight-service/v1/combo-search-month-v2 with {dealId, origin, month, priceDealId?}: each day's lowest
 * combo total and per-adult price with that price option (the cheapest when left out). A month outside this month ..
 * COMBO_LIMITS.calendarMonthsAhead is 400 VALIDATION_ERROR before any work (the schema only bounds the year).
 */
export function comboCalendar(body: ComboCalendarBody, now = new Date()): Promise<ComboCalendar> {
  if (!calendarMonthOpen(body.month, now)) {
    return Promise.reject(fieldMessageError('comboCalendarRange', 'month', { months: COMBO_LIMITS.calendarMonthsAhead }));
  }
  return cachedComboCalendar({ ...body, now });
}
