import { todayIso } from '@/lib/dates/product-date';
import type { DealDetail } from '../schemas';
import { cardPrices } from '../list/deal-card';

const AVAILABILITY = { inStock: 'https://schema.org/InStock', soldOut: 'https://schema.org/SoldOut' } as const;

/**
 * schema.org Product. A voucher has one Offer per price option: the sell price in VND, in stock while the deal is
 * on sale with units left, valid from the sale's start until the day (Vietnam time) it ends, as the page says.
 * A combo's price is the calendar's (no option's sell price is ever paid): one AggregateOffer from the card's
 * from price (the calendar's lowest day, per adult).
 */
export function dealJsonLd(deal: DealDetail, { url, origin }: { url: string; origin: string }) {
  const available = deal.on_sale && !deal.sold_out && deal.quantity_left > 0;
  const availability = available ? AVAILABILITY.inStock : AVAILABILITY.soldOut;
  const validFrom = deal.sale_starts_at;
  const priceValidUntil = todayIso(new Date(deal.sale_ends_at));
  const image = deal.image_deal.map((i) => (i.image.startsWith('/') ? origin + i.image : i.image));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.name,
    url,
    sku: `DEAL-${deal.id}`,
    ...(image.length > 0 ? { image } : {}),
    description: deal.summary,
    category: deal.category.name,
    brand: { '@type': 'Brand', name: deal.hotel.name },
    offers:
      deal.deal_type === 'combo'
        ? {
            '@type': 'AggregateOffer',
            lowPrice: cardPrices(deal).price,
            priceCurrency: 'VND',
            availability,
            validFrom,
            priceValidUntil,
            url,
          }
        : deal.price_deal.map((option) => ({
            '@type': 'Offer',
            name: option.name,
            price: option.sell_price,
            priceCurrency: 'VND',
            availability,
            validFrom,
            priceValidUntil,
            url,
          })),
  };
}
