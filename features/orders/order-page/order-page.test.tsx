import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { renderWithProviders, TestProviders } from '@/tests/helpers/render-with-providers';
import { createPaymentLink } from '../api/orders';
import { NOT_CANCELLABLE_REASONS } from '../refund-policy';
import { orderFixture, paidOrderFixture } from '@/tests/fixtures/order-detail';
import { OrderPage } from './order-page';

const refresh = vi.fn();
// Next's router object is stable across renders
const router = { refresh, push: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/orders')>()),
  createPaymentLink: vi.fn(),
  getInvoice: vi.fn(async () => null),
}));

const bankTransfer = {
  kind: 'bank_transfer' as const,
  transaction_id: 'TX0001AB',
  bank: {
    code: 'VCB',
    short_name: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    name_en: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam',
    bin: '970436',
    logo: '/media/banks/vcb.svg',
  },
  account_number: '0071000123456',
  account_name: 'CONG TY DU LICH',
  branch: 'Chi nhánh Hà Nội',
  branch_en: 'Hanoi Branch',
  amount_vnd: 4_140_000,
  content: 'VV8K2M4Q',
  qr_payload: '000201010212...',
  qr_image: 'data:image/svg+xml;base64,PHN2Zy8+',
  expires_at: '2026-11-20T03:15:00.000Z',
};

const writeText = vi.fn(async () => undefined);
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('order page', () => {
  it('a pending bank transfer: status, deadline, QR, the details with one-tap copies, the sandbox link', async () => {
    vi.mocked(createPaymentLink).mockResolvedValue(bankTransfer);
    renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Đơn hàng VV8K2M4Q');
    const status = screen.getByTestId('order-status');
    expect(status).toHaveAttribute('data-status', 'pending');
    expect(within(status).getByRole('heading')).toHaveTextContent('Chờ thanh toán');
    expect(status).toHaveTextContent(/Vui lòng thanh toán trước \d\d:\d\d \d\d\/\d\d\/\d{4} để giữ phòng\./);
    expect(screen.getByTestId('order-countdown')).toHaveTextContent(/Còn lại (19|20):\d\d/);

    const panel = await screen.findByTestId('bank-transfer');
    expect(createPaymentLink).toHaveBeenCalledWith('VV8K2M4Q', null, 'vi');
    expect(within(panel).getByRole('img', { name: 'Mã QR chuyển khoản 4.140.000 ₫ đến Vietcombank, nội dung VV8K2M4Q' })).toHaveAttribute(
      'src',
      bankTransfer.qr_image,
    );
    expect(panel).toHaveTextContent('0071000123456');
    expect(panel).toHaveTextContent('CONG TY DU LICH');
    expect(panel).toHaveTextContent('Vui lòng chuyển khoản trước 10:15 20/11/2026.');
    expect(within(panel).getByRole('link', { name: 'Mô phỏng chuyển khoản (sandbox)' })).toHaveAttribute(
      'href',
      '/sandbox/bank-transfer?content=VV8K2M4Q&amount=4140000',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Sao chép Số tiền' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('4140000'));
    expect(await within(panel).findByText('Đã sao chép')).toHaveAttribute('role', 'status');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('VV8K2M4Q'));
  });

  it('opened with the order link’s token, the sandbox bank link carries it (the bank page acts for that order)', async () => {
    vi.mocked(createPaymentLink).mockResolvedValue(bankTransfer);
    renderWithProviders(<OrderPage order={orderFixture()} canManage token="tok.en.x" sandbox />);
    const panel = await screen.findByTestId('bank-transfer');
    expect(within(panel).getByRole('link', { name: 'Mô phỏng chuyển khoản (sandbox)' })).toHaveAttribute(
      'href',
      '/sandbox/bank-transfer?content=VV8K2M4Q&amount=4140000&token=tok.en.x',
    );
  });

  it('shows the stay, the people and the price breakdown as the order froze them', async () => {
    vi.mocked(createPaymentLink).mockResolvedValue(bankTransfer);
    renderWithProviders(<OrderPage order={orderFixture()} canManage={false} token={null} sandbox={false} />);
    expect(screen.getByTestId('order-hotel')).toHaveTextContent('Khách sạn Biển Xanh');
    expect(screen.getByTestId('order-hotel')).toHaveTextContent('12 Trần Phú, Nha Trang');
    expect(screen.getByTestId('order-stay')).toHaveTextContent('Nhận phòng01/12/2026');
    expect(screen.getByTestId('order-stay')).toHaveTextContent('Trả phòng03/12/2026 (2 đêm)');
    expect(screen.getByTestId('order-stay')).toHaveTextContent('3 người lớn, 1 trẻ em');
    expect(screen.getByTestId('order-rooms')).toHaveTextContent('2 × Phòng Deluxe hướng biển');
    expect(screen.getByTestId('order-people')).toHaveTextContent('Người nhận phòng 1: Lê An · +84912345678');
    expect(screen.getByTestId('order-people')).toHaveTextContent('Trần Bình · binh@example.com');
    const prices = screen.getByTestId('order-prices');
    expect(prices).toHaveTextContent('Tổng tiền phòng4.600.000 ₫');
    expect(prices).toHaveTextContent('Mã giảm giá LYSAVE10−460.000 ₫');
    expect(prices).not.toHaveTextContent('Phí thanh toán');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Tổng thanh toán4.140.000 ₫');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Chuyển khoản ngân hàng');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Chưa thanh toán');
    expect(screen.getByTestId('order-timeline')).toHaveTextContent('10:00 20/11/2026 Đã tạo đơn hàng');
    // not the viewer's to manage: no cancel, no invoice, no sandbox link
    expect(screen.queryByTestId('cancel-open')).toBeNull();
    expect(screen.queryByTestId('invoice')).toBeNull();
    expect(screen.getByTestId('manage-by-link')).toHaveTextContent(
      'Để hủy đơn hoặc yêu cầu hóa đơn VAT, hãy mở liên kết trong email xác nhận.',
    );
    expect(await screen.findByTestId('bank-transfer')).not.toHaveTextContent('sandbox');
  });

  it('a 0 ₫ order opened by its link offers cancelling only: no VAT invoice to ask for (issue 34)', () => {
    const free = paidOrderFixture({ prices: { ...paidOrderFixture().prices, total_vnd: 0 } });
    renderWithProviders(<OrderPage order={free} canManage={false} token={null} sandbox={false} />);
    expect(screen.getByTestId('manage-by-link')).toHaveTextContent('Để hủy đơn, hãy mở liên kết trong email xác nhận.');
    expect(screen.getByTestId('manage-by-link')).not.toHaveTextContent('VAT');
  });

  it('a gateway method: a "Thanh toán ngay" link to the payment URL, with the link token passed on', async () => {
    vi.mocked(createPaymentLink).mockResolvedValue({
      kind: 'redirect',
      transaction_id: 'TX0002AB',
      payment_url: 'http://localhost:3000/sandbox/vnpay/pay?vnp_TxnRef=TX0002AB',
      expires_at: '2026-11-20T03:15:00.000Z',
    });
    renderWithProviders(
      <OrderPage
        order={orderFixture({ payment: { ...orderFixture().payment, method: 'payment_method_atm' } })}
        canManage
        token="signed-token-of-at-least-20-chars"
        sandbox={false}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Thanh toán ngay' })).toHaveAttribute(
      'href',
      'http://localhost:3000/sandbox/vnpay/pay?vnp_TxnRef=TX0002AB',
    );
    expect(createPaymentLink).toHaveBeenCalledWith('VV8K2M4Q', 'signed-token-of-at-least-20-chars', 'vi');
  });

  it('says why the payment link failed (the server message), with a retry', async () => {
    vi.mocked(createPaymentLink).mockRejectedValueOnce(new ApiClientError('Đơn hàng không thể thanh toán', 'ORDER_NOT_PAYABLE', 409));
    renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox={false} />);
    const panel = screen.getByTestId('payment-panel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Đơn hàng không thể thanh toán');
    vi.mocked(createPaymentLink).mockResolvedValue(bankTransfer);
    fireEvent.click(within(panel).getByRole('button', { name: 'Thử lại' }));
    expect(await within(panel).findByTestId('bank-transfer')).toBeInTheDocument();
  });

  it('re-reads the page every 5 s while pending, so it flips to paid without a reload, and says the new status', async () => {
    vi.useFakeTimers();
    vi.mocked(createPaymentLink).mockResolvedValue(bankTransfer);
    const { rerender } = renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox={false} />);
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(refresh).toHaveBeenCalledTimes(2);
    // the refreshed server page brings the paid order
    rerender(
      <TestProviders>
        <OrderPage order={paidOrderFixture({ status: 'paid' })} canManage token={null} sandbox={false} />
      </TestProviders>,
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Đã thanh toán — Đặt phòng đã được xác nhận');
    expect(screen.getByText('Trạng thái đơn hàng: Đã thanh toán')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-panel')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('paid and confirmed: the plain message, when it was paid, what happens next; the owner may cancel and ask for an invoice', () => {
    renderWithProviders(<OrderPage order={paidOrderFixture()} canManage token={null} sandbox={false} />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Đã thanh toán — Đặt phòng đã được xác nhận');
    expect(screen.queryByTestId('payment-panel')).toBeNull();
    expect(screen.queryByTestId('order-countdown')).toBeNull();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Thanh toán lúc10:10 20/11/2026');
    expect(screen.getByTestId('order-next')).toHaveTextContent('Chúng tôi đã gửi email xác nhận');
    expect(screen.getByRole('button', { name: 'Hủy đặt phòng' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yêu cầu xuất hóa đơn VAT' })).toBeInTheDocument();
    expect(createPaymentLink).not.toHaveBeenCalled();
  });

  it('an expired order: no payment panel, no cancel; the words say the rooms went back', () => {
    renderWithProviders(
      <OrderPage
        order={orderFixture({ status: 'expired', cancellation: { allowed: false, refund_vnd: 0, free_until: null, reason: 'expired' } })}
        canManage
        token={null}
        sandbox={false}
      />,
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Đơn hàng đã hết hạn vì chưa được thanh toán đúng hạn');
    expect(screen.getByTestId('order-next')).toHaveTextContent('Phòng đã được trả lại');
    expect(screen.queryByTestId('payment-panel')).toBeNull();
    expect(screen.queryByTestId('cancel-open')).toBeNull();
    expect(screen.queryByTestId('invoice')).toBeNull();
    expect(screen.queryByTestId('cancel-not-allowed')).toBeNull();
  });

  it("a paid order on its check-in day: no cancel, and the server's reason in the page language", () => {
    const order = paidOrderFixture({
      cancellation: { allowed: false, refund_vnd: 0, free_until: null, reason: NOT_CANCELLABLE_REASONS.checkIn },
    });
    const { unmount } = renderWithProviders(<OrderPage order={order} canManage token={null} sandbox={false} />, { lang: 'en' });
    expect(screen.queryByTestId('cancel-open')).toBeNull();
    expect(screen.getByTestId('cancel-not-allowed')).toHaveTextContent(
      'The check-in day has come, so the order can no longer be cancelled.',
    );
    expect(screen.queryByTestId('manage-by-link')).toBeNull();
    unmount();
    renderWithProviders(
      <OrderPage
        order={paidOrderFixture({
          status: 'completed',
          cancellation: { allowed: false, refund_vnd: 0, free_until: null, reason: NOT_CANCELLABLE_REASONS.status },
        })}
        canManage
        token={null}
        sandbox={false}
      />,
    );
    expect(screen.getByTestId('cancel-not-allowed')).toHaveTextContent('Đơn hàng ở trạng thái này không thể hủy.');
  });

  it('a pending order past its deadline shows no payment panel even before the expiry job ran', () => {
    renderWithProviders(
      <OrderPage
        order={orderFixture({ payment: { ...orderFixture().payment, deadline: '2020-01-01T00:00:00.000Z' } })}
        canManage
        token={null}
        sandbox={false}
      />,
    );
    expect(screen.queryByTestId('payment-panel')).toBeNull();
    expect(createPaymentLink).not.toHaveBeenCalled();
  });

  it('a refunded order shows where the money went', () => {
    renderWithProviders(
      <OrderPage
        order={paidOrderFixture({
          status: 'refunded',
          cancellation: { allowed: false, refund_vnd: 0, free_until: null, reason: 'cancelled' },
          refund: {
            amount_vnd: 4_140_000,
            channel: 'bank_account',
            status: 'succeeded',
            bank_name: 'Vietcombank',
            branch_name: 'Hà Nội',
            branch_name_en: 'Hanoi',
            account_number_masked: '****3456',
          },
        })}
        canManage
        token={null}
        sandbox={false}
      />,
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Đơn hàng đã được hủy và hoàn tiền');
    expect(screen.getByTestId('order-refund')).toHaveTextContent('Số tiền hoàn4.140.000 ₫');
    expect(screen.getByTestId('order-refund')).toHaveTextContent('Vietcombank · Hà Nội · ****3456');
    expect(screen.queryByTestId('cancel-open')).toBeNull();
  });

  it('a cancelled order says when its refund arrives, by where it goes', () => {
    const refund = {
      amount_vnd: 4_140_000,
      status: 'pending' as const,
      bank_name: null,
      branch_name: null,
      branch_name_en: null,
      account_number_masked: null,
    };
    const cancelled = (channel: 'bank_account' | 'gateway') =>
      paidOrderFixture({
        status: 'cancelled',
        cancellation: { allowed: false, refund_vnd: 0, free_until: null, reason: NOT_CANCELLABLE_REASONS.status },
        refund: { ...refund, channel },
      });
    const { unmount } = renderWithProviders(<OrderPage order={cancelled('gateway')} canManage token={null} sandbox={false} />);
    expect(screen.getByTestId('order-next')).toHaveTextContent('trong 5–15 ngày làm việc');
    unmount();
    renderWithProviders(<OrderPage order={cancelled('bank_account')} canManage token={null} sandbox={false} />, { lang: 'en' });
    expect(screen.getByTestId('order-next')).toHaveTextContent('within 5–7 working days');
    expect(screen.queryByTestId('cancel-not-allowed')).toBeNull();
  });

  it('speaks English under /en', async () => {
    vi.mocked(createPaymentLink).mockResolvedValue(bankTransfer);
    renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox />, { lang: 'en' });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('order-hotel')).toHaveTextContent('Blue Sea Hotel');
    expect(screen.getByTestId('order-rooms')).toHaveTextContent('2 × Deluxe Sea View');
    expect(await screen.findByRole('link', { name: 'Simulate the transfer (sandbox)' })).toBeInTheDocument();
    // the bank and its branch by their English names (issue 34: "Ngân hàng TMCP …", "Chi nhánh Hà Nội" on an English page)
    expect(screen.getByTestId('order-page')).toHaveTextContent(
      'Vietcombank — Joint Stock Commercial Bank for Foreign Trade of Vietnam (Hanoi Branch)',
    );
    expect(screen.getByTestId('order-page')).not.toHaveTextContent(/Ngân hàng|Chi nhánh/);
    // the travellers' names as typed are proper names: marked Vietnamese when written so
    expect(screen.getByText('Trần Bình')).toHaveAttribute('lang', 'vi');
    expect(screen.getByText('Lê Bảo')).toHaveAttribute('lang', 'vi');
  });
});
