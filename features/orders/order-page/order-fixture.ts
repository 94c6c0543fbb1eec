import type { OrderDetail } from '../schemas';

/** A pending bank-transfer order of two rooms, for component tests; `patch` changes any field. */
export function orderFixture(patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order_number: 'VV8K2M4Q',
    product_type: 'hotel',
    status: 'pending',
    title: 'Khách sạn Biển Xanh',
    hotel: { id: 11, name: 'Blue Sea Hotel', name_vi: 'Khách sạn Biển Xanh', full_address: '12 Trần Phú, Nha Trang', full_address_en: '12 Tran Phu, Nha Trang', star_rate: 4, thumb_image: '/media/h/11.jpg' },
    check_in: '2026-12-01',
    check_out: '2026-12-03',
    nights: 2,
    adults: 3,
    children_ages: [6],
    flight: null,
    deal: null,
    rooms: [
      {
        booking_request_rate_id: 501,
        room_type_id: 31,
        room_name: 'Phòng Deluxe hướng biển',
        room_name_en: 'Deluxe Sea View',
        rate_name: 'Giá tốt',
        rate_name_en: 'Best rate',
        room_count: 2,
        breakfast: true,
        free_cancel_24h: true,
        final_price: 4_600_000,
      },
    ],
    receivers: [
      { first_name: 'An', last_name: 'Lê', phone: '+84912345678', booking_request_rate_id: 501 },
      { first_name: 'Bảo', last_name: 'Lê', phone: '+84912345679', booking_request_rate_id: 501 },
    ],
    contact: { full_name: 'Trần Bình', email: 'binh@example.com', phone: '+84912345678' },
    prices: { subtotal_vnd: 4_600_000, coupon_code: 'LYSAVE10', coupon_discount_vnd: 460_000, payment_fee_vnd: 0, total_vnd: 4_140_000 },
    payment: {
      method: 'payment_method_bank_transfer',
      method_name: 'Chuyển khoản ngân hàng',
      method_name_en: 'Bank transfer',
      deadline: new Date(Date.now() + 20 * 60_000).toISOString(),
      paid_at: null,
      transaction_id: 'TX0001AB',
    },
    cancellation: { allowed: true, refund_vnd: 0, free_until: null, reason: null },
    refund: null,
    invoice: null,
    events: [{ status: 'pending', at: '2026-11-20T03:00:00.000Z' }],
    created_at: '2026-11-20T03:00:00.000Z',
    ...patch,
  };
}

/** The same order paid by bank transfer (refund to a bank account if cancelled). */
export const paidOrderFixture = (patch: Partial<OrderDetail> = {}) =>
  orderFixture({
    status: 'confirmed',
    payment: { ...orderFixture().payment, deadline: null, paid_at: '2026-11-20T03:10:00.000Z' },
    cancellation: { allowed: true, refund_vnd: 4_140_000, free_until: '2026-11-30T07:00:00.000Z', reason: null },
    events: [
      { status: 'pending', at: '2026-11-20T03:00:00.000Z' },
      { status: 'paid', at: '2026-11-20T03:10:00.000Z' },
      { status: 'confirmed', at: '2026-11-20T03:10:01.000Z' },
    ],
    ...patch,
  });
