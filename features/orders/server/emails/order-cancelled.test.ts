import { describe, expect, it } from 'vitest';
import { getServerT } from '@/lib/i18n/server';
import { refundSayKey } from '../../refund-words';
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
    expect(mail).toMatchObject({
      to: 'an@example.com',
      subject: 'Đơn hàng HABC234567 đã được hủy',
      kind: 'order_cancelled',
      ref: 'order:HABC234567',
    });
    expect(mail.text).toContain('Số tiền hoàn: 1.500.000 ₫ · Hoàn về: Vietcombank - Chi nhánh Hà Nội •••• 6789');
    expect(mail.text).toContain('Chúng tôi sẽ chuyển tiền hoàn vào tài khoản ngân hàng bạn đã chọn trong 5–7 ngày làm việc.');
    expect(mail.text).toContain('Xem đơn hàng: https://www.example.vn/don-hang/HABC234567?token=a.b.c');
  });

  it('says each refund state in the order page’s own sentence (orders refundSay), in both languages', () => {
    for (const lang of ['vi', 'en'] as const) {
      const t = getServerT(lang, 'orders');
      for (const channel of ['gateway', 'partner', 'bank_account'] as const)
        for (const refundStatus of ['pending', 'succeeded', 'failed'] as const)
          expect(orderCancelledMail(input({ lang, channel, refundStatus })).text, `${lang} ${channel} ${refundStatus}`).toContain(
            t(refundSayKey({ channel, status: refundStatus })),
          );
      expect(orderCancelledMail(input({ lang, refundVnd: 0, channel: 'none' })).text).toContain(t('refundSay.none'));
    }
    // a card refund the gateway accepted is still days from the account, as the page says
    expect(orderCancelledMail(input({ lang: 'en', channel: 'gateway', refundStatus: 'succeeded' })).text).toContain(
      'Refund amount: 1.500.000 ₫ · Refunded to: The card / wallet you paid with',
    );
    expect(orderCancelledMail(input({ lang: 'en', channel: 'gateway', refundStatus: 'succeeded' })).text).toContain(
      'within 5–15 working days of the refund',
    );
  });

  it('escapes the HTML version and links the order page in it', () => {
    const { html } = orderCancelledMail(input());
    expect(html).toContain('Khách sạn &#60;Sao&#62; &#38; Biển');
    expect(html).not.toContain('<Sao>');
    expect(html).toContain('<a href="https://www.example.vn/don-hang/HABC234567?token=a.b.c">');
  });
});
