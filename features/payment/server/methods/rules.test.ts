import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_MAX_VND, payLaterRefusal, unlistedReason, type RequestFacts } from './rules';

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  totalPrice: 2_000_000,
  couponDiscount: 0,
  promotion: false,
  checkIn: '2026-12-10',
  today: '2026-12-01',
  vnpayOn: true,
  ...over,
});
const bank = { paymentMethod: 'payment_method_bank_transfer', provider: 'bank_transfer' };
const card = { paymentMethod: 'payment_method_credit_card', provider: 'vnpay' };

describe('payment method rules', () => {
  it('lists bank transfer without a promotion, for a stay from tomorrow, up to the maximum (after the coupon)', () => {
    expect(unlistedReason(bank, facts())).toBeNull();
    expect(unlistedReason(bank, facts({ checkIn: '2026-12-02' }))).toBeNull();
    expect(unlistedReason(bank, facts({ totalPrice: BANK_TRANSFER_MAX_VND + 100, couponDiscount: 100 }))).toBeNull();
  });
  it('removes bank transfer for a promotion, a stay starting today, or a larger total', () => {
    expect(unlistedReason(bank, facts({ promotion: true }))).toBe('Chuyển khoản ngân hàng không áp dụng cho đơn có khuyến mãi');
    expect(unlistedReason(bank, facts({ checkIn: '2026-12-01' }))).toMatch(/từ ngày mai/);
    expect(unlistedReason(bank, facts({ totalPrice: BANK_TRANSFER_MAX_VND + 1 }))).toBe(
      'Chuyển khoản ngân hàng chỉ áp dụng cho đơn đến 300.000.000 ₫',
    );
  });
  it('flights: never the voucher; bank transfer only for a departure from tomorrow', () => {
    const voucher = { paymentMethod: 'payment_method_voucher', provider: 'voucher' };
    expect(unlistedReason(voucher, facts({ productType: 'flight' }))).toMatch(/không dùng cho vé máy bay/);
    expect(unlistedReason(voucher, facts({ productType: 'hotel' }))).toBeNull();
    expect(unlistedReason(bank, facts({ productType: 'flight', checkIn: '2026-12-02' }))).toBeNull();
    expect(unlistedReason(bank, facts({ productType: 'flight', checkIn: '2026-12-01' }))).toMatch(/ngày khởi hành từ ngày mai/);
    expect(unlistedReason(card, facts({ productType: 'flight', checkIn: '2026-12-01' }))).toBeNull();
  });
  it('deals and combos: never the voucher; bank transfer for a deal whatever its first valid day, for a combo from a departure of tomorrow', () => {
    const voucher = { paymentMethod: 'payment_method_voucher', provider: 'voucher' };
    expect(unlistedReason(voucher, facts({ productType: 'deal' }))).toMatch(/không dùng để mua ưu đãi hay combo/);
    expect(unlistedReason(voucher, facts({ productType: 'combo' }))).toMatch(/không dùng để mua ưu đãi hay combo/);
    expect(unlistedReason(card, facts({ productType: 'deal' }))).toBeNull();
    expect(unlistedReason(bank, facts({ productType: 'deal', checkIn: '2026-12-02' }))).toBeNull();
    expect(unlistedReason(bank, facts({ productType: 'deal', checkIn: '2026-12-01' }))).toBeNull();
    expect(unlistedReason(bank, facts({ productType: 'deal', promotion: true }))).toMatch(/khuyến mãi/);
    expect(unlistedReason(bank, facts({ productType: 'combo', checkIn: '2026-12-01' }))).toMatch(/ngày khởi hành từ ngày mai/);
  });
  it('lists the gateway methods only while the gateway is reachable', () => {
    expect(unlistedReason(card, facts())).toBeNull();
    expect(unlistedReason(card, facts({ vnpayOn: false }))).not.toBeNull();
    expect(
      unlistedReason({ paymentMethod: 'payment_method_voucher', provider: 'voucher' }, facts({ vnpayOn: false, promotion: true })),
    ).toBeNull();
  });
  it('pay-later: below the minimum the minPrice text, above the available limit the maxPrice text, both with the VND price', () => {
    expect(payLaterRefusal(999_999, 1_000_000, 5_000_000)).toBe('Giá trị đơn hàng tối thiểu 1.000.000 ₫');
    expect(payLaterRefusal(1_000_000, 1_000_000, 5_000_000)).toBeNull();
    expect(payLaterRefusal(5_000_000, 1_000_000, 5_000_000)).toBeNull();
    expect(payLaterRefusal(5_000_001, 1_000_000, 5_000_000)).toBe('Hạn mức còn lại 5.000.000 ₫');
    expect(payLaterRefusal(10, null, 100)).toBeNull();
  });
});
