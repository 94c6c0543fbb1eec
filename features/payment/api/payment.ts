import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import { bookingApi, cancelApi, commonApi, paymentApi } from '@/lib/api-client/services';
import type { BookingPayment, ChoosePaymentMethodBody, ClearedPayment, PaymentMethod, PayLaterAccount } from '../schemas';

/** The browser's payment calls (spec 2.10, 7.1, 7.5). */

const data = unwrap;
const id = encodeURIComponent;

export type Bank = { id: number; code: string; short_name: string; name: string; name_en: string; logo: string };
export type BankBranch = { id: number; bank_id: number; name: string; name_en: string; province: string };

export const paymentMethodsKey = (bookingRequestId: string, refreshTime: number) =>
  ['payment-methods', bookingRequestId, refreshTime] as const;

/** Spec 7.5 "Get payment methods": request_from FE_BASIC and the booking request id. */
export async function listPaymentMethods(bookingRequestId: string, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return data(
    await bookingApi.get<Envelope<PaymentMethod[]>>('/payment-methods', {
      params: { request_from: 'FE_BASIC', booking_request_id: bookingRequestId },
      signal,
    }),
  );
}

/** Spec 7.5 "Set payment method" (user_type "person"); BK1057 carries the server's message. */
export async function choosePaymentMethod(
  bookingRequestId: string,
  body: ChoosePaymentMethodBody,
  idempotencyKey: string,
): Promise<BookingPayment> {
  return data(
    await bookingApi.patch<Envelope<BookingPayment>>(
      `/booking-requests/${id(bookingRequestId)}/choose-payment-method`,
      body,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}
/** The request has no method again (a chosen voucher is let go); the list offers every method. */
export async function clearPaymentMethod(bookingRequestId: string, idempotencyKey: string): Promise<ClearedPayment> {
  return data(
    await bookingApi.delete<Envelope<ClearedPayment>>(
      `/booking-requests/${id(bookingRequestId)}/choose-payment-method`,
      idempotencyHeaders(idempotencyKey),
    ),
  );
}

export async function banks(): Promise<Bank[]> {
  return data(await commonApi.get<Envelope<Bank[]>>('/hotel/banks/'));
}

export async function bankBranches(bankId: number): Promise<BankBranch[]> {
  return data(await cancelApi.get<Envelope<BankBranch[]>>(`/refund/get-branch-by-bank-id/${id(String(bankId))}`));
}

/** Spec 7.5 pay-later partner calls, through our server (which sends userId, phone and email). */
export async function payLaterToken(): Promise<{ token: string }> {
  return data(await paymentApi.post<Envelope<{ token: string }>>('/pay-later/token', {}));
}

export async function registerPayLaterToken(token: string): Promise<{ registered: boolean }> {
  return data(await paymentApi.post<Envelope<{ registered: boolean }>>('/pay-later/register-token', { token }));
}

export async function payLaterLimit(signal?: AbortSignal): Promise<PayLaterAccount> {
  return data(await paymentApi.get<Envelope<PayLaterAccount>>('/pay-later/limit', { signal }));
}
