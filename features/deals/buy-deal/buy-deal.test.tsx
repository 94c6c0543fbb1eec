import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/features/payment/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { bookingApi } from '@/lib/api-client/services';
import { navigateTo } from '@/lib/paths/navigate';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { DealDetail } from '../schemas';
import { dealDetailFixture } from '../deal-fixture';
import { BuyDeal } from './buy-deal';

vi.mock('@/lib/api-client/services', () => ({ bookingApi: { get: vi.fn(), post: vi.fn() } }));
vi.mock('@/lib/paths/navigate', () => ({ navigateTo: vi.fn() }));

const DEAL: DealDetail = dealDetailFixture();

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
  order_value: 3_000_000,
  disabled: false,
  ...over,
});

function openAndFill() {
  renderWithProviders(<BuyDeal deal={DEAL} />);
  fireEvent.click(screen.getByTestId('deal-buy'));
  const popup = screen.getByTestId('buy-deal-popup');
  return popup;
}

describe('buy-deal popup', () => {
  beforeEach(() => {
    vi.mocked(bookingApi.get).mockReset();
    vi.mocked(bookingApi.post).mockReset();
    vi.mocked(navigateTo).mockReset();
  });

  it('step 1: quantity stays within what is left; the buyer is checked before step 2', () => {
    const popup = openAndFill();
    const more = within(popup).getByRole('button', { name: 'Tăng số lượng' });
    for (let i = 0; i < 5; i++) fireEvent.click(more);
    expect(within(popup).getByLabelText('Số lượng')).toHaveProperty('value', '3');
    expect(more).toHaveProperty('disabled', true);
    fireEvent.click(within(popup).getByTestId('buy-deal-continue'));
    expect(popup.querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
    expect(within(popup).queryByTestId('buy-deal-pay')).toBeNull();
  });

  it('step 2 lists the methods for the chosen option and quantity (never the voucher one); Pay posts with an Idempotency-Key and follows the gateway', async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({
      status: 'success',
      data: [
        method('payment_method_credit_card', { final_fee: 66_000, order_value: 3_066_000 }),
        method('payment_method_voucher', { order_value: 0 }),
      ],
    });
    vi.mocked(bookingApi.post).mockResolvedValue({
      status: 'success',
      data: {
        order: { order_number: 'VV123456' },
        access_token: null,
        payment: { kind: 'redirect', payment_url: 'http://localhost/sandbox/vnpay/pay?x=1' },
      },
    });
    const popup = openAndFill();
    fireEvent.click(within(popup).getByLabelText(/Gói 12/));
    fireEvent.click(within(popup).getByRole('button', { name: 'Tăng số lượng' }));
    fireEvent.change(within(popup).getByLabelText('Họ và tên'), { target: { value: 'Nguyễn Văn An' } });
    fireEvent.change(within(popup).getByLabelText('Email'), { target: { value: 'an@example.vn' } });
    fireEvent.change(within(popup).getByLabelText('Số điện thoại'), { target: { value: '0901234567' } });
    fireEvent.click(within(popup).getByTestId('buy-deal-continue'));

    await waitFor(() => expect(within(popup).getByTestId('deal-payment-methods')).toBeTruthy());
    expect(vi.mocked(bookingApi.get).mock.calls[0]![1]).toMatchObject({
      params: { request_from: 'FE_BASIC', deal_id: 7, price_deal_id: 12, quantity: 2 },
    });
    expect(popup.querySelector('#deal-method-payment_method_voucher')).toBeNull();
    // Pay without a method: it says so and sends nothing
    fireEvent.click(within(popup).getByTestId('buy-deal-pay'));
    expect(within(popup).getByText('Vui lòng chọn phương thức thanh toán')).toBeTruthy();
    expect(bookingApi.post).not.toHaveBeenCalled();

    fireEvent.click(popup.querySelector('#deal-method-payment_method_credit_card')!);
    expect(within(popup).getByTestId('buy-deal-total').textContent?.replace(/\D/g, '')).toBe('3066000');
    fireEvent.click(within(popup).getByTestId('buy-deal-pay'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://localhost/sandbox/vnpay/pay?x=1'));
    const [path, body, options] = vi.mocked(bookingApi.post).mock.calls[0]!;
    expect(path).toBe('/fe/deal');
    expect(body).toMatchObject({
      kind: 'voucher',
      deal_id: 7,
      price_deal_id: 12,
      quantity: 2,
      payment_method: 'payment_method_credit_card',
      buyer: { full_name: 'Nguyễn Văn An', email: 'an@example.vn' },
    });
    expect((options as { headers: Record<string, string> }).headers['Idempotency-Key']).toMatch(/.{16,}/);
  });

  it('a sold-out answer is shown readable, and the traveller stays on the step', async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({ status: 'success', data: [method('payment_method_credit_card')] });
    vi.mocked(bookingApi.post).mockRejectedValue(new ApiClientError('Rất tiếc, ưu đãi này đã hết số lượng', 'DEAL_SOLD_OUT', 409));
    const popup = openAndFill();
    fireEvent.change(within(popup).getByLabelText('Họ và tên'), { target: { value: 'Nguyễn Văn An' } });
    fireEvent.change(within(popup).getByLabelText('Email'), { target: { value: 'an@example.vn' } });
    fireEvent.change(within(popup).getByLabelText('Số điện thoại'), { target: { value: '0901234567' } });
    fireEvent.click(within(popup).getByTestId('buy-deal-continue'));
    await waitFor(() => expect(popup.querySelector('#deal-method-payment_method_credit_card')).toBeTruthy());
    fireEvent.click(popup.querySelector('#deal-method-payment_method_credit_card')!);
    fireEvent.click(within(popup).getByTestId('buy-deal-pay'));
    await waitFor(() => expect(within(popup).getByTestId('buy-deal-error').textContent).toBe('Rất tiếc, ưu đãi này đã hết số lượng'));
    expect(navigateTo).not.toHaveBeenCalled();
  });

  const fillBuyer = (popup: HTMLElement, name = 'Nguyễn Văn An') => {
    fireEvent.change(within(popup).getByLabelText('Họ và tên'), { target: { value: name } });
    fireEvent.change(within(popup).getByLabelText('Email'), { target: { value: 'an@example.vn' } });
    fireEvent.change(within(popup).getByLabelText('Số điện thoại'), { target: { value: '0901234567' } });
  };
  const toStep2AndPay = async (popup: HTMLElement) => {
    fireEvent.click(within(popup).getByTestId('buy-deal-continue'));
    await waitFor(() => expect(popup.querySelector('#deal-method-payment_method_credit_card')).toBeTruthy());
    fireEvent.click(popup.querySelector('#deal-method-payment_method_credit_card')!);
    fireEvent.click(within(popup).getByTestId('buy-deal-pay'));
  };
  const keyOf = (call: number) =>
    (vi.mocked(bookingApi.post).mock.calls[call]![2] as { headers: Record<string, string> }).headers['Idempotency-Key'];

  it('the Idempotency-Key covers the buyer: a retry after no answer with another buyer is a new key, the same body the same key', async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({ status: 'success', data: [method('payment_method_credit_card')] });
    vi.mocked(bookingApi.post).mockRejectedValue(new ApiClientError('Network Error', 'NETWORK_ERROR', undefined));
    const popup = openAndFill();
    fillBuyer(popup);
    await toStep2AndPay(popup);
    await waitFor(() => expect(within(popup).getByTestId('buy-deal-error')).toBeTruthy());
    fireEvent.click(within(popup).getByTestId('buy-deal-pay'));
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
    fireEvent.click(within(popup).getByRole('button', { name: 'Quay lại' }));
    fillBuyer(popup, 'Trần Thị Bình');
    await toStep2AndPay(popup);
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('Pay: a double click sends one request with an Idempotency-Key and the button stays disabled while it runs; after no answer the retry sends the same key, after an answer a new one', async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({ status: 'success', data: [method('payment_method_credit_card')] });
    let fail: (error: Error) => void = () => undefined;
    vi.mocked(bookingApi.post).mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const popup = openAndFill();
    fillBuyer(popup);
    fireEvent.click(within(popup).getByTestId('buy-deal-continue'));
    await waitFor(() => expect(popup.querySelector('#deal-method-payment_method_credit_card')).toBeTruthy());
    fireEvent.click(popup.querySelector('#deal-method-payment_method_credit_card')!);
    const pay = within(popup).getByTestId('buy-deal-pay') as HTMLButtonElement;
    // both clicks of a double click land before React draws the disabled button
    act(() => {
      pay.click();
      pay.click();
    });
    expect(pay.disabled).toBe(true);
    fireEvent.click(pay);
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(bookingApi.post).toHaveBeenCalledTimes(1);
    expect(keyOf(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // no answer (network): the retry is the same attempt, so the same key
    await act(async () => fail(new ApiClientError('Network Error', 'NETWORK_ERROR', undefined)));
    await waitFor(() => expect(pay.disabled).toBe(false));
    vi.mocked(bookingApi.post).mockRejectedValueOnce(
      new ApiClientError('Bạn đang có một đơn chưa thanh toán của ưu đãi này', 'DEAL_ORDER_PENDING', 409),
    );
    fireEvent.click(pay);
    await waitFor(() => expect(bookingApi.post).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));

    // a definite answer (409): the server kept it under that key, so another try is a new attempt with a new key
    await waitFor(() => expect(pay.disabled).toBe(false));
    vi.mocked(bookingApi.post).mockResolvedValueOnce({
      status: 'success',
      data: {
        order: { order_number: 'D1' },
        access_token: 't',
        pin_code: '1',
        payment: { kind: 'redirect', payment_url: 'https://pay.example/x' },
      },
    });
    fireEvent.click(pay);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://pay.example/x'));
    expect(keyOf(2)).not.toBe(keyOf(1));
    // on its way to the gateway: still disabled
    expect(pay.disabled).toBe(true);
    expect(bookingApi.post).toHaveBeenCalledTimes(3);
  });

  it('while the purchase runs the popup cannot be closed (Esc, ×) and reopening does not forget it', async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({ status: 'success', data: [method('payment_method_credit_card')] });
    vi.mocked(bookingApi.post).mockReturnValue(new Promise(() => {}));
    const popup = openAndFill() as HTMLDialogElement;
    fillBuyer(popup);
    await toStep2AndPay(popup);
    await waitFor(() => expect(within(popup).getByTestId('buy-deal-pay')).toHaveProperty('disabled', true));
    expect(within(popup).getByRole('button', { name: 'Đóng' })).toHaveProperty('disabled', true);
    const cancel = new Event('cancel', { cancelable: true });
    popup.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(within(popup).getByTestId('buy-deal-pay')).toHaveProperty('disabled', true);
  });

  it('"only N left": the server\'s count is shown and lowers the stepper\'s cap', async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({ status: 'success', data: [method('payment_method_credit_card')] });
    vi.mocked(bookingApi.post).mockRejectedValue(
      new ApiClientError('Rất tiếc, ưu đãi này chỉ còn 1 suất', 'DEAL_SOLD_OUT', 409, [{ path: 'quantity_left', message: '1' }]),
    );
    const popup = openAndFill();
    fireEvent.click(within(popup).getByRole('button', { name: 'Tăng số lượng' }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Tăng số lượng' }));
    fillBuyer(popup);
    await toStep2AndPay(popup);
    await waitFor(() => expect(within(popup).getByTestId('buy-deal-error').textContent).toBe('Rất tiếc, ưu đãi này chỉ còn 1 suất'));
    fireEvent.click(within(popup).getByRole('button', { name: 'Quay lại' }));
    expect(within(popup).getByLabelText('Số lượng')).toHaveProperty('value', '1');
    expect(within(popup).getByRole('button', { name: 'Tăng số lượng' })).toHaveProperty('disabled', true);
  });

  it("BK1057: the server's message is shown, the refused method is unselected and the methods are read again", async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({ status: 'success', data: [method('payment_method_credit_card')] });
    vi.mocked(bookingApi.post).mockRejectedValue(new ApiClientError('Phương thức thanh toán này hiện không khả dụng', 'BK1057', 400));
    const popup = openAndFill();
    fillBuyer(popup);
    await toStep2AndPay(popup);
    await waitFor(() =>
      expect(within(popup).getByTestId('buy-deal-error').textContent).toBe('Phương thức thanh toán này hiện không khả dụng'),
    );
    await waitFor(() => expect(bookingApi.get).toHaveBeenCalledTimes(2));
    expect(popup.querySelector<HTMLInputElement>('#deal-method-payment_method_credit_card')?.checked).toBe(false);
  });

  it('the quantity box keeps what is typed and clamps it on blur; the step heading takes the focus on a new step', async () => {
    vi.mocked(bookingApi.get).mockResolvedValue({ status: 'success', data: [method('payment_method_credit_card')] });
    const popup = openAndFill();
    const box = within(popup).getByLabelText('Số lượng');
    fireEvent.change(box, { target: { value: '' } });
    expect(box).toHaveProperty('value', '');
    fireEvent.change(box, { target: { value: '9' } });
    expect(box).toHaveProperty('value', '9');
    fireEvent.blur(box);
    expect(box).toHaveProperty('value', '3');
    fillBuyer(popup);
    fireEvent.click(within(popup).getByTestId('buy-deal-continue'));
    await waitFor(() => expect(document.activeElement).toBe(within(popup).getByTestId('buy-deal-step')));
    expect(within(popup).getByTestId('buy-deal-step').textContent).toContain('2');
  });

  it('a sold-out deal cannot be bought', () => {
    renderWithProviders(<BuyDeal deal={{ ...DEAL, sold_out: true, quantity_left: 0 }} />);
    expect(screen.getByTestId('deal-buy')).toHaveProperty('disabled', true);
  });
});
