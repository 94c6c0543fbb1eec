import { describe, expect, it } from 'vitest';
import { orderCancelledMail, type CancelledMailInput } from './order-cancelled';

const input = (over: Partial<CancelledMailInput> = {}): CancelledMailInput => ({
  lang: 'vi',
  to: 'an@example.com',
  orderCode: 'HABC234567',
  title: 'Khách sạn <Sao> & Biển',
  refundVnd: 1_500_000,
  channel: 'bank_account',
  refundStatus: 'pending',
  bankName: 'Vietcombank - Chi nhánh Hà Nội',
  accountMasked: '•••• 6789',
  orderUrl: 'https://www.example.vn/don-hang/HABC234567?token=a.b.c',
  ...over,
});

describe('the order-cancelled email', () => {
  it('says the refund, its amount and where it goes, in Vietnamese', () => {
    const mail = orderCancelledMail(input());
    expect(mail).toMatchObject({ to: 'an@example.com', subject: 'Đơn hàng HABC234567 đã được hủy', kind: 'order_cancelled', ref: 'order:HABC234567' });
    expect(mail.text).toContain('Số tiền hoàn: 1.500.000 ₫, chuyển vào tài khoản Vietcombank - Chi nhánh Hà Nội •••• 6789 (đang xử lý, trong 5–7 ngày làm việc).');
    expect(mail.text).toContain('Xem đơn hàng: https://www.example.vn/don-hang/HABC234567?token=a.b.c');
  });

  it('in English, a card refund goes back to the card; no refund says so', () => {
    expect(orderCancelledMail(input({ lang: 'en', channel: 'gateway', refundStatus: 'succeeded' })).text).toContain('Refund: 1.500.000 ₫, to the card or account you paid with (refunded).');
    expect(orderCancelledMail(input({ lang: 'en', channel: 'gateway' })).text).toContain('(in progress, within 5–15 working days).');
    expect(orderCancelledMail(input({ lang: 'en' })).text).toContain('(in progress, within 5–7 working days).');
    expect(orderCancelledMail(input({ lang: 'en', refundVnd: 0, channel: 'none' })).text).toContain('No refund is due for this order.');
  });

  it('escapes the HTML version and links the order page in it', () => {
    const { html } = orderCancelledMail(input());
    expect(html).toContain('Khách sạn &#60;Sao&#62; &#38; Biển');
    expect(html).not.toContain('<Sao>');
    expect(html).toContain('<a href="https://www.example.vn/don-hang/HABC234567?token=a.b.c">');
  });
});
