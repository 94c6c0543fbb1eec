import type { DealDetail } from '../schemas';

const AVAILABILITY = { inStock: 'https://schema.org/InStock', soldOut: 'https://schema.org/SoldOut' } as const;

/**
 * schema.org Product with one Offer per price option: the sell price in VND, in stock while the deal is on
 * sale with units left, from the first day of use until the sale ends (what the page says too).
 */
export function dealJsonLd(deal: DealDetail, { url, origin }: { url: string; origin: string }) {
  const available = deal.on_sale && !deal.sold_out && deal.quantity_left > 0;
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
    offers: deal.price_deal.map((option) => ({
      '@type': 'Offer',
      name: option.name,
      price: option.sell_price,
      priceCurrency: 'VND',
      availability: available ? AVAILABILITY.inStock : AVAILABILITY.soldOut,
      validFrom: deal.valid_from,
      priceValidUntil: deal.sale_ends_at.slice(0, 10),
      url,
    })),
  };
}
