import 'server-only';
import type { Owner } from '@/features/auth/server';
import type { BookingPayment, PaymentMethodCode } from '../../schemas';
import { offeredMethod } from './choose-method';
import type { HeldRequestReader } from './held-request';
import { bookingPaymentOf } from './method-amount';

/** POST payment-service/fe/payment-method-amount: what the caller's request costs with a method, nothing chosen. */
export async function methodAmount(
  heldRequest: HeldRequestReader,
  owner: Owner,
  bookingRequestId: string,
  code: PaymentMethodCode,
  now: Date = new Date(),
): Promise<BookingPayment> {
  const request = await heldRequest(owner, bookingRequestId, now);
  return bookingPaymentOf(await offeredMethod(code, request, now), request, null);
}
