import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOrder, cancelReasons, createPaymentLink } from '@/features/orders/index';
import { orderFixture } from '@/tests/fixtures/order-detail';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { bookingApi, orderApi } from '@/lib/api-client/services';
import { navigateTo } from '@/lib/paths/navigate';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { dealDetailFixture } from '../deal-fixture';
import { BuyDeal } from './buy-deal';

vi.mock('@/lib/api-client/services', () => ({ bookingApi: { get: vi.fn(), post: vi.fn() }, orderApi: { get: vi.fn() } }));
vi.mock('@/features/orders/index', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/orders/index')>()),
  createPaymentLink: vi.fn(),
  cancelOrder: vi.fn(),
  cancelReasons: vi.fn(),
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
const DEAL = dealDetailFixture();
const unpaid = () =>
  orderFixture({
    order_number: 'DL7K2M4Q',
    product_type: 'deal',
    prices: { ...orderFixture().prices, total_vnd: 6_000_000 },
    payment: { ...orderFixture().payment, deadline: new Date(Date.now() + 600_000).toISOString() },
  });
const found = () => ({ status: 'success', data: unpaid() });
const none = () => new ApiClientError('Không tìm thấy đơn hàng', 'NOT_FOUND', 404);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(bookingApi.get).mockResolvedValue({
    status: 'success',
    data: [
      {
        id: 1,
        payment_method: 'payment_method_credit_card',
        name_vi: 'Thẻ',
        name_en: 'Card',
        logo: '/c.svg',
        short_desc_vi: '',
        short_desc_en: '',
        final_fee: 0,
        fee_percent: 0,
        payment_limit: { min: null },
        order_value: 3_000_000,
        disabled: false,
      },
    ],
  });
});

describe('the deal page: the caller’s unpaid order of this deal', () => {
  it('back from the gateway: its code, amount and deadline on the deal page; "Pay now" makes a new attempt and goes to the gateway', async () => {
    vi.mocked(orderApi.get).mockResolvedValue(found());
    vi.mocked(createPaymentLink).mockResolvedValue({
      kind: 'redirect',
      transaction_id: 'TX2',
      payment_url: 'https://pay.example/vpcpay?y=1',
      expires_at: '2026-12-01T03:30:00.000Z',
    });
    renderWithProviders(<BuyDeal deal={DEAL} />);
    const shown = await screen.findByTestId('deal-pending-order');
    expect(orderApi.get).toHaveBeenCalledWith('/order/by-deal/7', expect.anything());
    expect(shown).toHaveTextContent('Bạn đang có đơn chưa thanh toán cho ưu đãi này');
    expect(await within(shown).findByTestId('pending-order-code')).toHaveTextContent('DL7K2M4Q');
    expect(shown).toHaveTextContent('6.000.000 ₫');
    expect(shown).toHaveTextContent('Hạn thanh toán');
    // a voucher order keeps vouchers, not rooms or seats
    expect(shown).toHaveTextContent('Suất ưu đãi vẫn được giữ cho bạn đến hạn thanh toán');
    fireEvent.click(within(shown).getByRole('button', { name: 'Thanh toán ngay' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://pay.example/vpcpay?y=1'));
    expect(createPaymentLink).toHaveBeenCalledWith('DL7K2M4Q', null, 'vi');
  });

  it('"Choose another method" cancels it and opens the deal page again (English page: English words only, no raw keys)', async () => {
    vi.mocked(orderApi.get).mockResolvedValue(found());
    vi.mocked(cancelReasons).mockResolvedValue([{ id: 6, text_vi: 'Lý do khác', text_en: 'Another reason' }] as never);
    vi.mocked(cancelOrder).mockResolvedValue({ order: unpaid() } as never);
    const { container } = renderWithProviders(<BuyDeal deal={DEAL} />, { lang: 'en' });
    const shown = await screen.findByTestId('deal-pending-order');
    await within(shown).findByTestId('pending-order');
    expect(shown).toHaveTextContent('You have an unpaid order for this deal');
    expect(shown).toHaveTextContent('Your vouchers stay held for you until the payment deadline');
    expect(container.textContent).not.toMatch(VIETNAMESE);
    expect(container.textContent).not.toMatch(/pendingOrder\.|buy\.pending/);
    fireEvent.click(within(shown).getByRole('button', { name: 'Choose another method' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/en/deals/voucher-2-dem-da-nang-7'));
    expect(cancelOrder).toHaveBeenCalledWith({ order_code: 'DL7K2M4Q', reason_id: 6 }, expect.any(String));
  });

  it('no unpaid order: only "Mua ngay"; a purchase refused as DEAL_ORDER_PENDING shows that order in the popup with how to pay or cancel it', async () => {
    vi.mocked(orderApi.get).mockRejectedValueOnce(none());
    renderWithProviders(<BuyDeal deal={DEAL} />);
    await waitFor(() => expect(orderApi.get).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('deal-pending-order')).toBeNull();
    fireEvent.click(screen.getByTestId('deal-buy'));
    const popup = screen.getByTestId('buy-deal-popup');
    fireEvent.change(within(popup).getByLabelText('Họ và tên'), { target: { value: 'Nguyễn Văn An' } });
    fireEvent.change(within(popup).getByLabelText('Email'), { target: { value: 'an@example.vn' } });
    fireEvent.change(within(popup).getByLabelText('Số điện thoại'), { target: { value: '0901234567' } });
    fireEvent.click(within(popup).getByTestId('buy-deal-continue'));
    await waitFor(() => expect(popup.querySelector('#deal-method-payment_method_credit_card')).toBeTruthy());
    fireEvent.click(popup.querySelector('#deal-method-payment_method_credit_card')!);
    vi.mocked(bookingApi.post).mockRejectedValueOnce(
      new ApiClientError('Bạn đang có đơn chưa thanh toán cho ưu đãi này', 'DEAL_ORDER_PENDING', 409),
    );
    vi.mocked(orderApi.get).mockResolvedValue(found());
    fireEvent.click(within(popup).getByTestId('buy-deal-pay'));
    const shown = await within(popup).findByTestId('deal-pending-order');
    expect(await within(shown).findByTestId('pending-order-code')).toHaveTextContent('DL7K2M4Q');
    expect(within(shown).getByRole('button', { name: 'Chọn phương thức khác' })).toBeEnabled();
    expect(within(popup).queryByTestId('buy-deal-error')).toBeNull();
  });
});
