import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { applyCoupon, getBookingRequest, removeCoupon } from '../../api/booking-requests';
import { bookingRequestFixture, withPrices } from '../checkout-fixture';
import { renderCheckout } from '../page/checkout-harness';
import { BOOKER_AND_RECEIVER_KEY } from '../receivers/booker-storage';
import { getMemberCoupons } from './member-coupons';

vi.mock('../../api/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/booking-requests')>()),
  getBookingRequest: vi.fn(),
  requestPrice: vi.fn(),
  applyCoupon: vi.fn(),
  removeCoupon: vi.fn(),
}));
vi.mock('./member-coupons', () => ({ memberCouponsKey: ['user', 'loyalty-summary'], getMemberCoupons: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/dat-phong/x', useSearchParams: () => new URLSearchParams('step=2') }));

const ID = '3f1c2b9e-8a4d-4c1e-9b2a-5d6e7f8a9b0c';
const held = () => bookingRequestFixture({ expires_at: new Date(Date.now() + 15 * 60_000).toISOString() });
const withCoupon = () =>
  withPrices(
    {
      ...held(),
      coupon: {
        status: 'SUCCESS',
        coupon_code: 'LYSAVE10',
        final_discount_value: 460_000,
        campaign_data: { ref_data: { after_vat: false } },
      },
    },
    (p) => {
      p.coupon_discount = 460_000;
      p.coupon_discount_excl = 383_333;
      p.final_price = { ...p.final_price, inclusive: 4_140_000, exclusive: 3_450_000, incl_discount_value: 14 };
    },
  );
const coupon = (code: string) => ({
  code,
  coupon_status: 'available' as const,
  discount_type: 'percent' as const,
  discount_value: 10,
  max_discount_vnd: null,
  valid_from: '2026-11-01',
  valid_to: '2026-12-31',
  uses_left: 1,
});

beforeEach(() => {
  window.scrollTo = vi.fn();
  // step 1 done earlier: steps 2 and 3 open directly
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
  vi.mocked(getMemberCoupons).mockResolvedValue([coupon('LYSAVE10'), coupon('LYFREE50')]);
});
afterEach(() => vi.clearAllMocks());

const total = () => screen.getByTestId('breakdown-total').querySelector('[data-price-vnd]')?.getAttribute('data-price-vnd');
// the coupon is one line of the price box, on every step (issue 33: no block of its own that a step hides)
const couponLine = () => screen.getByTestId('breakdown-main').querySelector('[data-line="coupon"]');

describe('coupon box', () => {
  it('applies a code with an Idempotency-Key and the breakdown updates from the answer', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(held());
    vi.mocked(applyCoupon).mockResolvedValue(withCoupon());
    renderCheckout(ID, { step: 2, member: true });
    const box = within(await screen.findByTestId('coupon-box'));
    expect(total()).toBe('4600000');
    expect(couponLine()).toBeNull();
    fireEvent.change(box.getByRole('textbox', { name: 'Nhập mã giảm giá' }), { target: { value: ' LYSAVE10 ' } });
    fireEvent.click(box.getByRole('button', { name: 'Áp dụng' }));
    await waitFor(() => expect(couponLine()).not.toBeNull());
    expect(applyCoupon).toHaveBeenCalledWith(ID, { coupon_code: 'LYSAVE10' }, expect.stringMatching(/^[\x21-\x7e]{8,128}$/));
    expect(
      within(couponLine() as HTMLElement)
        .getByText('Mã giảm giá LYSAVE10')
        .nextElementSibling?.querySelector('[data-price-vnd]'),
    ).toHaveAttribute('data-price-vnd', '460000');
    expect(total()).toBe('4140000');
    expect(box.getByRole('status')).toHaveTextContent('Đã áp dụng mã LYSAVE10');
  });

  it('offers the member codes as quick picks and removes an applied coupon with a new key', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(held());
    vi.mocked(applyCoupon).mockResolvedValue(withCoupon());
    vi.mocked(removeCoupon).mockResolvedValue(held());
    renderCheckout(ID, { step: 2, member: true });
    const picks = await screen.findByRole('group', { name: 'Mã giảm giá của bạn' });
    fireEvent.click(within(picks).getByRole('button', { name: 'LYFREE50' }));
    await waitFor(() => expect(couponLine()).not.toBeNull());
    expect(vi.mocked(applyCoupon).mock.calls[0]?.[1]).toEqual({ coupon_code: 'LYFREE50' });
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ mã' }));
    await waitFor(() => expect(couponLine()).toBeNull());
    expect(removeCoupon).toHaveBeenCalledWith(ID, expect.any(String));
    expect(vi.mocked(removeCoupon).mock.calls[0]?.[1]).not.toBe(vi.mocked(applyCoupon).mock.calls[0]?.[2]);
  });

  it('shows a refused code readably, with the link to buy coupons with points', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(held());
    vi.mocked(applyCoupon).mockRejectedValue(new ApiClientError('Mã giảm giá không dùng được', 'COUPON_UNAVAILABLE', 409));
    renderCheckout(ID, { step: 2, member: true, lang: 'en' });
    const box = within(await screen.findByTestId('coupon-box'));
    fireEvent.change(box.getByRole('textbox', { name: 'Enter a coupon code' }), { target: { value: 'NOPE1' } });
    fireEvent.click(box.getByRole('button', { name: 'Apply' }));
    expect(await box.findByRole('alert')).toHaveTextContent('This coupon has no uses left or is no longer valid');
    expect(box.getByRole('link', { name: 'Redeem points for a coupon' })).toHaveAttribute('href', '/en/tai-khoan/uu-dai');
  });

  it('checks the code form before asking', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(held());
    renderCheckout(ID, { step: 2, member: true });
    const box = within(await screen.findByTestId('coupon-box'));
    fireEvent.change(box.getByRole('textbox', { name: 'Nhập mã giảm giá' }), { target: { value: 'mã sai!' } });
    fireEvent.click(box.getByRole('button', { name: 'Áp dụng' }));
    expect(await box.findByRole('alert')).toHaveTextContent('Mã giảm giá gồm 1 đến 32 chữ cái');
    expect(applyCoupon).not.toHaveBeenCalled();
  });

  it('offers a guest to sign in instead of a code field', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(held());
    renderCheckout(ID, { step: 2 });
    const offer = await screen.findByRole('complementary', { name: 'Đăng nhập thành viên' });
    expect(offer).toHaveTextContent('Mã giảm giá dành cho thành viên');
    expect(within(offer).getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toContain('/sso/login?callbackUrl=');
    expect(screen.queryByRole('textbox', { name: 'Nhập mã giảm giá' })).toBeNull();
    expect(getMemberCoupons).not.toHaveBeenCalled();
  });

  it('reads the request again when the hold expired meanwhile, so the expired state shows', async () => {
    vi.mocked(getBookingRequest)
      .mockResolvedValueOnce(held())
      .mockResolvedValue(bookingRequestFixture({ status: 'EXPIRED' }));
    vi.mocked(applyCoupon).mockRejectedValue(new ApiClientError('x', 'HOLD_EXPIRED', 409));
    renderCheckout(ID, { step: 2, member: true });
    const box = within(await screen.findByTestId('coupon-box'));
    fireEvent.change(box.getByRole('textbox', { name: 'Nhập mã giảm giá' }), { target: { value: 'LYSAVE10' } });
    fireEvent.click(box.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByTestId('hold-expired')).toHaveTextContent('Thời gian giữ phòng đã hết');
    expect(getBookingRequest).toHaveBeenCalledTimes(2);
  });
});
