import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { orderByTransaction } from '../api/orders';
import { orderFixture, paidOrderFixture } from '@/tests/fixtures/order-detail';
import { PaymentResult } from './payment-result';

vi.mock('../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/orders')>()),
  orderByTransaction: vi.fn(),
}));
afterEach(() => vi.clearAllMocks());

describe('payment result', () => {
  it('loading, then the paid order with its status and a button to the order page', async () => {
    vi.mocked(orderByTransaction).mockResolvedValue(paidOrderFixture({ status: 'paid' }));
    renderWithProviders(<PaymentResult transactionId="TX0001AB" returned={null} />);
    expect(screen.getByTestId('payment-result-loading')).toHaveTextContent('Đang kiểm tra giao dịch…');
    const result = await screen.findByTestId('payment-result');
    expect(orderByTransaction).toHaveBeenCalledWith('TX0001AB', expect.any(AbortSignal));
    expect(screen.getByTestId('payment-result-status')).toHaveTextContent('Đã thanh toán');
    expect(result).toHaveTextContent('Khách sạn Biển Xanh');
    expect(result).toHaveTextContent('01/12/2026 – 03/12/2026');
    expect(result).toHaveTextContent('4.140.000 ₫');
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute('href', '/don-hang/VV8K2M4Q');
  });

  it('a combo is headed by its deal, its hotel a sub-line (issue 33 §3)', async () => {
    vi.mocked(orderByTransaction).mockResolvedValue(
      paidOrderFixture({ status: 'paid', product_type: 'combo', title: 'Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay' }),
    );
    renderWithProviders(<PaymentResult transactionId="TX0001CB" returned={null} />);
    await screen.findByTestId('payment-result');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Combo Vinpearl Phú Quốc 3N2Đ + vé máy bay');
    expect(screen.getByTestId('payment-result-hotel')).toHaveTextContent('Khách sạn Biển Xanh');
  });

  it('otherwise it says the transaction was not found', async () => {
    vi.mocked(orderByTransaction).mockRejectedValue(new ApiClientError('Transaction not found', 'NOT_FOUND', 404));
    renderWithProviders(<PaymentResult transactionId="TXNOPE0001" returned={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction not found');
  });

  it('a still-pending order is read again every 2 s until the notification lands', async () => {
    vi.mocked(orderByTransaction).mockResolvedValueOnce(orderFixture()).mockResolvedValue(paidOrderFixture());
    renderWithProviders(<PaymentResult transactionId="TX0001AB" returned={null} />, { lang: 'en' });
    expect(await screen.findByTestId('payment-result-status')).toHaveTextContent('Awaiting payment — We are confirming your payment.');
    await waitFor(() => expect(screen.getByTestId('payment-result-status')).toHaveAttribute('data-status', 'confirmed'), { timeout: 4000 });
    expect(screen.getByTestId('payment-result-status')).toHaveTextContent('Confirmed');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/en/don-hang/VV8K2M4Q');
  });

  it('a cancelled / failed gateway return on a pending order: only its words and the link to the order (to pay again), no polling', async () => {
    vi.mocked(orderByTransaction).mockResolvedValue(orderFixture());
    const { unmount } = renderWithProviders(<PaymentResult transactionId="TX0001AB" returned="cancelled" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã hủy giao dịch tại cổng thanh toán.');
    expect(screen.queryByTestId('payment-result-status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute('href', '/don-hang/VV8K2M4Q');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(orderByTransaction).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<PaymentResult transactionId="TX0001AB" returned="failed" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cổng thanh toán báo giao dịch không thành công.');
  });

  it('an unknown transaction says "Transaction not found" in the page\'s words, not the API\'s', async () => {
    vi.mocked(orderByTransaction).mockRejectedValue(new ApiClientError('Something else entirely', 'NOT_FOUND', 404));
    renderWithProviders(<PaymentResult transactionId="TXNOPE0001" returned={null} />, { lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Transaction not found$/);
  });

  it('success styling only for paid / confirmed / completed', async () => {
    vi.mocked(orderByTransaction).mockResolvedValue(orderFixture({ status: 'expired' }));
    renderWithProviders(<PaymentResult transactionId="TX0001AB" returned={null} />);
    const status = await screen.findByTestId('payment-result-status');
    expect(status).toHaveAttribute('data-status', 'expired');
    expect(status.className).not.toMatch(/success/);
  });
});
