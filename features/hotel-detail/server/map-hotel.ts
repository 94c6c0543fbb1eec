import 'server-only';
import { facilityName } from '@/features/hotel-search/rules';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import type { Lang } from '@/lib/i18n/config';
import type { HotelView } from './build-hotel-view';
import type { HotelRow } from './get-hotel-detail';

const percentOff = (list: number, sale: number) => (list > 0 ? Math.round((1 - sale / list) * 100) : 0);

/**
 * The hotel as the listing map draws it (one pin, priced by its cheapest rate for the stay), so the map
 * popup reuses the listing's map unchanged. Null prices when every room is sold out.
 */
export function mapHotel(hotel: HotelRow, view: HotelView, nights: number, lang: Lang): HotelListItem {
  const offers = view.rooms.filter((room) => room.roomsLeft > 0).flatMap((room) => room.offers);
  const lead = offers.reduce<(typeof offers)[number] | null>((best, o) => (!best || o.prices.totalInclusive < best.prices.totalInclusive ? o : best), null);
  const p = lead?.prices;
  const per = (total: number) => Math.round(total / Math.max(1, nights));
  const hasDiscount = !!p && p.listTotalInclusive > p.totalInclusive;
  return {
    id: hotel.id,
    name: hotel.name,
    name_vi: hotel.nameVi,
    slug: hotel.slug,
    thumb_image: hotel.thumbImage,
    star_rate: hotel.starRate,
    review_point: hotel.reviewPoint,
    count_reviews: hotel.countReviews,
    full_address: hotel.fullAddress,
    full_address_en: hotel.fullAddressEn,
    location: { lat: hotel.lat, lon: hotel.lon },
    country_code: hotel.countryCode,
    accommodation_type: hotel.accommodationType as HotelListItem['accommodation_type'],
    tags: hotel.tags,
    groupFacilities: hotel.facilities.map((key) => ({ key, group_name: facilityName(key, lang) })),
    show_prices: {
      promotion: { show: hasDiscount, title: null },
      mobile_rate: { show: false, percent: 0 },
      member_discount: { show: false, percent: 0, nightly: null },
    },
    price: p ? per(p.totalExclusive) : 0,
    net_price: p ? per(p.totalExclusive) : 0,
    provider: '',
    included_service_fee: true,
    vat: { vat_rate: 0, included: true },
    free_cancel_24h: lead?.freeCancel24h ?? false,
    rooms_available: view.rooms.reduce((sum, room) => sum + room.roomsLeft, 0),
    is_sold_out: view.soldOut,
    discount: {
      has_discount: hasDiscount,
      total: { strikethrough: p?.listTotalInclusive ?? 0, percent: p ? percentOff(p.listTotalInclusive, p.totalInclusive) : 0 },
      nightly: { strikethrough: p ? per(p.listTotalInclusive) : 0, percent: p ? percentOff(p.listTotalInclusive, p.totalInclusive) : 0 },
    },
    final_price: {
      total: { inclusive: p?.totalInclusive ?? 0, exclusive: p?.totalExclusive ?? 0 },
      nightly: { inclusive: p ? per(p.totalInclusive) : 0, exclusive: p ? per(p.totalExclusive) : 0 },
    },
  };
}
