import type { Lang } from '@/lib/i18n/config';
import type { Translate } from '@/lib/i18n/translate';
import type { OrderDetail } from '../schemas';

const pad = (n: number) => String(n).padStart(2, '0');

/** mm:ss (or h:mm:ss) of a duration in milliseconds. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The hotel's name in the page language (`name` is the international one). */
export const hotelName = (hotel: NonNullable<OrderDetail['hotel']>, lang: Lang) =>
  lang === 'vi' ? hotel.name_vi || hotel.name : hotel.name || hotel.name_vi;
export const hotelAddress = (hotel: NonNullable<OrderDetail['hotel']>, lang: Lang) =>
  lang === 'vi' ? hotel.full_address : hotel.full_address_en || hotel.full_address;

/** The order's name in the page language (its stored `title` is in the language it was made in). */
export const orderTitle = (order: Pick<OrderDetail, 'title_vi' | 'title_en'>, lang: Lang) =>
  lang === 'vi' ? order.title_vi : order.title_en;

/** The payment method's name in the page language. */
export const methodName = (payment: OrderDetail['payment'], lang: Lang) =>
  lang === 'vi' ? payment.method_name : (payment.method_name_en ?? payment.method_name);

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

/** The stay voucher that paid a hotel order, as "••••R2N7 · <the deal>" (the deal when a deal order sold it). */
export function voucherName(voucher: NonNullable<OrderDetail['payment']['voucher']>, lang: Lang, t: Translate): string {
  const deal = lang === 'vi' ? voucher.deal_name : (voucher.deal_name_en ?? voucher.deal_name);
  return deal ? t('voucherOf', { code: voucher.code_masked, deal }) : voucher.code_masked;
}
