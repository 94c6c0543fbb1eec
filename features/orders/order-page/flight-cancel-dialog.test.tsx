import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FlightOrderSummary } from '@/features/fares/schemas';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { paidOrderFixture } from '@/tests/fixtures/order-detail';
import { flightRefund, flightRefundTerms } from '../flight-refund';
import type { OrderDetail } from '../schemas';
import { OrderPage } from './order-page';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
vi.mock('../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/orders')>()),
  cancelReasons: vi.fn(async () => [{ id: 1, text: 'Thay đổi kế hoạch', text_en: 'Change of plans' }]),
  getInvoice: vi.fn(async () => null),
}));

const TOTAL = 4_036_000;
const PAYMENT_FEE = 36_000;

/** A paid round trip HAN ⇄ DAD for 2 adults, both legs on Vietnam Airlines Standard (refund 500.000 ₫ per passenger and leg), paid by card. */
function feeOrder(): OrderDetail {
  // Vietnam Airlines domestic Standard (features/flights/rules/fare-rules.ts)
  const rules = { changeFeeVnd: 300_000, refundFeeVnd: 500_000, nameChangeFeeVnd: null, noShowFeeVnd: 500_000 };
  const leg = (n: 0 | 1, from: string, to: string, day: string, number: string) => ({
    leg: n,
    airline: 'VN',
    airlineName: 'Vietnam Airlines',
    logo: null,
    fareClassId: 10 + n,
    fareCode: 'ECO_STANDARD' as const,
    cabin: 'economy' as const,
    bookingClass: 'M',
    refundable: true,
    includedBaggageKg: 23,
    cabinBaggageKg: 7,
    rules,
    listFlight: [
      { startPoint: from, endPoint: to, startDate: `${day}T07:05`, endDate: `${day}T08:25`, duration: 80, flightNumber: number },
    ],
  });
  const amounts = {
    fareAdt: 0,
    fareChd: 0,
    fareInf: 0,
    taxAdt: 0,
    taxChd: 0,
    taxInf: 0,
    feeAdt: 0,
    feeChd: 0,
    feeInf: 0,
    serviceFeeAdt: 0,
    serviceFeeChd: 0,
    serviceFeeInf: 0,
  };
  const flight: FlightOrderSummary = {
    isDomestic: true,
    adultCount: 2,
    childCount: 0,
    infantCount: 0,
    legs: [leg(0, 'HAN', 'DAD', '2026-12-20', 'VN157'), leg(1, 'DAD', 'HAN', '2026-12-23', 'VN158')],
    passengers: [],
    quote: {
      ...amounts,
      adt: 2,
      chd: 0,
      inf: 0,
      ticketPrice: 4_000_000,
      baggagePrice: 0,
      totalPrice: 4_000_000,
      perLeg: [
        { ...amounts, leg: 0, ticketPrice: 2_000_000 },
        { ...amounts, leg: 1, ticketPrice: 2_000_000 },
      ],
    },
  };
  const { refund_vnd, ...flight_terms } = flightRefund(flightRefundTerms(flight)!, TOTAL, PAYMENT_FEE, false);
  return paidOrderFixture({
    product_type: 'flight',
    title: 'Vé máy bay Hà Nội → Đà Nẵng (khứ hồi)',
    hotel: null,
    check_in: '2026-12-20',
    flight,
    prices: {
      subtotal_vnd: TOTAL - PAYMENT_FEE,
      coupon_code: null,
      coupon_discount_vnd: 0,
      payment_fee_vnd: PAYMENT_FEE,
      total_vnd: TOTAL,
    },
    cancellation: { allowed: true, refund_vnd, free_until: null, reason: null, flight_terms },
  });
}

describe('cancelling a flight order refundable with a fee', () => {
  it('says the amount and why in flight words: paid, the fee × passengers × legs, the payment fee kept', async () => {
    renderWithProviders(<OrderPage order={feeOrder()} canManage token={null} sandbox={false} />);
    expect(screen.getByTestId('order-cancellation-sentence')).toHaveTextContent('Hoàn vé có phí, hủy trước ngày bay 20/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Hủy đặt vé' }));
    const dialog = within(await screen.findByRole('dialog'));
    const refund = TOTAL - PAYMENT_FEE - 500_000 * 2 * 2;
    expect(dialog.getByTestId('cancel-refund')).toHaveTextContent(`Số tiền được hoàn: ${refund.toLocaleString('vi-VN')}`);
    expect(dialog.getByTestId('cancel-refund-note')).toHaveTextContent('trừ các khoản sau');
    expect(dialog.getByTestId('cancel-fee-line')).toHaveTextContent(/^Phí hoàn vé 500\.000\s?₫ × 2 khách × 2 chặng−2\.000\.000\s?₫$/);
    expect(dialog.getByTestId('cancel-payment-fee-line')).toHaveTextContent(/Phí thanh toán \(không hoàn\)−36\.000\s?₫/);
    expect(dialog.getByTestId('cancel-policy')).toHaveTextContent(/^Vé hoàn có phí/);
    expect(dialog.getByTestId('cancel-deadline')).toHaveTextContent('Hoàn vé có phí');
  });

  it('in English', async () => {
    renderWithProviders(<OrderPage order={feeOrder()} canManage token={null} sandbox={false} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel flight booking' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('cancel-fee-line')).toHaveTextContent(/^Refund fee 500\.000\s?₫ × 2 passengers × 2 flights−2\.000\.000\s?₫$/);
    expect(dialog.getByTestId('cancel-policy')).toHaveTextContent(/^Refundable fare with a fee/);
    expect(dialog.getByTestId('cancel-deadline')).toHaveTextContent('Refundable for a fee, cancel before the flight day (20/12/2026)');
    expect(dialog.getByTestId('cancel-refund')).not.toHaveTextContent(/check-in/);
  });
});
