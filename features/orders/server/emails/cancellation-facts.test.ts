import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '../access/order-access';
import { orderConfirmedMail } from './order-confirmed';
import { orderReceivedMail } from './order-received';

const LINK = 'https://www.example.vn/don-hang/HABC234567?token=abc.def';
// check-in 15/12/2026 at 14:00: free until 14:00 on 14/12/2026 (07:00Z)
const deadline = new Date('2026-12-14T07:00:00.000Z');
const order = (over: Partial<OrderRow> = {}) =>
  ({
    orderNumber: 'HABC234567',
    productType: 'hotel',
    title: 'Khách sạn Biển',
    checkIn: '2026-12-15',
    checkOut: '2026-12-17',
    totalVnd: 1_234_000,
    subtotalVnd: 1_234_000,
    couponDiscountVnd: 0,
    paymentFeeVnd: 0,
    lang: 'vi',
    freeCancelUntil: deadline,
    paymentDeadline: new Date('2026-12-01T05:00:00Z'),
    contact: { full_name: 'An', email: 'an@example.com', phone: '+84901234567' },
    ...over,
  }) as OrderRow;

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-01T03:00:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('order mails: the cancellation with its deadline', () => {
  it('the received and the confirmed mail state the deadline the order keeps, in vi and en', () => {
    expect(orderReceivedMail(order(), '012345', LINK).text).toContain('Chính sách hủy: Miễn phí hủy đến 14:00 ngày 14/12/2026');
    expect(orderConfirmedMail(order(), LINK).text).toContain('Chính sách hủy: Miễn phí hủy đến 14:00 ngày 14/12/2026');
    expect(orderConfirmedMail(order({ lang: 'en' }), LINK).text).toContain('Cancellation: Free cancellation until 14:00 on 14/12/2026');
    expect(orderConfirmedMail(order(), LINK).html).toContain('Miễn phí hủy đến 14:00 ngày 14/12/2026');
  });

  it('a non-refundable rate or fare says so; a stay booked inside its last 24 hours says free cancellation is gone', () => {
    expect(orderConfirmedMail(order({ freeCancelUntil: null }), LINK).text).toContain('Chính sách hủy: Không hoàn hủy');
    expect(orderReceivedMail(order({ productType: 'flight', freeCancelUntil: null, lang: 'en' }), '012345', LINK).text).toContain(
      'Cancellation: Non-refundable',
    );
    vi.setSystemTime(new Date('2026-12-14T09:00:00Z'));
    expect(orderConfirmedMail(order(), LINK).text).toContain('Không còn miễn phí hủy (hạn đã qua lúc 14:00 ngày 14/12/2026)');
  });

  it('a flight whose fare refunds for a fee says so with the day of the flight, in vi and en', () => {
    const rules = { changeFeeVnd: 300_000, refundFeeVnd: 500_000, nameChangeFeeVnd: null, noShowFeeVnd: 500_000 };
    const flight = {
      adultCount: 1,
      childCount: 0,
      legs: [
        {
          leg: 0,
          airline: 'VN',
          refundable: true,
          rules,
          listFlight: [
            {
              flightNumber: 'VN157',
              startPoint: 'HAN',
              endPoint: 'DAD',
              startDate: '2026-12-20T07:05',
              endDate: '2026-12-20T08:25',
              duration: 80,
            },
          ],
        },
      ],
      passengers: [],
      quote: { perLeg: [{ leg: 0, ticketPrice: 1_200_000 }] },
    } as unknown as OrderRow['flight'];
    const feeFlight = (lang: string) => order({ productType: 'flight', freeCancelUntil: null, checkIn: '2026-12-20', flight, lang });
    expect(orderConfirmedMail(feeFlight('vi'), LINK).text).toContain('Chính sách hủy: Hoàn vé có phí, hủy trước ngày bay 20/12/2026');
    expect(orderReceivedMail(feeFlight('en'), '012345', LINK).text).toContain(
      'Cancellation: Refundable for a fee, cancel before the flight day (20/12/2026)',
    );
  });

  it('deals and combos carry no deadline line', () => {
    expect(orderConfirmedMail(order({ productType: 'combo', freeCancelUntil: null }), LINK).text).not.toContain('Chính sách hủy');
  });
});
