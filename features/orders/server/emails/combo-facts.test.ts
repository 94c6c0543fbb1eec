import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../access/order-access';
import { orderConfirmedMail } from './order-confirmed';

const leg = (n: 0 | 1, start: string, end: string) => ({
  leg: n,
  airline: 'VJ',
  airlineName: 'Vietjet Air',
  logo: null,
  fareCode: 'ECO_SAVER',
  bookingClass: 'E',
  cabin: 'economy',
  includedBaggageKg: n === 0 ? 0 : 20,
  cabinBaggageKg: 7,
  refundable: false,
  listFlight: [
    {
      startPoint: n === 0 ? 'HAN' : 'PQC',
      endPoint: n === 0 ? 'PQC' : 'HAN',
      startDate: start,
      endDate: end,
      duration: 130,
      flightNumber: `VJ45${n}`,
    },
  ],
});

/** A paid combo order as stored: the deal's name as title, the hotel in its room line, both legs and two passengers. */
const combo = (lang: 'vi' | 'en') =>
  ({
    orderNumber: 'CABC234567',
    productType: 'combo',
    title: lang === 'vi' ? 'Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay' : 'Vinpearl Phu Quoc combo, 3 days 2 nights with flights',
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    nights: 2,
    totalVnd: 9_777_000,
    lang,
    freeCancelUntil: null,
    paymentDeadline: null,
    contact: { full_name: 'An', email: 'an@example.com', phone: '+84901234567' },
    rooms: [
      {
        booking_request_rate_id: 1,
        room_type_id: 2,
        room_name: 'Phòng Deluxe',
        room_name_en: 'Deluxe Room',
        rate_name: 'Gói 2 người lớn',
        rate_name_en: 'Package for 2 adults',
        room_count: 1,
        breakfast: false,
        free_cancel_24h: false,
        final_price: 4_000_000,
        hotel_name: 'Khu nghỉ dưỡng Vinpearl Phú Quốc',
        hotel_name_en: 'Vinpearl Resort Phu Quoc',
      },
    ],
    flight: {
      legs: [leg(0, '2026-12-10T22:30', '2026-12-11T00:40'), leg(1, '2026-12-12T16:00', '2026-12-12T18:10')],
      passengers: [
        { title: 'MR', lastName: 'NGUYEN', firstName: 'VAN AN' },
        { title: 'MRS', lastName: 'TRAN', firstName: 'THI BINH' },
      ],
    },
  }) as unknown as OrderRow;

describe('the combo confirmation mail', () => {
  it('names the deal once and lists hotel, room, check-in, check-out with nights, each leg with fare, baggage and a dated arrival', () => {
    const { text } = orderConfirmedMail(combo('vi'), 'https://www.example.vn/don-hang/CABC234567?token=t');
    expect(text).not.toContain('Combo Combo');
    expect(text.split('Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay').length - 1).toBe(1);
    for (const line of [
      'Khách sạn: Khu nghỉ dưỡng Vinpearl Phú Quốc',
      'Phòng: Phòng Deluxe · 1 phòng',
      'Nhận phòng: 10/12/2026',
      'Trả phòng: 12/12/2026 (2 đêm)',
      'Chiều đi: VJ450 · HAN → PQC · 22:30 10/12/2026 → 00:40 11/12/2026 · Phổ thông tiết kiệm (E) – 7 kg',
      'Chiều về: VJ451 · PQC → HAN · 16:00 12/12/2026 → 18:10 12/12/2026 · Phổ thông tiết kiệm (E) – 7 kg + 20 kg ký gửi',
      'Hành khách: MR NGUYEN VAN AN, MRS TRAN THI BINH',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('ECO_SAVER');
  });

  it('in English', () => {
    const { text } = orderConfirmedMail(combo('en'), 'https://www.example.vn/en/don-hang/CABC234567?token=t');
    for (const line of [
      'Combo: Vinpearl Phu Quoc combo',
      'Hotel: Vinpearl Resort Phu Quoc',
      'Room: Deluxe Room · 1 room',
      'Check-out: 12/12/2026 (2 nights)',
      '00:40 11/12/2026 · Economy Saver (E) – 7 kg',
    ]) {
      expect(text).toContain(line);
    }
  });
});
