import type { Lang } from '@/lib/i18n/config';
import { localized } from '@/lib/i18n/localized';
import { hotelCardHref } from '@/lib/paths';
import { FACILITY_KEYS, TAG_KEYS } from '../../constants';
import type { HotelListItem } from '../../schemas';
import type { PricedHotel } from '../price-view';
import { BADGE_TAGS, cardBadge, type CardBadge } from './badge';
import { facilityOverflow } from './facility-overflow';

/**
 * What a result card shows of a hotel, in the page's language: the server sends this to the client card
 * instead of the whole hotel (the flight data carries each card's figures once, not the list item's
 * every field).
 */
export type CardHotel = PricedHotel & {
  id: number;
  name: string;
  address: string;
  href: string;
  thumb: string;
  stars: number;
  review: number;
  reviews: number;
  badge: CardBadge | null;
  /** the tag chips shown (known tags the badge does not already say) */
  tags: string[];
  /** the facility icons drawn: a known key, or key and name for a key the product does not know */
  facilities: (string | { key: string; name: string })[];
  /** facilities beyond the icons ("+N") */
  moreFacilities: number;
  soldOut: boolean;
};

export type CardContext = {
  lang: Lang;
  /** the stay searched: check-in as YYYY-MM-DD; rooms and adults travel to the hotel page */
  stay: { checkIn: string; nights: number; roomCount?: number; adultCount?: number };
  isDomestic: boolean;
  /** the search keyword; only international searches carry it to the detail page */
  keyword?: string | null;
  regionId?: number | null;
};

const known: readonly string[] = FACILITY_KEYS;

export function toCardHotel(hotel: HotelListItem, { lang, stay, isDomestic, keyword, regionId }: CardContext): CardHotel {
  const badge = cardBadge(hotel);
  const { visible, overflow } = facilityOverflow(hotel.groupFacilities);
  return {
    id: hotel.id,
    name: localized({ vi: hotel.name_vi, en: hotel.name }, lang),
    address: localized({ vi: hotel.full_address, en: hotel.full_address_en }, lang),
    href: hotelCardHref(hotel, { lang, stay, keyword: isDomestic ? null : keyword, regionId }),
    thumb: hotel.thumb_image,
    stars: hotel.star_rate,
    review: hotel.review_point,
    reviews: hotel.count_reviews,
    badge,
    tags: TAG_KEYS.filter(
      (tag) => hotel.tags.includes(tag) && !BADGE_TAGS.includes(tag) && !(badge === 'freeCancel24h' && tag === 'free-cancellation'),
    ),
    facilities: visible.map(({ key, group_name }) => (known.includes(key) ? key : { key, name: group_name })),
    moreFacilities: overflow,
    soldOut: hotel.is_sold_out,
    // pricing: what priceView and memberStay read, without what does not apply
    final_price: hotel.final_price,
    ...(hotel.discount.has_discount && { discount: hotel.discount }),
    ...(hotel.show_prices.member_discount.show && { show_prices: { member_discount: hotel.show_prices.member_discount } }),
    member_rate: hotel.member_rate && {
      nights: hotel.member_rate.nights,
      rooms_available: hotel.member_rate.rooms_available,
      total: hotel.member_rate.total,
      member_percent: hotel.member_rate.member_percent,
      mobile_percent: hotel.member_rate.mobile_percent,
    },
    rooms_available: hotel.rooms_available,
  };
}
