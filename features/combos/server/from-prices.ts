import 'server-only';
import { discountPercent } from '@/features/deals/rules';
import type { DealCard } from '@/features/deals/schemas';
import { memoize } from '@/lib/cache/memo';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { getReadDb } from '@/lib/db/client';
import type { Lang } from '@/lib/i18n/config';
import { logger } from '@/lib/logger';
import { comboDayPrice } from '../rules/price';
import type { ComboDay } from '../schemas';
import { comboCalendar } from './calendar';
import { comboDealOf, cheapestOption } from './combo-deal';
import { comboDealFlights } from './deal-flights';

/** How far ahead a card's "from" price looks (the calendar's next ~2 months). */
const HORIZON_DAYS = 60;

/** A combo's lowest calendar day as a card shows it. */
type ComboFromPrice = { sellPrice: number; listPrice: number; discountPercent: number; perAdult: number; adultNumber: number };

/** The YYYY-MM months from `from` to `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

const lowestFare = (offers: readonly { fares: readonly { totalPrice: number }[] }[]) =>
  offers.reduce<number | null>((best, offer) => offer.fares.reduce<number | null>((b, f) => (b === null || f.totalPrice < b ? f.totalPrice : b), best), null);

/**
 * The total before the package discount of the chosen day: its flight lists' cheapest fares and the stay, as the
 * builder prices them; when they no longer give the calendar's total (a fare moved), derived from the total.
 */
async function grossOf(dealId: number, origin: string, day: ComboDay & { total: number }, discountPercent: number, now: Date): Promise<number> {
  const derived = Math.round((day.total * 100) / (100 - Math.min(99, discountPercent)) / 1000) * 1000;
  try {
    const lists = await comboDealFlights(dealId, origin, day.date, now);
    const [out, back] = [lowestFare(lists.outbound), lowestFare(lists.inbound)];
    if (out === null || back === null || lists.stayPrice === null) return derived;
    const price = comboDayPrice({ stay: lists.stayPrice, outbound: out, inbound: back, discountPercent, adultNumber: lists.adultNumber });
    return price.total === day.total ? price.gross : derived;
  } catch {
    return derived;
  }
}

type Key = { dealId: number; now: Date };

/** The lowest per-adult day of a combo's calendar over the next HORIZON_DAYS days, every origin, its cheapest option. */
async function computeFromPrice({ dealId, now }: Key): Promise<ComboFromPrice | null> {
  const facts = await comboDealOf(await getReadDb(), dealId);
  const option = cheapestOption(facts);
  if (!option) return null;
  const today = todayIso(now);
  const from = facts.deal.validFrom > today ? facts.deal.validFrom : today;
  const horizon = addDays(today, HORIZON_DAYS);
  const to = facts.deal.validTo < horizon ? facts.deal.validTo : horizon;
  if (from > to) return null;
  let best: { origin: string; adults: number; day: ComboDay & { total: number; perAdult: number } } | null = null;
  for (const { originAirport: origin } of facts.flights) {
    for (const month of monthsBetween(from, to)) {
      const calendar = await comboCalendar({ dealId, origin, month }, now);
      for (const day of calendar.days) {
        if (day.total === null || day.perAdult === null || day.date < from || day.date > to) continue;
        if (!best || day.perAdult < best.day.perAdult || (day.perAdult === best.day.perAdult && day.total < best.day.total)) {
          best = { origin, adults: calendar.adultNumber, day: { ...day, total: day.total, perAdult: day.perAdult } };
        }
      }
    }
  }
  if (!best) return null;
  const packageDiscount = discountPercent(option.listPrice, option.sellPrice);
  const listPrice = Math.max(best.day.total, await grossOf(dealId, best.origin, best.day, packageDiscount, now));
  return { sellPrice: best.day.total, listPrice, discountPercent: discountPercent(listPrice, best.day.total), perAdult: best.day.perAdult, adultNumber: best.adults };
}

// A card's "from" price moves with fares and rooms, slowly: kept 10 minutes per deal and Vietnam day (spec: same as the calendar).
const cachedFromPrice = memoize(computeFromPrice, {
  name: 'combo-from-price',
  ttlMs: 10 * 60_000,
  maxEntries: 2_000,
  keyOf: (k) => `${k.dealId}-${todayIso(k.now)}`,
});

async function fromPriceOf(dealId: number, now: Date): Promise<ComboFromPrice | null> {
  try {
    return await cachedFromPrice({ dealId, now });
  } catch (error) {
    // the stored price stays on the card: a card is never lost for its calendar
    logger().warn({ err: error, dealId }, 'combo from price failed');
    return null;
  }
}

function withPrice<T extends DealCard>(card: T, price: ComboFromPrice | null): T {
  if (!price) return card;
  return {
    ...card,
    from_price: { ...card.from_price, sell_price: price.sellPrice, list_price: price.listPrice, discount_percent: price.discountPercent },
    price_per_adult: price.perAdult,
    adult_number: price.adultNumber,
  };
}

/**
 * Combo cards priced as the calendar charges (stay + both legs - the package discount): the lowest day over the
 * next ~60 days of the deal's window, any origin, the cheapest option; the stored deal_prices values when no day
 * is priced. Other deals pass through unchanged. `lang` is the pages' and routes' call shape (prices do not vary by it).
 */
export function withComboFromPrices<T extends DealCard>(cards: T[], lang: Lang, now?: Date): Promise<T[]>;
export function withComboFromPrices<T extends DealCard>(card: T, lang: Lang, now?: Date): Promise<T>;
export async function withComboFromPrices<T extends DealCard>(input: T | T[], _lang: Lang, now: Date = new Date()): Promise<T | T[]> {
  const cards = Array.isArray(input) ? input : [input];
  const priced = await Promise.all(cards.map(async (card) => (card.deal_type === 'combo' ? withPrice(card, await fromPriceOf(card.id, now)) : card)));
  return Array.isArray(input) ? priced : priced[0]!;
}
