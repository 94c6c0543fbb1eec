import type { HotelListItem, HotelSearchResult } from '../../schemas';

type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/**
 * The page's hotels as an ItemList in the summary-page form (position and the hotel page's url): each hotel
 * page carries its own full Hotel data (features/hotel-detail), so the listing does not repeat it.
 */
export function hotelItemListJsonLd(result: HotelSearchResult, hotelUrl: (hotel: HotelListItem) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: result.total,
    itemListElement: result.hotels.map((h, i) => ({
      '@type': 'ListItem',
      position: (result.page - 1) * result.page_size + i + 1,
      url: hotelUrl(h),
    })),
  };
}
