import type { Lang } from '@/lib/i18n/config';
import type { OrderDetail } from '../schemas';

const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day YYYY-MM-DD as DD/MM/YYYY. */
export function stayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

// Made on first use: building a formatter with a time zone is costly on a phone.
let vnParts: Intl.DateTimeFormat | undefined;

/** An instant as HH:mm DD/MM/YYYY in Vietnam time (where the hotels are), whatever the browser's zone. */
export function vnDateTime(iso: string): string {
  vnParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: VN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = Object.fromEntries(vnParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}

/** mm:ss (or h:mm:ss) of a duration in milliseconds. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The hotel's name in the page language (`name` is the international one). */
export const hotelName = (hotel: NonNullable<OrderDetail['hotel']>, lang: Lang) => (lang === 'vi' ? hotel.name_vi || hotel.name : hotel.name || hotel.name_vi);
export const hotelAddress = (hotel: NonNullable<OrderDetail['hotel']>, lang: Lang) => (lang === 'vi' ? hotel.full_address : hotel.full_address_en || hotel.full_address);

/** The payment method's name in the page language. */
export const methodName = (payment: OrderDetail['payment'], lang: Lang) => (lang === 'vi' ? payment.method_name : payment.method_name_en ?? payment.method_name);

/** Whether the order still waits for a payment the traveller can make now. */
export function isPayable(order: OrderDetail, now: number): boolean {
  return order.status === 'pending' && (!order.payment.deadline || Date.parse(order.payment.deadline) > now);
}

/** Card and QR-gateway payments are refunded to the card; the others need a bank account (spec 7.1). */
// card, ATM and VietQR go back through the gateway, pay-later back to the partner: no bank account to ask for
const REFUNDED_TO_PAYER = ['credit_card', 'atm', 'vietqr', 'pay_later'];
export function needsRefundAccount(order: OrderDetail): boolean {
  return order.cancellation.refund_vnd > 0 && !REFUNDED_TO_PAYER.includes((order.payment.method ?? '').replace(/^payment_method_/, ''));
}

/** The banner's wording key: paid and confirmed both read "paid — confirmed" to the traveller. */
export function bannerKey(status: OrderDetail['status']): 'pending' | 'paid' | 'completed' | 'expired' | 'cancelled' | 'refunded' {
  return status === 'confirmed' ? 'paid' : status;
}
