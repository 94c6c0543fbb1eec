import 'server-only';
import type { OrderRow } from '../order-access';
import type { MailLang } from './layout';

const TEXT = {
  vi: {
    received: 'Vui lòng thanh toán trước hạn để giữ ưu đãi. Mã voucher được gửi qua email ngay khi thanh toán thành công. Giữ mã đơn hàng và mã PIN để tra cứu đơn hàng khi cần.',
    confirmed: 'Cảm ơn bạn. Đơn ưu đãi đã được thanh toán; các mã voucher có trong email tiếp theo và trên trang đơn hàng.',
  },
  en: {
    received: 'Please pay before the deadline to keep the deal. The voucher codes are emailed as soon as the payment succeeds. Keep the order code and PIN to look the order up.',
    confirmed: 'Thank you. Your deal is paid; the voucher codes are in the next email and on the order page.',
  },
} as const;

/** A voucher deal order's mail intro instead of the stay's (a deal order holds no rooms); others keep theirs. */
export const dealIntro = (order: Pick<OrderRow, 'productType'>, lang: MailLang, kind: 'received' | 'confirmed', otherIntro: string): string =>
  order.productType === 'deal' ? TEXT[lang][kind] : otherIntro;
