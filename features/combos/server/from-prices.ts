import 'server-only';
import { discountPercent, fromPrice } from '@/features/deals/rules';
import type { DealCard, DealPrice } from '@/features/deals/schemas';
import { memoize } from '@/lib/cache/memo';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { getReadDb } from '@/lib/db/client';
import type { Lang } from '@/lib/i18n/config';
import { logger } from '@/lib/logger';
import { comboDayPrice } from '../rules/price';
import type { ComboDay } from '../schemas';
import { comboCalendar } from './calendar';
import { comboDealOf } from './combo-deal';
import { comboDealFlights } from './deal-flights';

/** How far ahead a card's "from" price looks (the calendar's next ~2 months). */
const HORIZON_DAYS = 60;

/** The YYYY-MM months from `from` to `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

const lowestFare = (offers: readonly { fares: readonly { totalPrice: number }[] }[]) =>
  offers.reduce<number | null>(
    (best, offer) => offer.fares.reduce<number | null>((b, f) => (b === null || f.totalPrice < b ? f.totalPrice : b), best),
    null,
  );

/**
 * The total before the package discount of the chosen day: its flight lists' cheapest fares and the stay, as the
 * builder prices them; when they no longer give the calendar's total (a fare moved), derived from the total.
 */
async function grossOf(
  dealId: number,
  origin: string,
  day: ComboDay & { total: number },
  discountPercent: number,
  now: Date,
): Promise<number> {
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

/** One price option priced as the calendar charges: its lowest day (per adult) over the next HORIZON_DAYS days. */
type OptionDayPrice = { id: number; name: { vi: string; en: string }; sellPrice: number; listPrice: number; adultNumber: number };

/** Each price option's lowest per-adult day of the combo's calendar over the next HORIZON_DAYS days, every origin. */
async function computeOptionPrices({ dealId, now }: Key): Promise<OptionDayPrice[]> {
  const facts = await comboDealOf(await getReadDb(), dealId);
  const today = todayIso(now);
  const from = facts.deal.validFrom > today ? facts.deal.validFrom : today;
  const horizon = addDays(today, HORIZON_DAYS);
  const to = facts.deal.validTo < horizon ? facts.deal.validTo : horizon;
  if (from > to) return [];
  const priced: OptionDayPrice[] = [];
  for (const option of facts.prices) {
    let best: { origin: string; adults: number; day: ComboDay & { total: number; perAdult: number } } | null = null;
    for (const { originAirport: origin } of facts.flights) {
      for (const month of monthsBetween(from, to)) {
        const calendar = await comboCalendar({ dealId, origin, month, priceDealId: option.id }, now);
        for (const day of calendar.days) {
          if (day.total === null || day.perAdult === null || day.date < from || day.date > to) continue;
          if (!best || day.perAdult < best.day.perAdult || (day.perAdult === best.day.perAdult && day.total < best.day.total)) {
            best = { origin, adults: calendar.adultNumber, day: { ...day, total: day.total, perAdult: day.perAdult } };
          }
        }
      }
    }
    if (!best) continue;
    const percent = discountPercent(option.listPrice, option.sellPrice);
    const listPrice = Math.max(best.day.total, await grossOf(dealId, best.origin, best.day, percent, now));
    priced.push({
      id: option.id,
      name: { vi: option.nameVi, en: option.nameEn },
      sellPrice: best.day.total,
      listPrice,
      adultNumber: best.adults,
    });
  }
  return priced;
}

// A card's "from" price moves with fares and rooms, slowly: kept 10 minutes per deal and Vietnam day (spec: same as the calendar).
const cachedOptionPrices = memoize(computeOptionPrices, {
  name: 'combo-from-price',
  ttlMs: 10 * 60_000,
  maxEntries: 2_000,
  keyOf: (k) => `${k.dealId}-${todayIso(k.now)}`,
});

async function optionPricesOf(dealId: number, now: Date): Promise<OptionDayPrice[]> {
  try {
    return await cachedOptionPrices({ dealId, now });
  } catch (error) {
    // the stored prices stay on the card: a card is never lost for its calendar
    logger().warn({ err: error, dealId }, 'combo from price failed');
    return [];
  }
}

const asDealPrice = (p: OptionDayPrice, stored: DealPrice | undefined, lang: Lang): DealPrice => ({
  id: p.id,
  name: stored?.name ?? p.name[lang],
  list_price: p.listPrice,
  sell_price: p.sellPrice,
  discount_percent: discountPercent(p.listPrice, p.sellPrice),
  room_nights: stored?.room_nights ?? null,
});

/**
 * A combo card or detail priced as its calendar charges: each option at its lowest day (the detail's price_deal),
 * and from_price / price_per_adult from them by the deals' one rule (fromPrice), so sell_price / adult_number of the
 * cheapest option is the per-adult price every page shows. With no priced day, the stored values stay.
 */
function withPrices<T extends DealCard>(card: T, priced: readonly OptionDayPrice[], lang: Lang): T {
  if (priced.length === 0) return card;
  const detail = card as T & { price_deal?: DealPrice[] };
  const stored = new Map((detail.price_deal ?? [card.from_price]).map((p) => [p.id, p]));
  const options = priced.map((p) => asDealPrice(p, stored.get(p.id), lang));
  // the package is for the same adults from every origin (the seed's and the admin's rule): the cheapest option's
  const adults = [...priced].sort((a, b) => a.sellPrice - b.sellPrice || a.id - b.id)[0]!.adultNumber;
  const from = fromPrice(options, adults)!;
  const repriced = { ...card, from_price: from.option, price_per_adult: from.perAdult, adult_number: adults };
  if (!detail.price_deal) return repriced;
  const byId = new Map(options.map((o) => [o.id, o]));
  return { ...repriced, price_deal: detail.price_deal.map((p) => byId.get(p.id) ?? p) };
}

/**
 * Combo cards and details priced as the calendar charges (stay + both legs - the package discount): each option's
 * lowest day over the next ~60 days of the deal's window, any origin; the stored deal_prices values when no day is
 * priced. Other deals pass through unchanged.
 */
export function withComboFromPrices<T extends DealCard>(cards: T[], lang: Lang, now?: Date): Promise<T[]>;
export function withComboFromPrices<T extends DealCard>(card: T, lang: Lang, now?: Date): Promise<T>;
export async function withComboFromPrices<T extends DealCard>(input: T | T[], lang: Lang, now: Date = new Date()): Promise<T | T[]> {
  const cards = Array.isArray(input) ? input : [input];
  const priced = await Promise.all(
    cards.map(async (card) => (card.deal_type === 'combo' ? withPrices(card, await optionPricesOf(card.id, now), lang) : card)),
  );
  return Array.isArray(input) ? priced : priced[0]!;
}
