import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderPage } from '@/features/orders/index';
import type { OrderDetail } from '@/features/orders/schemas';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { flightRequestFixture, passengerFixture } from '../checkout-fixture';
import { FlightOrderSections } from './flight-order-sections';
import { FlightOrderWords } from './flight-order-words';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const request = flightRequestFixture();
const flight = {
  isDomestic: true,
  adultCount: 2,
  childCount: 0,
  infantCount: 1,
  legs: request.legs,
  passengers: [
    passengerFixture({
      listBaggage: [
        { leg: 0, kg: 20, price: 260_000 },
        { leg: 1, kg: 15, price: 210_000 },
      ],
    }),
    passengerFixture({ title: 'MS', firstName: 'THI BINH', lastName: 'TRAN' }),
    passengerFixture({ type: 'infant', title: 'MISS', firstName: 'BE', lastName: 'NGUYEN', dateOfBirth: '2026-03-01' }),
  ],
  quote: { ...request.quote, baggagePrice: 470_000, totalPrice: request.quote.ticketPrice + 470_000 },
};

/** A paid flight order as GET /order answers it (no hotel, no rooms, its flight frozen at order time). */
const flightOrder = (): OrderDetail => ({
  order_number: 'VF8K2M4Q',
  product_type: 'flight',
  status: 'confirmed',
  title: 'Hà Nội - Đà Nẵng',
  title_vi: 'Hà Nội - Đà Nẵng',
  title_en: 'Hanoi - Da Nang',
  hotel: null,
  check_in: '2026-12-20',
  check_out: '2026-12-23',
  nights: null,
  adults: 2,
  children_ages: [],
  rooms: [],
  flight,
  deal: null,
  receivers: [],
  contact: { full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '+84901234567' },
  prices: {
    subtotal_vnd: flight.quote.totalPrice,
    coupon_code: null,
    coupon_discount_vnd: 0,
    payment_fee_vnd: 0,
    total_vnd: flight.quote.totalPrice,
  },
  payment: {
    method: 'payment_method_vnpay',
    method_name: 'VNPay',
    method_name_en: 'VNPay',
    deadline: null,
    paid_at: '2026-11-20T03:10:00.000Z',
    transaction_id: 'TX1',
    voucher: null,
  },
  cancellation: { allowed: false, refund_vnd: 0, free_until: null, reason: null },
  refund: null,
  invoice: null,
  events: [{ status: 'confirmed', at: '2026-11-20T03:10:00.000Z' }],
  created_at: '2026-11-20T03:00:00.000Z',
});

describe('a flight order on the order page', () => {
  it('shows both legs, the passengers with their baggage, the contact and the fare breakdown; no hotel sections', () => {
    const order = flightOrder();
    renderWithProviders(
      <FlightOrderWords>
        <OrderPage
          order={order}
          canManage
          token={null}
          sandbox={false}
          productSections={<FlightOrderSections flight={order.flight!} contact={order.contact} />}
        />
      </FlightOrderWords>,
    );
    expect(screen.getByTestId('flight-leg-0')).toHaveTextContent('VN157');
    expect(screen.getByTestId('flight-leg-1')).toHaveTextContent('VJ522');
    expect(screen.getByTestId('flight-leg-1')).toHaveTextContent('01h:25m');
    const people = screen.getAllByTestId('order-flight-passenger');
    expect(people).toHaveLength(3);
    expect(people[0]).toHaveTextContent('Người lớn 1: Ông NGUYEN VAN AN');
    expect(people[0]).toHaveTextContent('Hành lý mua thêm: Chiều đi: 20 kg (260.000');
    expect(people[0]).toHaveTextContent('Chiều về: 15 kg (210.000');
    expect(people[1]).toHaveTextContent('Không mua thêm hành lý');
    expect(people[2]).toHaveTextContent('Em bé 1 (dưới 2 tuổi): Bé gái NGUYEN BE');
    expect(people[2]).toHaveTextContent('Ngày sinh 01/03/2026');
    expect(within(screen.getByTestId('order-flight-passengers')).getByText(/an@example.com/)).toBeInTheDocument();
    expect(within(screen.getByTestId('fare-breakdown')).getByTestId('fare-baggage')).toHaveTextContent('470.000');
    expect(screen.queryByTestId('order-people')).toBeNull();
    // in flight words: seats and tickets, not rooms
    expect(screen.getByTestId('order-next')).toHaveTextContent('có mặt tại sân bay');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Đã thanh toán — Đặt vé đã được xác nhận');
    expect(screen.getByTestId('order-prices')).toHaveTextContent('Tổng tiền vé');
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('Đã xác nhận đặt vé');
    expect(screen.getByRole('heading', { name: 'Chi tiết giá vé' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/phòng/);
  });

  it('says it in English', () => {
    const order = flightOrder();
    renderWithProviders(<FlightOrderSections flight={order.flight!} contact={order.contact} />, { lang: 'en' });
    expect(screen.getByTestId('flight-leg-0')).toHaveTextContent('Outbound');
    expect(screen.getAllByTestId('order-flight-passenger')[0]).toHaveTextContent('Adult 1: Mr NGUYEN VAN AN');
    expect(screen.getByTestId('flight-passenger-count')).toHaveTextContent('3 passengers (2 adults, 1 infant)');
    // the contact's name as typed is a Vietnamese proper name on an English page (issue 34)
    expect(screen.getByText('Nguyễn Văn An')).toHaveAttribute('lang', 'vi');
  });
});
