import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlightOrderSummary } from '@/features/flights/index';
import { OrderPage } from '@/features/orders/index';
import type { OrderDetail } from '@/features/orders/schemas';
import { paidOrderFixture } from '@/tests/fixtures/order-detail';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { ComboOrderSections } from './combo-order-sections';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const leg = (n: 0 | 1, startDate: string, endDate: string): FlightOrderSummary['legs'][number] => ({
  leg: n,
  airline: 'VJ',
  airlineName: 'Vietjet Air',
  logo: null,
  fareClassId: 10 + n,
  fareCode: 'ECO_SAVER',
  cabin: 'economy',
  bookingClass: 'E',
  refundable: false,
  includedBaggageKg: 0,
  cabinBaggageKg: 7,
  listFlight: [
    { startPoint: n === 0 ? 'HAN' : 'PQC', endPoint: n === 0 ? 'PQC' : 'HAN', startDate, endDate, duration: 130, flightNumber: `VJ45${n}` },
  ],
});

/** A paid combo order: the deal's name as title, one room, a night outbound landing after midnight. */
const comboOrder = (): OrderDetail => {
  const base = paidOrderFixture();
  const flight = {
    isDomestic: true,
    adultCount: 2,
    childCount: 0,
    infantCount: 0,
    legs: [leg(0, '2026-12-01T22:30', '2026-12-02T00:40'), leg(1, '2026-12-03T16:00', '2026-12-03T18:10')],
    passengers: [
      {
        type: 'adult',
        title: 'MR',
        firstName: 'VAN AN',
        lastName: 'NGUYEN',
        dateOfBirth: null,
        nationality: null,
        passportMasked: null,
        passportExpiry: null,
        listBaggage: [],
      },
    ],
    quote: null,
  } as unknown as FlightOrderSummary;
  return {
    ...base,
    product_type: 'combo',
    title: 'Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay',
    title_vi: 'Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay',
    title_en: 'Vinpearl Phu Quoc combo 3D2N + flights',
    adults: 2,
    children_ages: [],
    rooms: [
      { ...base.rooms[0]!, room_count: 1, rate_name: 'Gói 2 người lớn', rate_name_en: 'Package for 2 adults', free_cancel_24h: false },
    ],
    flight,
    prices: { subtotal_vnd: 9_777_000, coupon_code: null, coupon_discount_vnd: 0, payment_fee_vnd: 0, total_vnd: 9_777_000 },
  };
};

const page = (lang: 'vi' | 'en' = 'vi') => {
  const order = comboOrder();
  return renderWithProviders(
    <OrderPage order={order} canManage token={null} sandbox={false} productSections={<ComboOrderSections order={order} />} />,
    { lang },
  );
};

describe('a combo on its order page', () => {
  it('is named by its deal, marks the outbound landing after midnight +1, names fares (never codes) and prices the combo, not a room total', () => {
    const { unmount } = page();
    expect(screen.getByTestId('order-combo-title')).toHaveTextContent('Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay');
    expect(screen.getByTestId('order-combo-stay')).toHaveTextContent('Khách sạn Biển Xanh');
    const outbound = screen.getByTestId('flight-leg-0');
    expect(within(outbound).getByTestId('flight-leg-arrival')).toHaveTextContent('00:40+1');
    expect(within(outbound).getByTestId('flight-leg-arrival')).toHaveTextContent('đến ngày 02/12/2026');
    expect(within(screen.getByTestId('flight-leg-1')).getByTestId('flight-leg-arrival')).toHaveAttribute('data-day-offset', '0');
    expect(outbound).toHaveTextContent('(E)');
    expect(screen.getByTestId('order-page')).not.toHaveTextContent(/ECO_|SAVER/);
    const prices = screen.getByTestId('order-prices');
    expect(prices).toHaveTextContent('Giá combo (vé máy bay + phòng)');
    expect(prices).not.toHaveTextContent('Tổng tiền phòng');
    unmount();
    page('en');
    expect(screen.getByTestId('order-prices')).toHaveTextContent('Combo price (flights + room)');
    expect(within(screen.getByTestId('flight-leg-0')).getByTestId('flight-leg-arrival')).toHaveTextContent('arrives 02/12/2026');
    // named in the page language (issue 34: the title kept the language the combo was bought in)
    expect(screen.getByTestId('order-combo-title')).toHaveTextContent('Vinpearl Phu Quoc combo 3D2N + flights');
  });
});
