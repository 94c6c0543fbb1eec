import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { getBookingRequest } from '../../api/booking-requests';
import { bookingRequestFixture, withPrices } from '../checkout-fixture';
import { BOOKER_AND_RECEIVER_KEY } from '../receivers/booker-storage';
import { renderCheckout } from './checkout-harness';
import { orderFixture } from '@/tests/fixtures/order-detail';
import { orderOfCheckout } from '@/features/checkout/index';

// only the browser calls are replaced; keys and the Idempotency-Key maker stay real
vi.mock('../../api/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/booking-requests')>()),
  getBookingRequest: vi.fn(),
  requestPrice: vi.fn(),
  applyCoupon: vi.fn(),
  removeCoupon: vi.fn(),
}));
// step 3's method list stays loading here (its own tests are features/booking/checkout/payment/payment-step.test.tsx)
vi.mock('@/features/payment/api/payment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/payment/api/payment')>()),
  listPaymentMethods: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/features/checkout/pending-order/pending-order-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/checkout/pending-order/pending-order-api')>()),
  orderOfCheckout: vi.fn(async () => {
    throw new ApiClientError('Không tìm thấy đơn hàng', 'NOT_FOUND', 404);
  }),
}));
vi.mock('../coupon/member-coupons', () => ({ memberCouponsKey: ['user', 'loyalty-summary'], getMemberCoupons: vi.fn(async () => []) }));
vi.mock('next/navigation', () => ({ usePathname: () => '/dat-phong/x', useSearchParams: () => new URLSearchParams() }));

const later = () => new Date(Date.now() + 15 * 60_000).toISOString();
const request = () => bookingRequestFixture({ expires_at: later() });

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  window.scrollTo = vi.fn();
});
afterEach(() => vi.clearAllMocks());

describe('checkout page states', () => {
  it('shows the skeleton while the request loads, then the form', async () => {
    let answer: (value: ReturnType<typeof request>) => void = () => {};
    vi.mocked(getBookingRequest).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCheckout('r1');
    expect(screen.getByTestId('checkout-skeleton')).toBeInTheDocument();
    answer(request());
    expect(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-skeleton')).toBeNull();
    expect(getBookingRequest).toHaveBeenCalledWith('r1', expect.any(AbortSignal));
  });

  it('says a request that is not found (404) cannot be found, with a way back to the hotels', async () => {
    vi.mocked(getBookingRequest).mockRejectedValue(new ApiClientError('Không tìm thấy dữ liệu', 'NOT_FOUND', 404));
    renderCheckout('missing', { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Booking request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a hotel' })).toHaveAttribute('href', '/en/khach-san');
    expect(getBookingRequest).toHaveBeenCalledTimes(1);
  });

  it("shows the catalogue's message for another failure", async () => {
    vi.mocked(getBookingRequest).mockRejectedValue(new ApiClientError('x', 'SERVICE_BUSY', 503));
    renderCheckout('r1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hệ thống đang bận, vui lòng thử lại sau giây lát');
  });
});

describe('step 1: receivers per room', () => {
  it('has one receiver block per room, titled by number, in Vietnamese and English', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    const { unmount } = renderCheckout('r1');
    expect(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Thông tin người nhận phòng 2' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Thông tin người nhận phòng 3' })).toBeNull();
    unmount();
    renderCheckout('r1', { lang: 'en' });
    expect(await screen.findByRole('group', { name: 'Receiver information 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Receiver information 2' })).toBeInTheDocument();
  });

  it('offers a bed-type dropdown per room from the line bed options, and remembers the choice', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    renderCheckout('r1');
    const second = within(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 2' }));
    expect(screen.getAllByRole('combobox', { name: 'Loại giường' })).toHaveLength(2);
    const select = second.getByRole('combobox', { name: 'Loại giường' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 giường King', '2 giường đơn']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(select).toHaveValue('2');
    const stored = JSON.parse(window.localStorage.getItem(BOOKER_AND_RECEIVER_KEY) ?? '{}') as { receivers: { bed_group_id: number }[] };
    expect(stored.receivers.map((r) => r.bed_group_id)).toEqual([1, 2]);
  });

  it('words bed options in English from their type and count', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    renderCheckout('r1', { lang: 'en' });
    const select = within(await screen.findByRole('group', { name: 'Receiver information 1' })).getByRole('combobox', { name: 'Bed type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 king bed', '2 single beds']);
  });

  it('marks wrong fields on continue and resets a field to success, message cleared, when it is edited', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    renderCheckout('r1');
    const block = within(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const name = block.getByRole('textbox', { name: 'Họ và tên' });
    const phone = block.getByRole('textbox', { name: 'Số điện thoại' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Vui lòng nhập họ và tên');
    expect(phone).toHaveAccessibleDescription('+84 Vui lòng nhập số điện thoại');
    fireEvent.change(name, { target: { value: 'Nguyễn' } });
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(block.queryByText('Vui lòng nhập họ và tên')).toBeNull();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.search).toBe('');
  });

  it('goes to step 2 with the step in the address when everything is valid, and Back returns to step 1', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    renderCheckout('r1');
    await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' });
    const fill = (label: string, value: string, scope: Pick<typeof screen, 'getByRole'> = screen) =>
      fireEvent.change(scope.getByRole('textbox', { name: label }), { target: { value } });
    fill('Họ và tên', 'Trần Thị Bình', within(screen.getByRole('region', { name: 'Thông tin liên hệ' })));
    fill('Email', 'binh@example.com');
    fill('Số điện thoại', '912345678', within(screen.getByRole('region', { name: 'Thông tin liên hệ' })));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Giống thông tin liên hệ' }));
    const second = within(screen.getByRole('group', { name: 'Thông tin người nhận phòng 2' }));
    fill('Họ và tên', 'Lê Minh Châu', second);
    fill('Số điện thoại', '0987654321', second);
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const room1 = await screen.findByTestId('review-room-1');
    expect(window.location.pathname + window.location.search).toBe('/dat-phong/3f1c2b9e-8a4d-4c1e-9b2a-5d6e7f8a9b0c?step=2');
    expect(room1).toHaveTextContent('Trần Thị Bình · +84912345678');
    // the order's cancellation, once, with the deadline (check-in 20/12 at 14:00), on the step and beside it
    expect(screen.getByTestId('review-cancellation')).toHaveTextContent('14:00 ngày 19/12/2026');
    expect(screen.getByTestId('checkout-cancellation-sentence')).toHaveTextContent('14:00 ngày 19/12/2026');
    expect(screen.getByTestId('review-line-1')).toHaveTextContent(
      '2 x Phòng Deluxe Hướng biển: 4.600.000 ₫ (đã bao gồm phí dịch vụ và VAT)',
    );
    expect(screen.getByTestId('review-room-2')).toHaveTextContent('Lê Minh Châu · +84987654321');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Xem lại đặt phòng');
    window.history.replaceState(null, '', '/dat-phong/x');
    fireEvent.popState(window);
    expect(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' })).toBeInTheDocument();
  });

  it('shows step 1 for an address asking step 2 before step 1 is complete', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    renderCheckout('r1', { step: 2 });
    expect(await screen.findByRole('group', { name: 'Thông tin người nhận phòng 1' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('step 3 shows its title and the method skeleton while the methods load', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
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
    renderCheckout('r1', { step: 3, lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Choose payment method' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-methods-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    // issue 33 over spec 4: step 3 shows "Total" too, what will be charged (no method chosen yet: no fee)
    expect(screen.getByTestId('breakdown-total').querySelector('[data-price-vnd]')).toHaveAttribute('data-price-vnd', '4600000');
  });

  it('prefills the booker from a signed-in profile and offers a guest to sign in', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    const { unmount } = renderCheckout('r1', { member: true });
    const booker = within(await screen.findByRole('region', { name: 'Thông tin liên hệ' }));
    await waitFor(() => expect(booker.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Nguyễn Văn An'));
    expect(booker.getByRole('textbox', { name: 'Email' })).toHaveValue('an@example.com');
    expect(booker.getByRole('textbox', { name: 'Số điện thoại' })).toHaveValue('901234567');
    expect(screen.queryByRole('complementary', { name: 'Đăng nhập thành viên' })).toBeNull();
    unmount();
    window.localStorage.clear();
    renderCheckout('r1');
    const offer = await screen.findByRole('complementary', { name: 'Đăng nhập thành viên' });
    expect(offer).toHaveTextContent('Thông tin bạn đã nhập vẫn được giữ lại');
    expect(within(screen.getByRole('region', { name: 'Thông tin liên hệ' })).getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('');
  });

  it('says a cancelled or converted request is closed, without a form or a countdown', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ status: 'CONVERTED', expires_at: later() }));
    renderCheckout('r1', { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'This booking request is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Receiver information 1' })).toBeNull();
    expect(screen.queryByTestId('hold-countdown')).toBeNull();
  });

  it('back from the gateway, the converted request shows its unpaid order with Pay now and Choose another method, not a dead end', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ status: 'CONVERTED', expires_at: later() }));
    vi.mocked(orderOfCheckout).mockResolvedValueOnce(
      orderFixture({ payment: { ...orderFixture().payment, deadline: new Date(Date.now() + 600_000).toISOString() } }),
    );
    renderCheckout('r1');
    expect(await screen.findByRole('heading', { name: 'Đơn hàng đang chờ thanh toán' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-order-code')).toHaveTextContent('VV8K2M4Q');
    expect(screen.getByRole('button', { name: 'Thanh toán ngay' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Chọn phương thức khác' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Yêu cầu đặt phòng đã kết thúc' })).toBeNull();
  });
});

const storedDetails = () =>
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

describe('step 2: the note beside a line price', () => {
  const line = (provider: string, included: boolean) => {
    const answer = request();
    answer.rooms = answer.rooms.map((room) => ({ ...room, provider, included_service_fee: included, included_vat: included }));
    return answer;
  };

  it('says the amount shown includes the service fee and VAT, whatever the provider quoted', async () => {
    storedDetails();
    for (const [provider, included] of [
      ['expedia', true],
      ['direct', false],
    ] as const) {
      vi.mocked(getBookingRequest).mockResolvedValue(line(provider, included));
      const { unmount } = renderCheckout('r1', { step: 2 });
      const price = await screen.findByTestId('review-line-1');
      expect(price).toHaveTextContent('4.600.000 ₫ (đã bao gồm phí dịch vụ và VAT)');
      const review = screen.getByRole('region', { name: 'Phòng và người nhận phòng' });
      expect(review).not.toHaveTextContent('chưa bao gồm');
      unmount();
    }
  });

  it('says it in English too', async () => {
    storedDetails();
    vi.mocked(getBookingRequest).mockResolvedValue(line('rapid', true));
    renderCheckout('r1', { step: 2, lang: 'en' });
    expect(await screen.findByTestId('review-line-1')).toHaveTextContent('(service fee and VAT included)');
    expect(screen.getByRole('region', { name: 'Rooms and receivers' })).not.toHaveTextContent('not VAT');
  });
});

describe('step 1 with a coupon applied earlier', () => {
  it('shows the coupon the total deducts, a line that adds up with the others (issue 33: every step lists every discount)', async () => {
    const answer = withPrices(
      {
        ...request(),
        coupon: {
          status: 'SUCCESS',
          coupon_code: 'LYSAVE10',
          final_discount_value: 460_000,
          campaign_data: { ref_data: { after_vat: false } },
        },
      },
      (p) => {
        p.coupon_discount = 460_000;
        p.final_price = { ...p.final_price, inclusive: 4_140_000 };
      },
    );
    vi.mocked(getBookingRequest).mockResolvedValue(answer);
    renderCheckout('r1');
    const main = await screen.findByTestId('breakdown-main');
    expect(within(main).getByText('Mã giảm giá LYSAVE10').nextElementSibling?.querySelector('[data-price-vnd]')).toHaveAttribute(
      'data-price-vnd',
      '460000',
    );
    expect(screen.getByTestId('breakdown-total').querySelector('[data-price-vnd]')).toHaveAttribute('data-price-vnd', '4140000');
  });
});

describe('member lines follow the request, not the browser sign-in state', () => {
  const memberLine = () => screen.getByTestId('breakdown-main').querySelector('[data-line="member_discount"]');

  it("shows the member lines of a member-priced request while the browser's sign-in is still loading", async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(request());
    renderCheckout('r1', { member: true, profile: () => new Promise(() => undefined) });
    await screen.findByTestId('breakdown-main');
    expect(memberLine()).toHaveTextContent('Giảm giá thành viên (3%)');
  });

  it('hides them from a signed-in visitor whose request was priced for the public', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(bookingRequestFixture({ expires_at: later(), member_priced: false }));
    renderCheckout('r1', { member: true });
    // the browser knows the confirmed member by now: the booker is prefilled from the profile
    const booker = within(await screen.findByRole('region', { name: 'Thông tin liên hệ' }));
    await waitFor(() => expect(booker.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Nguyễn Văn An'));
    expect(memberLine()).toBeNull();
  });

  it('a session ended elsewhere (401 on the profile) re-reads the request, and a request no longer ours reads as not found', async () => {
    vi.mocked(getBookingRequest)
      .mockResolvedValueOnce(request())
      .mockRejectedValue(new ApiClientError('Không tìm thấy dữ liệu', 'NOT_FOUND', 404));
    let endSession: (error: Error) => void = () => undefined;
    renderCheckout('r1', { member: true, profile: () => new Promise((_, reject) => (endSession = reject)) });
    await screen.findByTestId('breakdown-main');
    expect(memberLine()).not.toBeNull();
    endSession(new ApiClientError('Phiên đăng nhập đã hết hạn', 'UNAUTHORIZED', 401));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy yêu cầu đặt phòng' })).toBeInTheDocument();
    expect(screen.queryByTestId('breakdown-main')).toBeNull();
    expect(getBookingRequest).toHaveBeenCalledTimes(2);
  });
});
