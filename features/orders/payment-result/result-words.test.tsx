import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { orderByTransaction } from '../api/orders';
import { paidOrderFixture } from '@/tests/fixtures/order-detail';
import { PaymentResult } from './payment-result';

vi.mock('../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/orders')>()),
  orderByTransaction: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

const paidDeal = () =>
  paidOrderFixture({
    product_type: 'deal',
    title: 'Ưu đãi Nghỉ dưỡng Biển Xanh 2 đêm',
    check_in: null,
    check_out: null,
    rooms: [],
    deal: { deal_id: 7, deal_path: '/deals/x-7', name: 'Nghỉ dưỡng Biển Xanh 2 đêm', quantity: 1, unit_price: 4_140_000, vouchers: [] },
  });

describe('the payment result in the product’s words', () => {
  it('a paid voucher order: the vouchers are ready, where they are and how to use one', async () => {
    vi.mocked(orderByTransaction).mockResolvedValue(paidDeal());
    const { unmount } = renderWithProviders(<PaymentResult transactionId="TX0001AB" returned={null} />);
    expect(await screen.findByTestId('payment-result-next')).toHaveTextContent(
      'Voucher của bạn đã sẵn sàng: mã voucher có trên trang đơn hàng và trong email. Khi đặt phòng tại khách sạn của ưu đãi, ở bước thanh toán chọn “Thanh toán bằng voucher” và nhập mã.',
    );
    expect(screen.getByTestId('payment-result')).not.toHaveTextContent(/nhận phòng|Đặt phòng đã được xác nhận/);
    // named by its deal, not by the deal's hotel
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ưu đãi Nghỉ dưỡng Biển Xanh 2 đêm');
    unmount();
    renderWithProviders(<PaymentResult transactionId="TX0001AB" returned={null} />, { lang: 'en' });
    expect(await screen.findByTestId('payment-result-next')).toHaveTextContent('Your vouchers are ready');
  });

  it('a paid hotel order says the booking is confirmed; a stay paid by voucher names the voucher', async () => {
    vi.mocked(orderByTransaction).mockResolvedValue(
      paidOrderFixture({
        prices: { subtotal_vnd: 4_600_000, coupon_code: null, coupon_discount_vnd: 0, payment_fee_vnd: 0, total_vnd: 0 },
        payment: {
          ...paidOrderFixture().payment,
          method: 'payment_method_voucher',
          voucher: { code_masked: '••••R2N7', deal_name: 'Nghỉ dưỡng Biển Xanh 2 đêm', deal_name_en: null },
        },
      }),
    );
    renderWithProviders(<PaymentResult transactionId="TX0001AB" returned={null} />);
    expect(await screen.findByTestId('payment-result-next')).toHaveTextContent('Đặt phòng đã được xác nhận.');
    expect(screen.getByTestId('payment-result-voucher')).toHaveTextContent('Trả bằng voucher••••R2N7 · Nghỉ dưỡng Biển Xanh 2 đêm');
  });
});
