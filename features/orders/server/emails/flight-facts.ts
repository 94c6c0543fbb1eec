import 'server-only';
import type { OrderRow } from '../access/order-access';
import { comboFacts } from './combo-facts';
import { stayFact, type MailFact, type MailLang } from './layout';

const TEXT = {
  vi: {
    legs: ['Chiều đi', 'Chiều về'],
    passengers: 'Hành khách',
    intro: 'Chỗ của bạn đang được giữ; vui lòng thanh toán trước hạn để xuất vé.',
    confirmed: 'Cảm ơn bạn. Vé của bạn đã được xác nhận; mang theo giấy tờ tùy thân khi ra sân bay.',
  },
  en: {
    legs: ['Outbound', 'Return'],
    passengers: 'Passengers',
    intro: 'Your seats are held; please pay before the deadline to get your tickets.',
    confirmed: 'Thank you. Your tickets are confirmed; bring your ID or passport to the airport.',
  },
} as const;

/** "2026-12-20T07:05" -> "07:05 20/12/2026" (the airport's local time, as the ticket shows it). */
const localText = (at: string) => `${at.slice(11, 16)} ${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)}`;

/**
 * The trip lines of an order mail: a combo's (combo-facts.ts), a flight order's legs (flight number, route, local
 * departure time) and its passengers; any other order's stay line.
 */
export function tripFacts(order: OrderRow, lang: MailLang, stayLabel: string): MailFact[] {
  if (order.productType === 'combo') return comboFacts(order, lang);
  if (!order.flight) return [stayFact(stayLabel, order)];
  const t = TEXT[lang];
  const legs = order.flight.legs.map((leg): MailFact => {
    const first = leg.listFlight[0];
    const last = leg.listFlight.at(-1);
    const what =
      first && last ? `${first.flightNumber} · ${first.startPoint} → ${last.endPoint} · ${localText(first.startDate)}` : leg.airline;
    return [t.legs[leg.leg], what];
  });
  const names = order.flight.passengers.map((p) => `${p.title} ${p.lastName} ${p.firstName}`.trim()).join(', ');
  return [[lang === 'vi' ? 'Vé' : 'Tickets', order.title], ...legs, [t.passengers, names]];
}

/** A flight order mail's intro instead of the hotel one ("received" asks to pay, "confirmed" thanks). */
export const flightIntro = (order: OrderRow, lang: MailLang, kind: 'received' | 'confirmed', hotelIntro: string): string =>
  order.flight ? (kind === 'received' ? TEXT[lang].intro : TEXT[lang].confirmed) : hotelIntro;
