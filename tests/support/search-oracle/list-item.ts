import { facilityName } from '@/features/hotel-search/index';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import { memberTeaserPrice } from '@/features/hotels/index';
import type { Priced } from './filters';

type HotelDetailsRow = {
  id: number;
  name: string;
  name_vi: string;
  slug: string;
  thumb_image: string;
  full_address: string;
  full_address_en: string;
  lat: number;
  lon: number;
};

const percentOff = (list: number, sale: number) => (list > 0 ? Math.round((1 - sale / list) * 100) : 0);

/** Spec 3 "Hotel list item" for one hotel of the page, prices for the requested stay. */
export function toListItem(hotel: Priced, details: HotelDetailsRow, lang: 'vi' | 'en'): HotelListItem {
  const { price } = hotel;
  const hasDiscount = Number(hotel.promotion_percent) > 0 && price.listTotalInclusive > price.totalInclusive;
  const discounts = { memberPercent: Number(hotel.member_discount_percent), mobilePercent: Number(hotel.mobile_rate_percent) };
  const teaserNightly = memberTeaserPrice(price.nightlyInclusive, discounts);
  return {
    id: hotel.id,
    name: details.name,
    name_vi: details.name_vi,
    slug: details.slug,
    thumb_image: details.thumb_image,
    star_rate: hotel.star_rate,
    review_point: Number(hotel.review_point),
    count_reviews: hotel.count_reviews,
    full_address: details.full_address,
    full_address_en: details.full_address_en,
    location: { lat: Number(details.lat), lon: Number(details.lon) },
    country_code: hotel.country_code,
    accommodation_type: hotel.accommodation_type as HotelListItem['accommodation_type'],
    tags: hotel.tags,
    groupFacilities: hotel.facilities.map((key) => ({ key, group_name: facilityName(key, lang) })),
    show_prices: {
      promotion: { show: hasDiscount, title: hasDiscount ? `-${hotel.promotion_percent}%` : null },
      mobile_rate: { show: discounts.mobilePercent > 0, percent: discounts.mobilePercent },
      member_discount: { show: teaserNightly !== null, percent: discounts.memberPercent, nightly: teaserNightly },
    },
    price: price.listNightlyExclusive,
    net_price: price.nightlyExclusive,
    provider: hotel.provider,
    included_service_fee: hotel.fee_included,
    vat: { vat_rate: Number(hotel.vat_rate), included: hotel.vat_included },
    free_cancel_24h: hotel.free_cancel_24h,
    rooms_available: hotel.roomsAvailable,
    is_sold_out: hotel.soldOut,
    discount: {
      has_discount: hasDiscount,
      total: { strikethrough: price.listTotalInclusive, percent: percentOff(price.listTotalInclusive, price.totalInclusive) },
      nightly: { strikethrough: price.listNightlyInclusive, percent: percentOff(price.listNightlyInclusive, price.nightlyInclusive) },
    },
    final_price: {
      total: { inclusive: price.totalInclusive, exclusive: price.totalExclusive },
      nightly: { inclusive: price.nightlyInclusive, exclusive: price.nightlyExclusive },
    },
  };
}
