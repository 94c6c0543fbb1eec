import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../access/order-access';
import { orderConfirmedMail } from './order-confirmed';
import { orderReceivedMail } from './order-received';
import { priceFacts } from './price-facts';

const order = (over: Partial<OrderRow> = {}) =>
  ({
    orderNumber: 'HABC234567',
    productType: 'hotel',
    title: 'Khách sạn Biển',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    subtotalVnd: 4_600_000,
    couponCode: 'LYSAVE10',
    couponDiscountVnd: 460_000,
    paymentMethod: 'payment_method_credit_card',
    paymentFeeVnd: 91_080,
    totalVnd: 4_231_080,
    lang: 'vi',
    paymentDeadline: new Date('2026-11-24T05:00:00Z'),
    contact: { full_name: 'An', email: 'an@example.com', phone: '+84901234567' },
    ...over,
  }) as OrderRow;

const amount = (value: string) => (value.startsWith('−') ? -1 : 1) * Number(value.replace(/[^0-9]/g, ''));

describe('order mails: the price lines add up to the total (issue 33)', () => {
  it('lists room total, coupon and payment fee above the total, summing to it, in both languages', () => {
    expect(priceFacts(order(), 'vi')).toEqual([
      ['Tổng tiền phòng (đã gồm thuế phí)', '4.600.000 ₫'],
      ['Mã giảm giá LYSAVE10', '−460.000 ₫'],
      ['Phí thanh toán', '91.080 ₫'],
    ]);
    expect(priceFacts(order({ lang: 'en' }), 'en').map(([label]) => label)).toEqual([
      'Room total (taxes and fees included)',
      'Coupon LYSAVE10',
      'Payment fee',
    ]);
    expect(priceFacts(order(), 'vi').reduce((sum, [, value]) => sum + amount(value), 0)).toBe(4_231_080);
    for (const mail of [orderReceivedMail(order(), '012345', 'https://x.vn/o'), orderConfirmedMail(order(), 'https://x.vn/o')]) {
      expect(mail.text).toContain('Mã giảm giá LYSAVE10: −460.000 ₫');
      expect(mail.text).toContain('4.231.080 ₫');
    }
  });

  it('says nothing more than the total when there is nothing else, for other products, or when the order does not add up', () => {
    expect(priceFacts(order({ couponDiscountVnd: 0, paymentFeeVnd: 0, totalVnd: 4_600_000 }), 'vi')).toEqual([]);
    expect(priceFacts(order({ productType: 'flight' }), 'vi')).toEqual([]);
    expect(priceFacts(order({ totalVnd: 1 }), 'vi')).toEqual([]);
  });
});
