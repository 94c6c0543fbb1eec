import 'server-only';
import { toSummaryDate } from '@/lib/dates/product-date';
import type { OrderRow } from '../access/order-access';
import type { MailFact, MailLang } from './layout';

const TEXT = {
  vi: {
    combo: 'Combo',
    hotel: 'Khách sạn',
    room: 'Phòng',
    rooms: (n: number) => `${n} phòng`,
    checkIn: 'Nhận phòng',
    checkOut: 'Trả phòng',
    nights: (n: number) => `${n} đêm`,
    legs: ['Chiều đi', 'Chiều về'],
    passengers: 'Hành khách',
    fares: {
      ECO_SAVER: 'Phổ thông tiết kiệm',
      ECO_STANDARD: 'Phổ thông tiêu chuẩn',
      ECO_FLEX: 'Phổ thông linh hoạt',
      BUSINESS: 'Thương gia',
    } as Record<string, string>,
    checked: (kg: number) => `+ ${kg} kg ký gửi`,
  },
  en: {
    combo: 'Combo',
    hotel: 'Hotel',
    room: 'Room',
    rooms: (n: number) => `${n} room${n === 1 ? '' : 's'}`,
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: (n: number) => `${n} night${n === 1 ? '' : 's'}`,
    legs: ['Outbound', 'Return'],
    passengers: 'Passengers',
    fares: { ECO_SAVER: 'Economy Saver', ECO_STANDARD: 'Economy Standard', ECO_FLEX: 'Economy Flex', BUSINESS: 'Business' } as Record<
      string,
      string
    >,
    checked: (kg: number) => `+ ${kg} kg checked`,
  },
} as const;

/** "2026-12-20T07:05" -> "07:05 20/12/2026": the airport's local time, always dated (an arrival after midnight reads its own day). */
const localText = (at: string) => `${at.slice(11, 16)} ${toSummaryDate(at.slice(0, 10))}`;

/**
 * A combo order mail's trip lines: the deal named once (its own name, "Combo …"), the hotel, the room, check-in and
 * check-out with the nights, each leg (flight, route, departure and arrival dated, the fare's name, class and
 * baggage: "Phổ thông tiết kiệm (E) – 7 kg"), and the passengers.
 */
export function comboFacts(order: OrderRow, lang: MailLang): MailFact[] {
  const t = TEXT[lang];
  // a row read before combos kept their rooms (or a partial one) has none
  const room = (order.rooms as OrderRow['rooms'] | undefined)?.[0];
  const hotel = room ? (lang === 'vi' ? room.hotel_name : (room.hotel_name_en ?? room.hotel_name)) : undefined;
  const facts: MailFact[] = [[t.combo, order.title]];
  if (hotel) facts.push([t.hotel, hotel]);
  if (room) facts.push([t.room, `${lang === 'vi' ? room.room_name : room.room_name_en || room.room_name} · ${t.rooms(room.room_count)}`]);
  if (order.checkIn) facts.push([t.checkIn, toSummaryDate(order.checkIn)]);
  if (order.checkOut) facts.push([t.checkOut, `${toSummaryDate(order.checkOut)}${order.nights ? ` (${t.nights(order.nights)})` : ''}`]);
  for (const leg of order.flight?.legs ?? []) {
    const first = leg.listFlight[0];
    const last = leg.listFlight.at(-1);
    if (!first || !last) continue;
    const fare = `${t.fares[leg.fareCode] ?? leg.fareCode} (${leg.bookingClass}) – ${leg.cabinBaggageKg} kg${leg.includedBaggageKg > 0 ? ` ${t.checked(leg.includedBaggageKg)}` : ''}`;
    facts.push([
      t.legs[leg.leg] ?? t.legs[0],
      `${first.flightNumber} · ${first.startPoint} → ${last.endPoint} · ${localText(first.startDate)} → ${localText(last.endDate)} · ${fare}`,
    ]);
  }
  const names = (order.flight?.passengers ?? []).map((p) => `${p.title} ${p.lastName} ${p.firstName}`.trim()).join(', ');
  if (names) facts.push([t.passengers, names]);
  return facts;
}
