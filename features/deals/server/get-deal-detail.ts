import 'server-only';
import { eq } from 'drizzle-orm';
import { getReadDb } from '@/lib/db/client';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { todayIso } from '@/lib/dates/product-date';
import { bookAheadDays, firstDepartureDate } from '../rules/book-ahead';
import { deals } from '../db';
import type { DealDetail } from '../schemas';
import { dealCardOf, dealFactsOf, imagesInOrder, priceView } from './deal-cards';
import { onSaleAt } from './listable';
import { messageError } from '@/lib/api/error-messages';

/**
 * GET /v2-hotel/deal-detail/fe/{id}: every field of spec 3 "Deal" (details sanitised again on read, the default
 * image first, price options, flights with adult_number). Unknown and hidden deals are 404; a deal outside its
 * sale window (or a voucher whose nights no longer fit before valid_to) is still shown, with on_sale false.
 */
export async function getDealDetail(id: number, lang: 'vi' | 'en', now: Date = new Date()): Promise<DealDetail> {
  const db = await getReadDb();
  const [deal] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
  if (!deal || deal.status !== 'active') throw messageError('dealNotFound');
  const facts = await dealFactsOf(db, [deal]);
  const card = dealCardOf(deal, facts, lang);
  if (!card) throw messageError('dealNotFound');
  const text = (item: { vi: string; en: string }) => (lang === 'vi' ? item.vi : item.en);
  return {
    ...card,
    details: sanitizeRichText(lang === 'vi' ? deal.detailsVi : deal.detailsEn),
    image_deal: imagesInOrder(facts.images.get(deal.id) ?? []).map((image) => ({
      image: image.image,
      is_default: image.isDefault,
      alt: (lang === 'vi' ? image.altVi : image.altEn) || card.name,
    })),
    package_services: deal.packageServices.map(text),
    package_addons: deal.packageAddons.map(text),
    price_deal: (facts.prices.get(deal.id) ?? []).map((p) => priceView(p, lang)),
    flights: (facts.flights.get(deal.id) ?? []).map((f) => ({
      origin: f.originAirport,
      destination: f.destinationAirport,
      origin_city: facts.cities.get(f.originAirport)?.[lang] ?? f.originAirport,
      destination_city: facts.cities.get(f.destinationAirport)?.[lang] ?? f.destinationAirport,
      adult_number: f.adultNumber,
    })),
    valid_from: deal.validFrom,
    valid_to: deal.validTo,
    max_per_order: Math.min(deal.maxPerOrder, 10),
    on_sale: onSaleAt(deal, now),
    sale_starts_at: deal.saleStartsAt.toISOString(),
    book_ahead_days: bookAheadDays(card.deal_type),
    first_departure_date: firstDepartureDate({ dealType: card.deal_type, validFrom: deal.validFrom }, todayIso(now)),
  };
}

/** A deal's name in a language, hidden deals too (an order page names what was bought), or null when unknown. */
export async function dealNameOf(id: number, lang: 'vi' | 'en'): Promise<string | null> {
  const db = await getReadDb();
  const [row] = await db.select({ nameVi: deals.nameVi, nameEn: deals.nameEn }).from(deals).where(eq(deals.id, id)).limit(1);
  return row ? (lang === 'vi' ? row.nameVi : row.nameEn) : null;
}
