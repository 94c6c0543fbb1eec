import type { HotelListItem } from '../schemas';

/** Test data: a hotel list item at a place with a nightly price (VAT and fees included). */
export function hotelAt(id: number, lat: number, lon: number, nightly = 1_000_000, name = `Hotel ${id}`): HotelListItem {
  const price = { inclusive: nightly, exclusive: Math.round(nightly / 1.1) };
  const discount = { strikethrough: 0, percent: 0 };
  return {
    id,
    name,
    name_vi: `Khách sạn ${id}`,
    slug: `hotel-${id}`,
    thumb_image: `/media/hotels/${id}.svg`,
    star_rate: 4,
    review_point: 8.5,
    count_reviews: 12,
    full_address: 'Đà Nẵng',
    full_address_en: 'Da Nang',
    location: { lat, lon },
    country_code: 'VN',
    accommodation_type: 'hotel',
    tags: [],
    groupFacilities: [],
    show_prices: {
      promotion: { show: false, title: null },
      mobile_rate: { show: false, percent: 0 },
      member_discount: { show: false, percent: 10, nightly: null },
    },
    price: price.exclusive,
    net_price: price.exclusive,
    provider: 'direct',
    included_service_fee: true,
    vat: { vat_rate: 0.1, included: true },
    free_cancel_24h: false,
    rooms_available: 10,
    is_sold_out: false,
    discount: { has_discount: false, total: discount, nightly: discount },
    final_price: { total: price, nightly: price },
    rate_plan_id: id,
    member_rate: null,
  };
}
