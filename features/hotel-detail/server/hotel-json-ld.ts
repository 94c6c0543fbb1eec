import 'server-only';
import type { Lang } from '@/lib/i18n/config';
import { localized } from '@/lib/i18n/localized';
import type { HotelView } from './build-hotel-view';
import type { HotelRow } from './get-hotel-detail';

/**
 * schema.org Hotel with one Offer per rate plan: the price is the one the page shows for the stay (one
 * room, VAT and fees included, what this viewer pays), so search engines and visitors read the same figure.
 */
export function hotelJsonLd(
  hotel: HotelRow,
  view: HotelView,
  { lang, url, origin, image }: { lang: Lang; url: string; origin: string; image: string | null },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: localized({ vi: hotel.nameVi, en: hotel.name }, lang),
    url,
    ...(image ? { image: origin + image } : {}),
    description: localized({ vi: hotel.descriptionVi, en: hotel.descriptionEn }, lang),
    address: localized({ vi: hotel.fullAddress, en: hotel.fullAddressEn }, lang),
    geo: { '@type': 'GeoCoordinates', latitude: hotel.lat, longitude: hotel.lon },
    checkinTime: hotel.checkInTime,
    checkoutTime: hotel.checkOutTime,
    ...(hotel.starRate > 0 ? { starRating: { '@type': 'Rating', ratingValue: hotel.starRate } } : {}),
    ...(hotel.countReviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.reviewPoint, bestRating: 10, reviewCount: hotel.countReviews } }
      : {}),
    makesOffer: view.rooms.flatMap((room) =>
      room.offers.map((offer) => ({
        '@type': 'Offer',
        name: `${room.name} · ${offer.name}`,
        price: offer.prices.payTotal,
        priceCurrency: 'VND',
        availability: room.roomsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        itemOffered: { '@type': 'HotelRoom', name: room.name, occupancy: { '@type': 'QuantitativeValue', maxValue: room.maxAdults } },
      })),
    ),
  };
}

/** schema.org BreadcrumbList of the page's trail (names and absolute addresses). */
export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}
