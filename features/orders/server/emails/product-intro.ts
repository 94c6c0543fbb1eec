import 'server-only';
import type { OrderRow } from '../access/order-access';
import { flightIntro } from './flight-facts';
import type { MailLang } from './layout';

/** The received / confirmed mail's opening words of the products with their own: vouchers and combos (flights: flight-facts.ts). */
const TEXT = {
  vi: {
    deal: {
      received:
        'Vui lòng thanh toán trước hạn để giữ suất ưu đãi. Ngay khi thanh toán thành công, chúng tôi gửi mã voucher qua email: mỗi voucher là một mã để đặt phòng sau này tại khách sạn của ưu đãi. Giữ mã đơn hàng và mã PIN để tra cứu đơn hàng khi cần.',
      confirmed:
        'Cảm ơn bạn. Đơn ưu đãi đã được thanh toán; các mã voucher có trong email tiếp theo và trên trang đơn hàng. Mỗi voucher là một mã để đặt phòng sau này: khi đặt phòng tại khách sạn của ưu đãi, ở bước thanh toán chọn "Thanh toán bằng voucher" và nhập mã.',
    },
    combo: {
      received:
        'Chỗ trên chuyến bay và phòng của bạn đang được giữ; vui lòng thanh toán trước hạn để chúng tôi xuất vé và xác nhận phòng. Giữ mã đơn hàng và mã PIN để tra cứu đơn hàng khi cần.',
      confirmed:
        'Cảm ơn bạn. Vé máy bay và phòng của bạn đã được xác nhận; mang giấy tờ tùy thân khi ra sân bay và xuất trình mã đơn hàng khi nhận phòng.',
    },
  },
  en: {
    deal: {
      received:
        "Please pay before the deadline to keep the deal. As soon as the payment succeeds we email your voucher codes: each voucher is a code to book a stay later at the deal's hotel. Keep the order code and PIN to look the order up.",
      confirmed:
        'Thank you. Your deal is paid; the voucher codes are in the next email and on the order page. Each voucher is a code to book a stay later: when you book the deal\'s hotel, choose "Pay by voucher" at the payment step and enter the code.',
    },
    combo: {
      received:
        'Your seats and room are held; please pay before the deadline so we can issue your tickets and confirm your room. Keep the order code and PIN to look the order up.',
      confirmed: 'Thank you. Your flights and room are confirmed; bring your ID to the airport and show the order code at check-in.',
    },
  },
} as const;

/** The mail's intro in the order's product words: a voucher deal's, a combo's, a flight's, else the hotel one given. */
export function productIntro(order: OrderRow, lang: MailLang, kind: 'received' | 'confirmed', hotelIntro: string): string {
  if (order.productType === 'deal' || order.productType === 'voucher') return TEXT[lang].deal[kind];
  if (order.productType === 'combo') return TEXT[lang].combo[kind];
  return flightIntro(order, lang, kind, hotelIntro);
}
