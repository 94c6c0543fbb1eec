import 'server-only';
import { perNight, type RateOffer } from '@/features/hotels/index';
import { facilityName } from '../listing/facility-names';
import type { HotelListItem } from '../schemas';
import type { PageHotel } from './page-hotels';
import type { HotelOffers } from './page-offers';

const percentOff = (list: number, sale: number) => (list > 0 ? Math.round((1 - sale / list) * 100) : 0);

const memberRate = (offer: RateOffer | null): HotelListItem['member_rate'] =>
  offer && {
    rate_plan_id: offer.planId,
    nights: offer.nights,
    rooms_available: offer.roomsLeft,
    total: { inclusive: offer.stay.inclusive, exclusive: offer.stay.exclusive },
    member_percent: offer.memberPercent,
    mobile_percent: offer.mobilePercent,
  };

/**
 * Spec 3 "Hotel list item" for one hotel of the page, priced by its cheapest rate bookable for the stay and the
 * rooms asked (features/hotels cheapestRate), or sold out: no price.
 */
export function toListItem(hotel: PageHotel, offers: HotelOffers, lang: 'vi' | 'en'): HotelListItem {
  const { public: offer, plan } = offers;
  const nights = offer?.nights ?? 1;
  const stay = offer?.stay ?? { list: 0, exclusive: 0, inclusive: 0, listExclusive: 0, listInclusive: 0 };
  const promotionPercent = offer?.promotionPercent ?? 0;
  const hasDiscount = promotionPercent > 0 && stay.listInclusive > stay.inclusive;
  const teaserTotal = offer?.teaserTotal ?? null;
  return {
    id: hotel.id,
    name: hotel.name,
    name_vi: hotel.name_vi,
    slug: hotel.slug,
    thumb_image: hotel.thumb_image,
    star_rate: hotel.star_rate,
    review_point: Number(hotel.review_point),
    count_reviews: hotel.count_reviews,
    full_address: hotel.full_address,
    full_address_en: hotel.full_address_en,
    location: { lat: Number(hotel.lat), lon: Number(hotel.lon) },
    country_code: hotel.country_code,
    accommodation_type: hotel.accommodation_type as HotelListItem['accommodation_type'],
    tags: hotel.tags,
    groupFacilities: hotel.facilities.map((key) => ({ key, group_name: facilityName(key, lang) })),
    show_prices: {
      promotion: { show: hasDiscount, title: hasDiscount ? `-${promotionPercent}%` : null },
      // spec 6: member-only (signed-in confirmed members), whatever the screen; the browser applies it for them
      mobile_rate: { show: (offer?.mobilePercent ?? 0) > 0, percent: offer?.mobilePercent ?? 0 },
      member_discount: {
        show: teaserTotal !== null,
        percent: offer?.memberPercent ?? 0,
        nightly: teaserTotal === null ? null : perNight(teaserTotal, nights),
        total: teaserTotal,
      },
    },
    price: perNight(stay.listExclusive, nights),
    net_price: perNight(stay.exclusive, nights),
    provider: plan?.provider ?? '',
    included_service_fee: plan?.feeIncluded ?? false,
    vat: { vat_rate: plan?.vatRate ?? 0, included: plan?.vatIncluded ?? false },
    free_cancel_24h: plan?.freeCancel24h ?? false,
    rooms_available: offer?.roomsLeft ?? 0,
    is_sold_out: offer === null,
    discount: {
      has_discount: hasDiscount,
      total: { strikethrough: stay.listInclusive, percent: percentOff(stay.listInclusive, stay.inclusive) },
      nightly: { strikethrough: perNight(stay.listInclusive, nights), percent: percentOff(stay.listInclusive, stay.inclusive) },
    },
    final_price: {
      total: { inclusive: stay.inclusive, exclusive: stay.exclusive },
      nightly: { inclusive: perNight(stay.inclusive, nights), exclusive: perNight(stay.exclusive, nights) },
    },
    rate_plan_id: offer?.planId ?? null,
    member_rate: memberRate(offers.member),
  };
}
