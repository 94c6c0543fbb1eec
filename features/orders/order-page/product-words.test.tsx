import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { OrderDetail } from '../schemas';
import { orderFixture, paidOrderFixture } from '@/tests/fixtures/order-detail';
import { OrderPage } from './order-page';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
vi.mock('../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/orders')>()),
  createPaymentLink: vi.fn(async () => ({
    kind: 'redirect',
    transaction_id: 'TX1',
    payment_url: 'https://pay.example/x',
    expires_at: '2026-11-20T03:15:00.000Z',
  })),
  getInvoice: vi.fn(async () => null),
}));
afterEach(() => vi.clearAllMocks());

/** A deal order of two vouchers: no hotel, no stay, no rooms; its codes once paid. */
const dealOrder = (patch: Partial<OrderDetail> = {}, paid = false): OrderDetail => {
  const base = paid ? paidOrderFixture() : orderFixture();
  return {
    ...base,
    product_type: 'deal',
    title: 'Ưu đãi Nghỉ dưỡng Biển Xanh 2 đêm',
    title_vi: 'Ưu đãi Nghỉ dưỡng Biển Xanh 2 đêm',
    title_en: 'Deal Blue Sea Getaway 2 nights',
    hotel: null,
    check_in: null,
    check_out: null,
    nights: null,
    adults: null,
    children_ages: [],
    rooms: [],
    receivers: [],
    cancellation: { allowed: !paid, refund_vnd: 0, free_until: null, reason: paid ? 'deal' : null },
    deal: {
      deal_id: 7,
      deal_path: '/deals/nghi-duong-bien-xanh-7',
      name: 'Nghỉ dưỡng Biển Xanh 2 đêm',
      quantity: 2,
      unit_price: 2_070_000,
      vouchers: paid
        ? ['VV-AAAA-BBBB-CCCC', 'VV-DDDD-EEEE-FFFF'].map((code) => ({
            code,
            status: 'available' as const,
            room_nights: 2,
            hotel_id: 11,
            valid_from: '2026-12-01',
            valid_to: '2027-03-31',
          }))
        : [],
    },
    ...patch,
  };
};
const comboOrder = (paid: boolean): OrderDetail => ({
  ...(paid ? paidOrderFixture() : orderFixture()),
  product_type: 'combo',
  title: 'Combo Phú Quốc 3N2Đ',
  title_vi: 'Combo Phú Quốc 3N2Đ',
  title_en: 'Phu Quoc combo 3D2N',
});
const page = (order: OrderDetail, lang: 'vi' | 'en' = 'vi') =>
  renderWithProviders(<OrderPage order={order} canManage token={null} sandbox={false} productSections={<div />} />, { lang });
const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('the order page speaks its product’s words', () => {
  it('a paid voucher order says the vouchers are ready, what a voucher is, where to enter it and until when — never a room or check-in', () => {
    const { unmount } = page(dealOrder({}, true));
    expect(text('order-status')).toBe('Đã thanh toán — Voucher của bạn đã sẵn sàng');
    expect(text('order-next')).toContain('Voucher là mã để đặt phòng sau này tại khách sạn của ưu đãi');
    expect(text('order-next')).toContain('chọn “Thanh toán bằng voucher”, nhập mã và bấm “Dùng voucher”');
    expect(text('order-voucher-validity')).toBe('Mỗi mã trả cho tối đa 2 đêm phòng, cho các đêm lưu trú từ 01/12/2026 đến 31/03/2027.');
    expect(text('order-timeline')).toContain('Đã phát hành voucher');
    for (const id of ['order-status', 'order-next']) expect(text(id)).not.toMatch(/Đặt phòng đã được xác nhận|khi nhận phòng|giữ phòng/);
    unmount();
    page(dealOrder({}, true), 'en');
    expect(text('order-status')).toBe('Paid — your vouchers are ready');
    expect(text('order-next')).toContain('A voucher is a code to book a stay later');
    expect(text('order-next')).toContain('choose “Pay by voucher” at the payment step');
    expect(text('order-voucher-validity')).toBe('Each code pays for up to 2 room-nights, for nights from 01/12/2026 to 31/03/2027.');
  });

  it('a pending voucher order keeps the vouchers (not rooms) and says what it will get', () => {
    page(dealOrder());
    expect(text('order-status')).toMatch(/để giữ suất ưu đãi\./);
    expect(text('order-status')).not.toContain('giữ phòng');
    expect(text('order-next')).toContain('chúng tôi phát hành mã voucher và gửi email cho bạn. Voucher là mã để đặt phòng sau này');
    expect(screen.queryByTestId('order-voucher-validity')).toBeNull();
    // the price of vouchers, and cancelling an order (not a booking)
    expect(text('order-prices')).toContain('Tổng tiền voucher');
    expect(text('order-prices')).not.toContain('Tổng tiền phòng');
    expect(screen.getByRole('button', { name: 'Hủy đơn hàng' })).toBeInTheDocument();
  });

  it('a combo speaks of flights and the room, pending and paid', () => {
    const { unmount } = page(comboOrder(false));
    expect(text('order-status')).toMatch(/để giữ chỗ trên chuyến bay và phòng\./);
    expect(text('order-next')).toContain('chúng tôi xuất vé máy bay, xác nhận phòng');
    unmount();
    page(comboOrder(true), 'en');
    expect(text('order-status')).toBe('Paid — your flights and room are confirmed');
    expect(text('order-next')).toContain('Be at the airport at least 2 hours before departure');
  });

  it('a hotel order keeps the stay’s words', () => {
    page(paidOrderFixture());
    expect(text('order-status')).toBe('Đã thanh toán — Đặt phòng đã được xác nhận');
    expect(text('order-next')).toContain('Khi nhận phòng');
  });
});

describe('a hotel order paid by a stay voucher', () => {
  const byVoucher = (patch: Partial<OrderDetail> = {}) =>
    paidOrderFixture({
      prices: { subtotal_vnd: 4_600_000, coupon_code: null, coupon_discount_vnd: 0, payment_fee_vnd: 0, total_vnd: 0 },
      payment: {
        ...paidOrderFixture().payment,
        method: 'payment_method_voucher',
        method_name: 'Thanh toán bằng voucher',
        method_name_en: 'Pay by voucher',
        voucher: { code_masked: '••••R2N7', deal_name: 'Nghỉ dưỡng Biển Xanh 2 đêm', deal_name_en: 'Blue Sea escape, 2 nights' },
      },
      ...patch,
    });

  it('names the voucher and its deal, and offers no VAT invoice', () => {
    const { unmount } = page(byVoucher());
    expect(text('order-paying-voucher')).toBe('Voucher••••R2N7 · Nghỉ dưỡng Biển Xanh 2 đêm');
    expect(text('order-total')).toBe('Tổng thanh toán0 ₫');
    expect(screen.queryByTestId('invoice-form')).toBeNull();
    expect(text('invoice-none')).toContain('Đơn hàng có giá trị 0 ₫ nên không xuất hóa đơn VAT');
    unmount();
    page(byVoucher(), 'en');
    expect(text('order-paying-voucher')).toBe('Voucher••••R2N7 · Blue Sea escape, 2 nights');
    expect(screen.queryByRole('heading', { name: 'Request a VAT invoice' })).toBeNull();
  });

  it('once its stay is over it does not point to a VAT invoice', () => {
    page(byVoucher({ status: 'completed' }));
    expect(text('order-next')).not.toContain('Bạn có thể yêu cầu xuất hóa đơn VAT cho đơn hàng này');
    expect(text('order-next')).toContain('không có hóa đơn VAT');
  });
});

describe('the refund, in the same words as the cancellation email', () => {
  const refunded = (channel: 'gateway' | 'bank_account' | 'partner', status: 'pending' | 'succeeded' | 'failed') =>
    paidOrderFixture({
      status: status === 'succeeded' ? 'refunded' : 'cancelled',
      cancellation: { allowed: false, refund_vnd: 0, free_until: null, reason: 'cancelled' },
      refund: {
        amount_vnd: 4_140_000,
        channel,
        status,
        bank_name: null,
        branch_name: null,
        branch_name_en: null,
        account_number_masked: null,
      },
    });

  it('a card refund the gateway accepted is on its way (5–15 working days), not "sent, check your account"', () => {
    page(refunded('gateway', 'succeeded'));
    expect(text('order-next')).toContain(
      'Cổng thanh toán đã hoàn tiền về thẻ / ví bạn đã dùng để thanh toán. Tiền thường về tài khoản trong 5–15 ngày làm việc kể từ khi hoàn, tùy ngân hàng phát hành thẻ.',
    );
    expect(within(screen.getByTestId('order-refund')).getByText('Đã hoàn')).toBeInTheDocument();
  });

  it('each channel and state has its sentence', () => {
    const cases: [ReturnType<typeof refunded>, string][] = [
      [refunded('gateway', 'pending'), 'Chúng tôi đã yêu cầu cổng thanh toán hoàn tiền về thẻ / ví bạn đã dùng để thanh toán.'],
      [refunded('bank_account', 'pending'), 'Chúng tôi sẽ chuyển tiền hoàn vào tài khoản ngân hàng bạn đã chọn trong 5–7 ngày làm việc.'],
      [refunded('bank_account', 'succeeded'), 'Chúng tôi đã chuyển tiền hoàn vào tài khoản ngân hàng bạn đã chọn.'],
      [refunded('partner', 'succeeded'), 'Số tiền đã được trả lại hạn mức Mua trước trả sau của bạn.'],
      [refunded('gateway', 'failed'), 'Chưa hoàn tiền tự động được.'],
    ];
    for (const [order, sentence] of cases) {
      const { unmount } = page(order);
      expect(text('order-next')).toContain(sentence);
      unmount();
    }
  });
});
