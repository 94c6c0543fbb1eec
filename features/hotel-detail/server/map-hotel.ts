import 'server-only';
import { facilityName } from '@/features/hotel-search/rules';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import { perNight, withoutTaxes } from '@/features/hotels/index';
import type { Lang } from '@/lib/i18n/config';
import type { HotelView } from './build-hotel-view';
import type { HotelRow } from './get-hotel-detail';

const percentOff = (list: number, sale: number) => (list > 0 ? Math.round((1 - sale / list) * 100) : 0);

/**
 * The hotel as the listing map draws it (one pin), priced by the page's lowest price: features/hotels
 * cheapestRate for this viewer, the stay and the rooms asked, as the listing card and its pin price it. The
 * viewer's own price is in `final_price` (a member's pin and popup show what they pay); sold out: no price.
 */
export function mapHotel(hotel: HotelRow, view: HotelView, nights: number, lang: Lang): HotelListItem {
  const lead = view.lowest;
  const stay = lead?.stay;
  const pay = lead ? { inclusive: lead.payTotal, exclusive: withoutTaxes(lead.payTotal, lead.stay) } : { inclusive: 0, exclusive: 0 };
  const per = (total: number) => perNight(total, nights);
  const hasDiscount = !!stay && lead.memberLines.length === 0 && stay.listInclusive > stay.inclusive;
  const offer = lead ? view.rooms.flatMap((room) => room.offers).find((o) => o.planId === lead.planId) : undefined;
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
    price: stay ? per(stay.listExclusive) : 0,
    net_price: per(pay.exclusive),
    provider: '',
    included_service_fee: true,
    vat: { vat_rate: 0, included: true },
    free_cancel_24h: offer?.freeCancel24h ?? false,
    rooms_available: lead?.roomsLeft ?? 0,
    is_sold_out: lead === null,
    discount: {
      has_discount: hasDiscount,
      total: { strikethrough: stay?.listInclusive ?? 0, percent: stay ? percentOff(stay.listInclusive, stay.inclusive) : 0 },
      nightly: { strikethrough: stay ? per(stay.listInclusive) : 0, percent: stay ? percentOff(stay.listInclusive, stay.inclusive) : 0 },
    },
    final_price: {
      total: pay,
      nightly: { inclusive: per(pay.inclusive), exclusive: per(pay.exclusive) },
    },
    rate_plan_id: lead?.planId ?? null,
    // already this viewer's price: the pin adds no member discount on top
    member_rate: null,
  };
}
