import type { HotelListItem, HotelSearchResult } from '../../schemas';
import { localized } from '@/lib/i18n/localized';

type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** ItemList of Hotel entries for the page's cards (schema.org Hotel). */
export function hotelItemListJsonLd(result: HotelSearchResult, lang: 'vi' | 'en', hotelUrl: (hotel: HotelListItem) => string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: result.total,
    itemListElement: result.hotels.map((h, i) => ({
      '@type': 'ListItem',
      position: (result.page - 1) * result.page_size + i + 1,
      item: {
        '@type': 'Hotel',
        name: localized({ vi: h.name_vi, en: h.name }, lang),
        url: hotelUrl(h),
        image: origin + h.thumb_image,
        address: localized({ vi: h.full_address, en: h.full_address_en }, lang),
        geo: { '@type': 'GeoCoordinates', latitude: h.location.lat, longitude: h.location.lon },
        ...(h.star_rate > 0 ? { starRating: { '@type': 'Rating', ratingValue: h.star_rate } } : {}),
        ...(h.count_reviews > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: h.review_point, bestRating: 10, reviewCount: h.count_reviews } }
          : {}),
        priceRange: `${h.final_price.nightly.inclusive} VND`,
      },
    })),
  };
}
