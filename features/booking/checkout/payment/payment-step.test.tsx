import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrder, type CreatedOrder } from '@/features/orders/index';
import {
  choosePaymentMethod,
  clearPaymentMethod,
  listPaymentMethods,
  payLaterLimit,
  payLaterToken,
  registerPayLaterToken,
  type PaymentMethod,
} from '@/features/payment/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { navigateTo } from '@/lib/paths/navigate';
import { PAY_LATER_MIN_KEY } from '@/features/checkout/index';
import { getBookingRequest } from '../../api/booking-requests';
import { bookingRequestFixture } from '../checkout-fixture';
import { renderCheckout } from '../page/checkout-harness';
import { BOOKER_AND_RECEIVER_KEY } from '../receivers/booker-storage';

vi.mock('../../api/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/booking-requests')>()),
  getBookingRequest: vi.fn(),
}));
vi.mock('@/features/payment/api/payment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/payment/api/payment')>()),
  listPaymentMethods: vi.fn(),
  choosePaymentMethod: vi.fn(),
  clearPaymentMethod: vi.fn(),
  payLaterLimit: vi.fn(),
  payLaterToken: vi.fn(),
  registerPayLaterToken: vi.fn(),
}));
vi.mock('@/features/orders/api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/orders/api/orders')>()),
  createOrder: vi.fn(),
}));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));
vi.mock('../coupon/member-coupons', () => ({ memberCouponsKey: ['user', 'loyalty-summary'], getMemberCoupons: vi.fn(async () => []) }));
vi.mock('next/navigation', () => ({ usePathname: () => '/dat-phong/x', useSearchParams: () => new URLSearchParams() }));

const method = (code: PaymentMethod['payment_method'], over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  payment_method: code,
  name_vi: `VI ${code}`,
  name_en: `EN ${code}`,
  logo: `/payment/${code}.svg`,
  short_desc_vi: 'mô tả',
  short_desc_en: 'description',
  final_fee: 0,
  fee_percent: 0,
  payment_limit: { min: null },
  order_value: 2_400_000,
  disabled: false,
  ...over,
});
const CARD = method('payment_method_credit_card', { name_vi: 'Thẻ tín dụng', final_fee: 52_800, fee_percent: 2.2, order_value: 2_452_800 });
const QR = method('payment_method_vietqr', { name_vi: 'Quét mã VietQR' });
const PAY_LATER = method('payment_method_pay_later', { name_vi: 'Mua trước trả sau', payment_limit: { min: 1_000_000 } });
const VOUCHER = method('payment_method_voucher', { name_vi: 'Thanh toán bằng voucher', order_value: 0 });
const FIXED_VOUCHER = method('payment_method_voucher', {
  name_vi: 'Thanh toán bằng voucher',
  name_en: 'Pay by voucher',
  order_value: 0,
  disabled: true,
});

const payment = (code: PaymentMethod['payment_method'], final_price: number, payment_fee = 0) => ({
  booking_request_id: 'r1',
  payment_method: code,
  payment_method_fee: 0,
  total_price: 2_400_000,
  coupon_discount: 0,
  payment_fee,
  final_price,
  voucher_hint: null,
});

function atStep3() {
  vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ expires_at: new Date(Date.now() + 15 * 60_000).toISOString() }));
  window.localStorage.setItem(
    BOOKER_AND_RECEIVER_KEY,
    JSON.stringify({
      booker: { full_name: 'Trần Bình', email: 'b@x.vn', phone: '912345678' },
      receivers: [
        { full_name: 'Lê An', phone: '912345678' },
        { full_name: 'Lê Bảo', phone: '912345679' },
      ],
    }),
  );
}
const payButton = () => screen.getByRole('button', { name: 'Thanh toán' });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  window.scrollTo = vi.fn();
  atStep3();
});
afterEach(() => vi.clearAllMocks());

describe('checkout step 3: payment methods', () => {
  it('lists the methods with logo, name, description and fee ("Miễn phí" when 0); pay waits for a choice', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD, QR, PAY_LATER]);
    renderCheckout('r1', { step: 3 });
    const group = await screen.findByRole('radiogroup', { name: 'Chọn phương thức thanh toán' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    const card = screen.getByRole('radio', { name: /Thẻ tín dụng/ }).closest('div')!;
    expect(card).toHaveTextContent('Phí: 52.800 ₫');
    expect(card.querySelector('img')).toHaveAttribute('src', '/payment/payment_method_credit_card.svg');
    expect(screen.getByRole('radio', { name: /Quét mã VietQR/ }).closest('div')).toHaveTextContent('Miễn phí');
    expect(payButton()).toBeDisabled();
    expect(listPaymentMethods).toHaveBeenCalledWith(expect.any(String), expect.any(AbortSignal));
    expect(window.sessionStorage.getItem(PAY_LATER_MIN_KEY)).toBe('1000000');
  });

  it('states the cancellation with its deadline right above the pay button (on a phone the card beside the steps is below it)', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD, QR]);
    renderCheckout('r1', { step: 3 });
    await screen.findByRole('radiogroup', { name: 'Chọn phương thức thanh toán' });
    const line = screen.getByTestId('payment-cancellation');
    expect(line).toHaveTextContent('Chính sách hủy: Miễn phí hủy đến 14:00 ngày 19/12/2026');
    // before the button in the document order a phone reads
    expect(line.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('chooses a method on the server (user_type person, an Idempotency-Key) and shows the fee and the final total', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD, QR]);
    vi.mocked(choosePaymentMethod).mockResolvedValue(payment('payment_method_credit_card', 2_452_800, 52_800));
    renderCheckout('r1', { step: 3 });
    fireEvent.click(await screen.findByRole('radio', { name: /Thẻ tín dụng/ }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(choosePaymentMethod).toHaveBeenCalledWith(
      expect.any(String),
      { payment_method: 'payment_method_credit_card', user_type: 'person' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    const summary = screen.getByLabelText('Tổng thanh toán');
    expect(summary).toHaveTextContent('Phí thanh toán52.800 ₫');
    expect(summary).toHaveTextContent('Tổng cộng2.452.800 ₫');
    // the price box beside it adds the chosen method's fee: its "Tổng cộng" is what will be charged (issue 33)
    expect(screen.getByTestId('breakdown-main').querySelector('[data-line="payment_fee"]')).toHaveTextContent('Phí thanh toán+52.800 ₫');
    expect(screen.getByTestId('breakdown-total').querySelector('[data-price-vnd]')).toHaveAttribute(
      'data-price-vnd',
      String(4_600_000 + 52_800),
    );
  });

  it("BK1057: the server's message as an error notification, nothing chosen", async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD, QR]);
    vi.mocked(choosePaymentMethod).mockRejectedValue(
      new ApiClientError('Chuyển khoản ngân hàng không áp dụng cho đơn có khuyến mãi', 'BK1057', 409),
    );
    renderCheckout('r1', { step: 3 });
    fireEvent.click(await screen.findByRole('radio', { name: /Quét mã VietQR/ }));
    expect(await screen.findByText('Chuyển khoản ngân hàng không áp dụng cho đơn có khuyến mãi')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Quét mã VietQR/ })).not.toBeChecked();
  });

  it('another error stays readable under the list', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD]);
    vi.mocked(choosePaymentMethod).mockRejectedValue(new ApiClientError('x', 'SERVICE_BUSY', 503));
    renderCheckout('r1', { step: 3 });
    fireEvent.click(await screen.findByRole('radio', { name: /Thẻ tín dụng/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hệ thống đang bận, vui lòng thử lại sau giây lát');
  });

  it('voucher: the code goes with the choice; then only the fixed disabled "Pay by voucher" option, order value 0', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValueOnce([CARD, VOUCHER]).mockResolvedValue([FIXED_VOUCHER]);
    vi.mocked(choosePaymentMethod).mockResolvedValue({ ...payment('payment_method_voucher', 0), voucher_hint: 'R-2N' });
    renderCheckout('r1', { step: 3, lang: 'en' });
    fireEvent.click(await screen.findByRole('radio', { name: /EN payment_method_voucher/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), { target: { value: 'DEMO-VOUCHER-2N' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use voucher' }));
    const fixed = await screen.findByRole('radio', { name: /Pay by voucher/ });
    expect(choosePaymentMethod).toHaveBeenCalledWith(
      expect.any(String),
      { payment_method: 'payment_method_voucher', user_type: 'person', voucher_code: 'DEMO-VOUCHER-2N' },
      expect.any(String),
    );
    expect(fixed).toBeDisabled();
    expect(fixed).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(fixed.closest('div')).toHaveTextContent('Free');
  });

  it('an unusable voucher or method is explained in the page language: the server reason in vi, English under /en (issue 34)', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD, VOUCHER]);
    vi.mocked(choosePaymentMethod).mockRejectedValue(
      new ApiClientError('Mã voucher không hợp lệ, đã được sử dụng hoặc không áp dụng cho đặt phòng này', 'VOUCHER_INVALID', 409),
    );
    const view = renderCheckout('r1', { step: 3, lang: 'en' });
    fireEvent.click(await screen.findByRole('radio', { name: /EN payment_method_voucher/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), { target: { value: 'VV-AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use voucher' }));
    expect(await screen.findByText('This voucher is not valid, already used, or does not cover this booking')).toBeInTheDocument();
    expect(screen.queryByText(/Mã voucher/)).toBeNull();
    view.unmount();
    vi.mocked(choosePaymentMethod).mockRejectedValue(
      new ApiClientError('Chuyển khoản ngân hàng không áp dụng cho đơn có khuyến mãi', 'BK1057', 409),
    );
    renderCheckout('r1', { step: 3, lang: 'en' });
    fireEvent.click(await screen.findByRole('radio', { name: /EN payment_method_credit_card/ }));
    expect(await screen.findByText('This payment method cannot be used for your order')).toBeInTheDocument();
    expect(screen.queryByText(/không áp dụng/)).toBeNull();
  }, 15_000);

  it('a voucher the server keeps (a reload) shows its masked code and a remove action that brings back every method, none chosen', async () => {
    vi.mocked(listPaymentMethods)
      .mockResolvedValueOnce([{ ...FIXED_VOUCHER, chosen: true, voucher_hint: 'R-2N' }])
      .mockResolvedValue([CARD, QR, VOUCHER]);
    vi.mocked(clearPaymentMethod).mockResolvedValue({ booking_request_id: 'r1', cleared: true });
    renderCheckout('r1', { step: 3, lang: 'en' });
    const applied = await screen.findByTestId('voucher-applied');
    expect(applied).toHaveTextContent('Voucher ••••R-2N applied');
    fireEvent.click(within(applied).getByRole('button', { name: 'Remove voucher' }));
    expect(await screen.findByRole('radio', { name: /EN payment_method_vietqr/ })).not.toBeChecked();
    expect(clearPaymentMethod).toHaveBeenCalledWith(expect.any(String), expect.any(String));
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByTestId('voucher-applied')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('a method the server keeps (a reload) is shown chosen with its fee and total', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([{ ...CARD, chosen: true }, QR]);
    renderCheckout('r1', { step: 3 });
    expect(await screen.findByRole('radio', { name: /Thẻ tín dụng/ })).toBeChecked();
    expect(payButton()).toBeEnabled();
  });

  it('pay-later for a guest: only the members hint (no red error); choosing it below the minimum keeps the previous choice and says "Invalid order value (reason)"', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD, { ...PAY_LATER, order_value: 900_000 }]);
    vi.mocked(choosePaymentMethod).mockResolvedValue(payment('payment_method_credit_card', 2_452_800, 52_800));
    renderCheckout('r1', { step: 3 });
    const payLater = await screen.findByRole('radio', { name: /Mua trước trả sau/ });
    const option = payLater.closest('div')!;
    expect(option).toHaveTextContent('Đăng nhập và cập nhật số điện thoại để dùng Mua trước trả sau');
    expect(option).not.toHaveTextContent('Error in payment process');
    expect(option).not.toHaveTextContent('Chưa thiết lập hạn mức');
    fireEvent.click(screen.getByRole('radio', { name: /Thẻ tín dụng/ }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payLater);
    expect(await screen.findByText('Invalid order value (Giá trị đơn hàng tối thiểu 1.000.000 ₫)')).toBeInTheDocument();
    expect(choosePaymentMethod).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: /Thẻ tín dụng/ })).toBeChecked();
    expect(payLater).not.toBeChecked();
    expect(payButton()).toBeEnabled();
  });

  it("pay-later above what is left of the member's limit: the maxPrice text with availLimitAmount", async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([PAY_LATER]);
    vi.mocked(payLaterLimit).mockResolvedValue({ PLallowed: true, limitAmount: 3_000_000, availLimitAmount: 1_500_000 });
    renderCheckout('r1', { step: 3, member: true, lang: 'en' });
    const option = (await screen.findByRole('radio', { name: /EN payment_method_pay_later/ })).closest('div')!;
    await waitFor(() => expect(option).toHaveTextContent('Remaining limit 1.500.000 ₫'));
    expect(option).toHaveTextContent('Available limit: 1.500.000 ₫');
    fireEvent.click(screen.getByRole('radio', { name: /EN payment_method_pay_later/ }));
    expect(await screen.findByText('Invalid order value (Remaining limit 1.500.000 ₫)')).toBeInTheDocument();
    expect(choosePaymentMethod).not.toHaveBeenCalled();
  });

  it('pay-later without a linked account: "limit not yet set"; "Error in payment process" only once chosen; linking reads the limit', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([PAY_LATER]);
    vi.mocked(payLaterLimit)
      .mockResolvedValueOnce({ PLallowed: false, limitAmount: 0, availLimitAmount: 0 })
      .mockResolvedValue({ PLallowed: true, limitAmount: 5_000_000, availLimitAmount: 5_000_000 });
    vi.mocked(payLaterToken).mockResolvedValue({ token: 'partner-token-1' });
    vi.mocked(registerPayLaterToken).mockResolvedValue({ registered: true });
    renderCheckout('r1', { step: 3, member: true });
    const option = (await screen.findByRole('radio', { name: /Mua trước trả sau/ })).closest('div')!;
    await waitFor(() => expect(option).toHaveTextContent('Chưa thiết lập hạn mức'));
    expect(option).not.toHaveTextContent('Error in payment process');
    fireEvent.click(screen.getByRole('radio', { name: /Mua trước trả sau/ }));
    await waitFor(() => expect(option).toHaveTextContent('Error in payment process'));
    expect(choosePaymentMethod).not.toHaveBeenCalled();
    fireEvent.click(within(option).getByRole('button', { name: 'Liên kết tài khoản Mua trước trả sau' }));
    await waitFor(() => expect(option).toHaveTextContent('Hạn mức khả dụng: 5.000.000 ₫'));
    expect(registerPayLaterToken).toHaveBeenCalledWith('partner-token-1');
    expect(option).not.toHaveTextContent('Error in payment process');
  });

  it('while the limit is read, neither "limit not yet set" nor the link button shows', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([PAY_LATER]);
    let answer: (account: { PLallowed: boolean; limitAmount: number; availLimitAmount: number }) => void = () => {};
    vi.mocked(payLaterLimit).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCheckout('r1', { step: 3, member: true });
    const option = (await screen.findByRole('radio', { name: /Mua trước trả sau/ })).closest('div')!;
    await waitFor(() => expect(payLaterLimit).toHaveBeenCalled());
    expect(option).not.toHaveTextContent('Chưa thiết lập hạn mức');
    expect(within(option).queryByRole('button', { name: 'Liên kết tài khoản Mua trước trả sau' })).toBeNull();
    answer({ PLallowed: true, limitAmount: 5_000_000, availLimitAmount: 5_000_000 });
    await waitFor(() => expect(option).toHaveTextContent('Hạn mức khả dụng: 5.000.000 ₫'));
    expect(within(option).queryByRole('button', { name: 'Liên kết tài khoản Mua trước trả sau' })).toBeNull();
  });

  it('a failed linking says "Error in payment process"', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([PAY_LATER]);
    vi.mocked(payLaterLimit).mockResolvedValue({ PLallowed: false, limitAmount: 0, availLimitAmount: 0 });
    vi.mocked(payLaterToken).mockResolvedValue({ token: '' });
    renderCheckout('r1', { step: 3, member: true });
    const option = (await screen.findByRole('radio', { name: /Mua trước trả sau/ })).closest('div')!;
    await waitFor(() => expect(option).toHaveTextContent('Chưa thiết lập hạn mức'));
    fireEvent.click(within(option).getByRole('button', { name: 'Liên kết tài khoản Mua trước trả sau' }));
    expect(await within(option).findByRole('alert')).toHaveTextContent('Error in payment process');
    expect(registerPayLaterToken).not.toHaveBeenCalled();
  });

  it('while a choice is saving the radios stay focusable (aria-disabled) and a second choice is ignored', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD, QR]);
    let finish: (value: Awaited<ReturnType<typeof choosePaymentMethod>>) => void = () => {};
    vi.mocked(choosePaymentMethod).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderCheckout('r1', { step: 3 });
    const card = await screen.findByRole('radio', { name: /Thẻ tín dụng/ });
    fireEvent.click(card);
    const qr = screen.getAllByRole('radio').find((radio) => radio !== card)!;
    await waitFor(() => expect(qr).toHaveAttribute('aria-disabled', 'true'));
    expect(qr).toBeEnabled();
    fireEvent.click(qr);
    expect(choosePaymentMethod).toHaveBeenCalledTimes(1);
    finish(payment('payment_method_credit_card', 2_452_800, 52_800));
    await waitFor(() => expect(qr).not.toHaveAttribute('aria-disabled'));
    expect(card).toBeChecked();
  });

  it('pay: makes the order with the booker and one receiver per room, then goes to the gateway', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([CARD]);
    vi.mocked(choosePaymentMethod).mockResolvedValue(payment('payment_method_credit_card', 2_452_800, 52_800));
    vi.mocked(createOrder).mockResolvedValue({
      order: { order_number: 'H1234567' },
      access_token: 'tok',
      pin_code: '123456',
      payment: { kind: 'redirect', transaction_id: 'T1', payment_url: 'https://gateway.example/pay?x=1', expires_at: '' },
    } as unknown as CreatedOrder);
    renderCheckout('r1', { step: 3 });
    fireEvent.click(await screen.findByRole('radio', { name: /Thẻ tín dụng/ }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://gateway.example/pay?x=1'));
    const [id, body, key] = vi.mocked(createOrder).mock.calls[0]!;
    expect(id).toBe(bookingRequestFixture().id);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ contact: { full_name: 'Trần Bình', email: 'b@x.vn', phone: '+84912345678' }, lang: 'vi' });
    expect(body.receivers).toEqual([
      { booking_request_rate_id: 1, first_name: 'An', last_name: 'Lê', phone: '+84912345678', bed_group_id: expect.anything() },
      { booking_request_rate_id: 1, first_name: 'Bảo', last_name: 'Lê', phone: '+84912345679', bed_group_id: expect.anything() },
    ]);
  });

  it('pay: a bank transfer goes to the order page in the page language; a lapsed hold is explained', async () => {
    vi.mocked(listPaymentMethods).mockResolvedValue([QR]);
    vi.mocked(choosePaymentMethod).mockResolvedValue(payment('payment_method_vietqr', 2_400_000));
    vi.mocked(createOrder)
      .mockRejectedValueOnce(new ApiClientError('x', 'SOLD_OUT', 409))
      .mockResolvedValue({
        order: { order_number: 'H7654321' },
        access_token: 'tok',
        pin_code: '123456',
        payment: { kind: 'bank_transfer' },
      } as unknown as CreatedOrder);
    renderCheckout('r1', { step: 3, lang: 'en' });
    fireEvent.click(await screen.findByRole('radio', { name: /EN payment_method_vietqr/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The rooms you chose just sold out');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/en/don-hang/H7654321?token=tok'));
  });
});
