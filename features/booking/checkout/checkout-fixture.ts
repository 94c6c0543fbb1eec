import { bookingRequestSchema, type BookingRequest } from '../schemas';

const line = (show: boolean, title: string, title_en: string, percent: number, incl: number, excl: number) => ({
  show,
  title,
  title_en,
  percent,
  incl_vat_fee_price: incl,
  excl_vat_fee_price: excl,
});

const room = (id: number, roomCount: number, name: string, nameEn: string) => ({
  booking_request_rate_id: id,
  rate_plan_id: 100 + id,
  room_type_id: 200 + id,
  room_count: roomCount,
  room_name: name,
  room_name_en: nameEn,
  rate_name: 'Giá tiêu chuẩn',
  rate_name_en: 'Standard rate',
  max_adults: 2,
  size_m2: 28,
  bed_options: [
    { group_id: 1, bed_data: [{ count: 1, type: 'king', description: '1 giường King' }] },
    { group_id: 2, bed_data: [{ count: 2, type: 'single', description: '2 giường đơn' }] },
  ],
  breakfast: true,
  free_cancel_24h: true,
  // check-in 20/12/2026 at 14:00: free until 14:00 on 19/12/2026 (features/hotels/cancellation.ts)
  free_cancel_until: '2026-12-19T07:00:00.000Z',
  provider: 'direct',
  included_service_fee: true,
  included_vat: true,
  vat_rate: 8,
  nightly: [{ date: '2026-12-20', price: 1_200_000, price_excl: 1_000_000 }],
  total_price: 2_400_000 * roomCount,
  final_price: 2_300_000 * roomCount,
});

/**
 * A booking request as the API answers it (parsed with the contract's schema, so fixtures stay true to it):
 * two rooms of one line at a Đà Nẵng hotel, 2 nights, a promotion, member lines and a coupon slot, answered now.
 */
export function bookingRequestFixture(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return bookingRequestSchema.parse({
    id: '3f1c2b9e-8a4d-4c1e-9b2a-5d6e7f8a9b0c',
    status: 'HELD',
    expires_at: '2026-12-01T10:15:00.000Z',
    // an answer that has just arrived: the server's clock agrees with the test's
    server_time: new Date().toISOString(),
    created_at: '2026-12-01T10:00:00.000Z',
    hotel: {
      id: 42,
      name: 'Sea Breeze Hotel',
      name_vi: 'Khách sạn Gió Biển',
      full_address: '12 Võ Nguyên Giáp, Đà Nẵng',
      full_address_en: '12 Vo Nguyen Giap, Da Nang',
      star_rate: 4,
      thumb_image: '/media/hotels/42-1.svg',
      country_code: 'VN',
    },
    check_in: '2026-12-20',
    check_out: '2026-12-22',
    nights: 2,
    adults: 4,
    children_ages: [],
    room_count: 2,
    free_cancel_until: '2026-12-19T07:00:00.000Z',
    rooms: [room(1, 2, 'Phòng Deluxe Hướng biển', 'Deluxe Sea View Room')],
    // a consistent quote: list - promotion - member lines = total, exclusive + fee + VAT = inclusive
    prices: {
      base_price: 4_100_000,
      base_price_incl: 4_920_000,
      total_price: 4_600_000,
      total_price_excl: 3_833_333,
      service_fee: 200_000,
      vat_amount: 566_667,
      vat: 0.8,
      show_prices: {
        promotion: line(true, 'Ưu đãi mùa đông', 'Winter deal', 5, 200_000, 166_667),
        member_discount: line(true, 'Giá thành viên', 'Member price', 3, 120_000, 100_000),
        mobile_rate: line(false, 'Giá mobile', 'Mobile rate', 0, 0, 0),
        loyalty_discount: line(false, 'Ưu đãi hạng Bạc', 'Silver level discount', 2, 80_000, 66_667),
      },
      coupon_discount: 0,
      coupon_discount_excl: 0,
      final_price: { inclusive: 4_600_000, exclusive: 3_833_333, incl_discount_value: 4, excl_discount_value: 4 },
    },
    coupon: null,
    redeem_info: null,
    loyalty_benefit: null,
    member_priced: true,
    ...(overrides.member_priced === false && !overrides.prices ? { prices: publicPrices } : {}),
    ...overrides,
  });
}

/** The same stay priced for the public (no member line): the member discount stays in the price. */
const publicPrices = {
  base_price: 4_100_000,
  base_price_incl: 4_920_000,
  total_price: 4_720_000,
  total_price_excl: 3_933_333,
  service_fee: 205_000,
  vat_amount: 581_667,
  vat: 0.8,
  show_prices: {
    promotion: line(true, 'Ưu đãi mùa đông', 'Winter deal', 5, 200_000, 166_667),
    member_discount: line(false, 'Giá thành viên', 'Member price', 0, 0, 0),
    mobile_rate: line(false, 'Giá mobile', 'Mobile rate', 0, 0, 0),
    loyalty_discount: line(false, 'Ưu đãi hạng Bạc', 'Silver level discount', 0, 0, 0),
  },
  coupon_discount: 0,
  coupon_discount_excl: 0,
  final_price: { inclusive: 4_720_000, exclusive: 3_933_333, incl_discount_value: 4, excl_discount_value: 4 },
};

/** The fixture with its prices changed in place (deep enough for the breakdown rules). */
export function withPrices(request: BookingRequest, change: (prices: BookingRequest['prices']) => void): BookingRequest {
  const copy = structuredClone(request);
  change(copy.prices);
  return copy;
}
