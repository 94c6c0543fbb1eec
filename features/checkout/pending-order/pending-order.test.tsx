import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelOrder, cancelReasons, createPaymentLink } from '@/features/orders/index';
import { orderFixture, paidOrderFixture } from '@/tests/fixtures/order-detail';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { navigateTo } from '@/lib/paths/navigate';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { orderOfCheckout } from './pending-order-api';
import { PendingOrder } from './pending-order';

vi.mock('./pending-order-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./pending-order-api')>()),
  orderOfCheckout: vi.fn(),
}));
vi.mock('@/features/orders/index', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/orders/index')>()),
  createPaymentLink: vi.fn(),
  cancelOrder: vi.fn(),
  cancelReasons: vi.fn(),
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
const ID = '6f1c2b0a-1d2e-4f5a-8b9c-0d1e2f3a4b5c';
const fallback = <p data-testid="closed">closed</p>;
const deadline = '2026-12-01T03:30:00.000Z';

describe('back from the gateway: the pending order', () => {
  it('its code, amount and deadline; "Pay now" makes a new attempt and goes to the gateway', async () => {
    vi.mocked(orderOfCheckout).mockResolvedValue(
      orderFixture({ payment: { ...orderFixture().payment, deadline: new Date(Date.now() + 600_000).toISOString() } }),
    );
    vi.mocked(createPaymentLink).mockResolvedValue({
      kind: 'redirect',
      transaction_id: 'TX2',
      payment_url: 'https://pay.example/vpcpay?x=1',
      expires_at: deadline,
    });
    renderWithProviders(<PendingOrder checkoutId={ID} restartHref="/khach-san/x" fallback={fallback} />);
    expect(screen.getByTestId('pending-order-loading')).toHaveTextContent('Đang kiểm tra đơn hàng của bạn…');
    const card = await screen.findByTestId('pending-order');
    expect(orderOfCheckout).toHaveBeenCalledWith(ID, expect.any(AbortSignal));
    expect(card).toHaveTextContent('Đơn hàng đang chờ thanh toán');
    expect(card).toHaveTextContent('Phòng vẫn được giữ cho bạn đến hạn thanh toán');
    expect(screen.getByTestId('pending-order-code')).toHaveTextContent('VV8K2M4Q');
    expect(card).toHaveTextContent('4.140.000 ₫');
    expect(card).toHaveTextContent('Hạn thanh toán');
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán ngay' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://pay.example/vpcpay?x=1'));
    expect(createPaymentLink).toHaveBeenCalledWith('VV8K2M4Q', null, 'vi');
  });

  it('a bank transfer order opens its order page (the transfer details are there); a refusal is shown in English words on an English page', async () => {
    vi.mocked(orderOfCheckout).mockResolvedValue(
      orderFixture({ payment: { ...orderFixture().payment, deadline: new Date(Date.now() + 600_000).toISOString() } }),
    );
    vi.mocked(createPaymentLink).mockRejectedValueOnce(new ApiClientError('Đơn hàng không còn chờ thanh toán', 'ORDER_NOT_PAYABLE', 409));
    const { container } = renderWithProviders(<PendingOrder checkoutId={ID} restartHref="/en/khach-san/x" fallback={fallback} />, {
      lang: 'en',
    });
    expect(await screen.findByTestId('pending-order')).toHaveTextContent('Your order is awaiting payment');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent(VIETNAMESE);
    expect(container.textContent).not.toMatch(VIETNAMESE);
    expect(container.textContent).not.toMatch(/pendingOrder\./);
    vi.mocked(createPaymentLink).mockResolvedValueOnce({ kind: 'paid', transaction_id: 'TX3' } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/en/don-hang/VV8K2M4Q'));
    // the gateway comes back to the English result page: the page's language goes with the ask
    expect(createPaymentLink).toHaveBeenLastCalledWith('VV8K2M4Q', null, 'en');
  });

  it('"Choose another method" cancels the unpaid order (one Idempotency-Key) and starts again', async () => {
    vi.mocked(orderOfCheckout).mockResolvedValue(
      orderFixture({ payment: { ...orderFixture().payment, deadline: new Date(Date.now() + 600_000).toISOString() } }),
    );
    vi.mocked(cancelReasons).mockResolvedValue([
      { id: 1, text_vi: 'A', text_en: 'A' },
      { id: 6, text_vi: 'Lý do khác', text_en: 'Another reason' },
    ] as never);
    vi.mocked(cancelOrder).mockResolvedValue({ order: orderFixture({ status: 'cancelled' }) });
    renderWithProviders(<PendingOrder checkoutId={ID} restartHref="/khach-san/x" fallback={fallback} />);
    const button = await screen.findByRole('button', { name: 'Chọn phương thức khác' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/khach-san/x'));
    expect(cancelOrder).toHaveBeenCalledTimes(1);
    expect(cancelOrder).toHaveBeenCalledWith({ order_code: 'VV8K2M4Q', reason_id: 6 }, expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('an order already paid (or expired): the way to it; no order of the caller: the fallback', async () => {
    vi.mocked(orderOfCheckout).mockResolvedValueOnce(paidOrderFixture());
    const { unmount } = renderWithProviders(<PendingOrder checkoutId={ID} restartHref="/x" fallback={fallback} />, { lang: 'en' });
    expect(await screen.findByTestId('pending-order-done')).toHaveTextContent('This request became order VV8K2M4Q');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/en/don-hang/VV8K2M4Q');
    unmount();
    vi.mocked(orderOfCheckout).mockRejectedValueOnce(new ApiClientError('Không tìm thấy đơn hàng', 'NOT_FOUND', 404));
    renderWithProviders(<PendingOrder checkoutId={ID} restartHref="/x" fallback={fallback} />);
    expect(await screen.findByTestId('closed')).toBeInTheDocument();
  });
});
