import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankBranches, banks } from '@/features/payment/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { cancelOrder, cancelOrderByToken, cancelReasons, companyByTaxCode, getInvoice, putInvoice } from '../api/orders';
import { NOT_CANCELLABLE_REASONS, refundPolicyText } from '../refund-policy';
import { orderFixture, paidOrderFixture } from '@/tests/fixtures/order-detail';
import { OrderPage } from './order-page';

const refresh = vi.fn();
const router = { refresh, push: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/orders')>()),
  createPaymentLink: vi.fn(async () => ({ kind: 'paid', transaction_id: 'TX' })),
  cancelReasons: vi.fn(async () => [
    { id: 1, text: 'Thay đổi kế hoạch', text_en: 'Change of plans' },
    { id: 2, text: 'Tìm được giá tốt hơn', text_en: 'Found a better price' },
  ]),
  cancelOrder: vi.fn(),
  cancelOrderByToken: vi.fn(),
  getInvoice: vi.fn(async () => null),
  putInvoice: vi.fn(),
  companyByTaxCode: vi.fn(),
}));
vi.mock('@/features/payment/index', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/payment/index')>()),
  banks: vi.fn(async () => [{ id: 3, code: 'VCB', short_name: 'Vietcombank', name: 'Ngoại thương', logo: '' }]),
  bankBranches: vi.fn(async () => [{ id: 31, bank_id: 3, name: 'Chi nhánh Hà Nội', province: 'Hà Nội' }]),
}));
afterEach(() => vi.clearAllMocks());

const TOKEN = 'signed-order-link-token-0123456789';
const KEY = expect.stringMatching(/^[\x21-\x7e]{8,128}$/);

async function openCancel() {
  fireEvent.click(screen.getByRole('button', { name: 'Hủy đặt phòng' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('option', { name: 'Thay đổi kế hoạch' });
  return within(dialog);
}

describe('cancel booking', () => {
  it('a paid bank transfer: shows the refund and its rule, asks for the refund account, field errors inline, then cancels and refreshes', async () => {
    vi.mocked(cancelOrder).mockResolvedValue({ order: paidOrderFixture({ status: 'cancelled' }) });
    renderWithProviders(<OrderPage order={paidOrderFixture()} canManage token={null} sandbox={false} />);
    const dialog = await openCancel();
    expect(dialog.getByTestId('cancel-refund')).toHaveTextContent('Số tiền được hoàn: 4.140.000 ₫');
    expect(dialog.getByTestId('cancel-deadline')).toHaveTextContent('Miễn phí hủy đến 14:00 ngày 30/11/2026');
    expect(dialog.getByTestId('cancel-refund-note')).toHaveTextContent('Hủy bây giờ được hoàn toàn bộ số tiền đã thanh toán');
    expect(dialog.getByTestId('cancel-policy')).toHaveTextContent(refundPolicyText('hotel', '2026-11-30T07:00:00.000Z', 'vi'));
    expect(dialog.getByTestId('cancel-policy')).toHaveTextContent('24 giờ trước giờ nhận phòng');
    fireEvent.click(dialog.getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await dialog.findByText('Vui lòng chọn lý do hủy')).toBeInTheDocument();
    expect(dialog.getByText('Vui lòng chọn ngân hàng')).toBeInTheDocument();
    expect(dialog.getByText('Số tài khoản gồm 6 đến 20 chữ số')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Lý do hủy' })).toHaveAttribute('aria-invalid', 'true');
    expect(cancelOrder).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('combobox', { name: 'Lý do hủy' }), { target: { value: '2' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Ghi chú thêm (không bắt buộc)' }), { target: { value: ' rẻ hơn ' } });
    await dialog.findByRole('option', { name: 'Vietcombank — Ngoại thương' });
    fireEvent.change(dialog.getByRole('combobox', { name: 'Ngân hàng' }), { target: { value: '3' } });
    await dialog.findByRole('option', { name: 'Chi nhánh Hà Nội (Hà Nội)' });
    expect(bankBranches).toHaveBeenCalledWith(3);
    fireEvent.change(dialog.getByRole('combobox', { name: 'Chi nhánh' }), { target: { value: '31' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Số tài khoản' }), { target: { value: '0071-000 123' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tên chủ tài khoản (viết hoa không dấu)' }), {
      target: { value: 'Trần Đức Bình' },
    });
    expect(dialog.getByRole('textbox', { name: 'Tên chủ tài khoản (viết hoa không dấu)' })).toHaveValue('TRAN DUC BINH');
    fireEvent.click(dialog.getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(cancelOrder).toHaveBeenCalledWith(
      {
        order_code: 'VV8K2M4Q',
        reason_id: 2,
        reason_text: 'rẻ hơn',
        refund_account: { bank_id: 3, branch_id: 31, account_number: '0071000123', account_name: 'TRAN DUC BINH' },
      },
      KEY,
    );
    expect(cancelOrderByToken).not.toHaveBeenCalled();
    expect(await screen.findByText('Đã hủy đặt phòng.')).toBeInTheDocument();
  });

  it('a card payment is refunded to the card: no bank account asked; the emailed link cancels by token; a server refusal is shown', async () => {
    vi.mocked(cancelOrderByToken).mockRejectedValueOnce(new ApiClientError('Đơn hàng không thể hủy', 'ORDER_NOT_CANCELLABLE', 409));
    const order = paidOrderFixture({ payment: { ...paidOrderFixture().payment, method: 'payment_method_credit_card' } });
    renderWithProviders(<OrderPage order={order} canManage token={TOKEN} sandbox={false} />);
    const dialog = await openCancel();
    expect(dialog.queryByTestId('refund-account')).toBeNull();
    expect(dialog.getByTestId('cancel-refund')).toHaveTextContent('Tiền sẽ được hoàn về thẻ / ví bạn đã dùng để thanh toán.');
    expect(banks).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByRole('combobox', { name: 'Lý do hủy' }), { target: { value: '1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Đơn hàng không thể hủy');
    expect(cancelOrderByToken).toHaveBeenCalledWith({ order_code: 'VV8K2M4Q', reason_id: 1, token: TOKEN }, KEY);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('an unpaid order owes nothing: the dialog says so and asks no account', async () => {
    vi.mocked(cancelOrder).mockResolvedValue({ order: orderFixture({ status: 'cancelled' }) });
    renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox={false} />);
    const dialog = await openCancel();
    expect(dialog.getByTestId('cancel-refund-note')).toHaveTextContent(
      'Đơn hàng chưa được thanh toán nên không có khoản hoàn tiền; phòng sẽ được trả lại.',
    );
    expect(dialog.queryByTestId('refund-account')).toBeNull();
    fireEvent.change(dialog.getByRole('combobox', { name: 'Lý do hủy' }), { target: { value: '1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() => expect(cancelOrder).toHaveBeenCalledWith({ order_code: 'VV8K2M4Q', reason_id: 1 }, KEY));
    expect(cancelReasons).toHaveBeenCalledTimes(1);
  });
});

describe('cancel a flight booking', () => {
  const flightOrder = (free_until: string | null) =>
    paidOrderFixture({
      product_type: 'flight',
      title: 'Vé máy bay Hà Nội → Đà Nẵng',
      hotel: null,
      cancellation: { allowed: true, refund_vnd: free_until ? 4_140_000 : 0, free_until, reason: null },
    });
  const openFlightCancel = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Hủy đặt vé' }));
    return within(await screen.findByRole('dialog'));
  };

  it("asks for a flight's reasons and says its rule by departure, with the fare's deadline", async () => {
    renderWithProviders(<OrderPage order={flightOrder('2026-12-14T01:00:00.000Z')} canManage token={null} sandbox={false} />);
    const dialog = await openFlightCancel();
    expect(cancelReasons).toHaveBeenCalledWith('flight');
    expect(dialog.getByText('Hủy đặt vé VV8K2M4Q')).toBeInTheDocument();
    expect(dialog.getByTestId('cancel-deadline')).toHaveTextContent('Miễn phí hủy đến 08:00 ngày 14/12/2026');
    expect(dialog.getByTestId('cancel-policy')).toHaveTextContent('24 giờ trước giờ khởi hành');
    expect(dialog.getByTestId('cancel-refund')).not.toHaveTextContent(/nhận phòng/);
    expect(dialog.getByRole('button', { name: 'Giữ đặt vé' })).toBeInTheDocument();
  });

  it('a non-refundable fare says so, in English too', async () => {
    renderWithProviders(<OrderPage order={flightOrder(null)} canManage token={null} sandbox={false} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel flight booking' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('cancel-deadline')).toHaveTextContent('Non-refundable');
    expect(dialog.getByTestId('cancel-policy')).toHaveTextContent('Non-refundable fare');
    expect(dialog.getByTestId('cancel-refund')).not.toHaveTextContent(/check-in/);
    expect(screen.getByTestId('order-cancellation-sentence')).toHaveTextContent('Non-refundable');
  });
});

describe('cancel booking failures', () => {
  it('a failure without a server message says cancel.failed; the unpaid order owes nothing (English)', async () => {
    vi.mocked(cancelOrder).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox={false} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('option', { name: 'Change of plans' });
    expect(dialog.getByTestId('cancel-refund-note')).toHaveTextContent(
      'This order is not paid yet, so there is nothing to refund; the rooms are released.',
    );
    expect(dialog.getByTestId('cancel-deadline')).toHaveTextContent('Non-refundable');
    expect(dialog.getByTestId('cancel-policy')).toHaveTextContent(refundPolicyText('hotel', null, 'en'));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Reason for cancelling' }), { target: { value: '1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Could not cancel the booking, please try again.');
  });

  it("the server's check-in-day refusal in English words", async () => {
    vi.mocked(cancelOrder).mockRejectedValueOnce(new ApiClientError(NOT_CANCELLABLE_REASONS.checkIn, 'ORDER_NOT_CANCELLABLE', 409));
    renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox={false} />, { lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('option', { name: 'Change of plans' });
    fireEvent.change(dialog.getByRole('combobox', { name: 'Reason for cancelling' }), { target: { value: '1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The check-in day has come, so the order can no longer be cancelled.');
  });

  it('reasons that fail to load say so', async () => {
    // the list is asked twice (one retry)
    vi.mocked(cancelReasons).mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<OrderPage order={orderFixture()} canManage token={null} sandbox={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hủy đặt phòng' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Không tải được danh sách, vui lòng thử lại.', undefined, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('VAT invoice', () => {
  it('the tax code fills the company (editable), the request is sent and the saved invoice shown', async () => {
    vi.mocked(companyByTaxCode).mockResolvedValue({ tax_code: '0101234567', name: 'CÔNG TY TNHH ABC', address: '1 Láng Hạ, Hà Nội' });
    let kept: Awaited<ReturnType<typeof putInvoice>> | null = null;
    vi.mocked(putInvoice).mockImplementation(async (body) => {
      kept = {
        order_code: body.order_code,
        tax_code: body.tax_code,
        company_name: body.company_name,
        company_address: body.company_address,
        email: body.email,
        status: 'requested',
        updated_at: '2026-11-21T00:00:00.000Z',
      };
      return kept;
    });
    vi.mocked(getInvoice).mockImplementation(async () => kept);
    renderWithProviders(<OrderPage order={paidOrderFixture()} canManage token={TOKEN} sandbox={false} />);
    const form = within(screen.getByTestId('invoice-form'));
    expect(form.getByRole('textbox', { name: 'Email nhận hóa đơn' })).toHaveValue('binh@example.com');
    const taxCode = form.getByRole('textbox', { name: 'Mã số thuế' });
    fireEvent.change(taxCode, { target: { value: '0101234567' } });
    fireEvent.blur(taxCode);
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Tên công ty' })).toHaveValue('CÔNG TY TNHH ABC'));
    expect(form.getByRole('textbox', { name: 'Địa chỉ công ty' })).toHaveValue('1 Láng Hạ, Hà Nội');
    fireEvent.change(form.getByRole('textbox', { name: 'Địa chỉ công ty' }), { target: { value: '1 Láng Hạ, Đống Đa, Hà Nội' } });
    fireEvent.click(form.getByRole('button', { name: 'Gửi yêu cầu' }));
    const saved = await screen.findByTestId('invoice-saved');
    expect(putInvoice).toHaveBeenCalledWith({
      order_code: 'VV8K2M4Q',
      tax_code: '0101234567',
      company_name: 'CÔNG TY TNHH ABC',
      company_address: '1 Láng Hạ, Đống Đa, Hà Nội',
      email: 'binh@example.com',
      token: TOKEN,
    });
    expect(saved).toHaveTextContent('Thông tin hóa đơn đã yêu cầu — Đã tiếp nhận');
    expect(saved).toHaveTextContent('1 Láng Hạ, Đống Đa, Hà Nội');
    expect(screen.getByText('Đã gửi yêu cầu xuất hóa đơn.')).toBeInTheDocument();
    await waitFor(() => expect(getInvoice).toHaveBeenCalledWith('VV8K2M4Q', TOKEN));
    expect(screen.getByTestId('invoice-saved')).toHaveTextContent('CÔNG TY TNHH ABC');
  });

  it('checks the fields before sending and shows the server field errors inline', async () => {
    vi.mocked(putInvoice).mockRejectedValue(
      new ApiClientError('Dữ liệu không hợp lệ', 'VALIDATION_ERROR', 400, [{ path: 'tax_code', message: 'Mã số thuế không hợp lệ' }]),
    );
    renderWithProviders(<OrderPage order={paidOrderFixture()} canManage token={null} sandbox={false} />);
    const form = within(screen.getByTestId('invoice-form'));
    fireEvent.click(form.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await form.findByText('Mã số thuế gồm 10 hoặc 13 chữ số')).toBeInTheDocument();
    expect(form.getByText('Vui lòng nhập tên công ty')).toBeInTheDocument();
    expect(putInvoice).not.toHaveBeenCalled();
    fireEvent.change(form.getByRole('textbox', { name: 'Mã số thuế' }), { target: { value: '0101234568' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Tên công ty' }), { target: { value: 'Công ty X' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Địa chỉ công ty' }), { target: { value: '2 Hàng Bài, Hà Nội' } });
    fireEvent.click(form.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await form.findByText('Mã số thuế không hợp lệ')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Mã số thuế' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('an order already with an invoice shows it', () => {
    const invoice = {
      order_code: 'VV8K2M4Q',
      tax_code: '0101234567',
      company_name: 'CÔNG TY TNHH ABC',
      company_address: '1 Láng Hạ',
      email: 'ke-toan@abc.vn',
      status: 'issued' as const,
      updated_at: '2026-11-21T00:00:00.000Z',
    };
    renderWithProviders(<OrderPage order={paidOrderFixture({ invoice })} canManage token={null} sandbox={false} />);
    expect(screen.getByTestId('invoice-saved')).toHaveTextContent('Đã xuất hóa đơn');
    expect(screen.queryByTestId('invoice-form')).toBeNull();
  });
});
