import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../access/order-access';
import { orderConfirmedMail } from './order-confirmed';
import { orderReceivedMail } from './order-received';

const order = (over: Partial<OrderRow> = {}) =>
  ({
    orderNumber: 'HABC234567',
    title: 'Khách sạn <Sông> & "Biển"',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    totalVnd: 1_234_000,
    lang: 'vi',
    paymentDeadline: new Date('2026-11-24T05:00:00Z'),
    contact: { full_name: 'An', email: 'an@example.com', phone: '+84901234567' },
    ...over,
  }) as OrderRow;

const LINK = 'https://www.example.vn/don-hang/HABC234567?token=abc.def';

describe('order mails', () => {
  it('"order received" in Vietnamese: code, PIN, stay, amount, deadline (Vietnam time) and the link, to the booker', () => {
    const mail = orderReceivedMail(order(), '012345', LINK);
    expect(mail).toMatchObject({
      to: 'an@example.com',
      subject: 'Đã nhận đơn hàng HABC234567',
      kind: 'order_received',
      ref: 'order:HABC234567',
    });
    for (const part of [
      'Mã đơn hàng: HABC234567',
      'Mã PIN: 012345',
      '01/12/2026 → 03/12/2026',
      '1.234.000 ₫',
      'Hạn thanh toán: 12:00 24/11/2026',
      LINK,
    ])
      expect(mail.text).toContain(part);
  });

  it('"order received" in English by the order language', () => {
    const mail = orderReceivedMail(order({ lang: 'en' }), '012345', LINK);
    expect(mail.subject).toBe('Order HABC234567 received');
    expect(mail.text).toContain('PIN: 012345');
    expect(mail.text).toContain('Amount: 1.234.000 ₫');
    expect(mail.text).toContain('01/12/2026 → 03/12/2026');
    expect(mail.text).toContain('Pay by: 12:00 24/11/2026');
  });

  it('escapes what comes from the order in the HTML part', () => {
    const html = orderConfirmedMail(order(), LINK).html;
    expect(html).toContain('Khách sạn &lt;Sông&gt; &amp; &quot;Biển&quot;');
    expect(html).not.toContain('<Sông>');
    expect(html).toContain('href="https://www.example.vn/don-hang/HABC234567?token=abc.def"');
  });

  it('"order confirmed" in both languages', () => {
    expect(orderConfirmedMail(order(), LINK).subject).toBe('Xác nhận đơn hàng HABC234567');
    expect(orderConfirmedMail(order({ lang: 'en' }), LINK)).toMatchObject({
      subject: 'Order HABC234567 confirmed',
      kind: 'order_confirmed',
    });
  });
  it('each product opens with its own words: a stay holds rooms, a combo its seats and room, a voucher deal explains the voucher', () => {
    expect(orderReceivedMail(order(), '012345', LINK).text).toContain('Vui lòng thanh toán trước hạn để giữ phòng.');
    const combo = order({ productType: 'combo' });
    expect(orderReceivedMail(combo, '012345', LINK).text).toContain('Chỗ trên chuyến bay và phòng của bạn đang được giữ');
    expect(orderConfirmedMail(combo, LINK).text).toContain('Vé máy bay và phòng của bạn đã được xác nhận');
    expect(orderConfirmedMail(order({ productType: 'combo', lang: 'en' }), LINK).text).toContain('Your flights and room are confirmed');
    const deal = order({ productType: 'deal', checkIn: null, checkOut: null, title: 'Ưu đãi Biển Xanh' });
    expect(orderReceivedMail(deal, '012345', LINK).text).toContain('mỗi voucher là một mã để đặt phòng sau này');
    expect(orderReceivedMail(deal, '012345', LINK).text).toContain('Sản phẩm: Ưu đãi Biển Xanh');
    expect(orderConfirmedMail(deal, LINK).text).not.toMatch(/giữ phòng|nhận phòng|Lưu trú/);
  });

  it('a stay paid by voucher: its confirmation carries the PIN and names the voucher, never "Paid: 0 ₫"', () => {
    const mail = orderConfirmedMail(order({ totalVnd: 0, lang: 'en' }), LINK, {
      pin: '012345',
      voucher: { code_masked: '••••R2N7', deal_name: 'Biển Xanh', deal_name_en: 'Blue Sea' },
    });
    expect(mail.text).toContain('PIN: 012345');
    expect(mail.text).toContain('Paid with: Voucher ••••R2N7 (Blue Sea)');
    expect(mail.text).not.toContain('Paid: 0 ₫');
  });
});
