import 'server-only';
import { providerFor } from '@/features/payment/server';
import type { NextRequest } from 'next/server';
import type { ProviderId } from '@/features/payment/schemas';
import { errorResponse, toErrorEnvelope } from '@/lib/api/envelope';
import { repeatedQueryKeys } from '@/lib/api/route';
import { assertSameOrigin } from '@/lib/api/same-origin';
import { logger } from '@/lib/logger';
import { applyPaymentEvent } from './apply-payment-event';
import { ordersNamed } from './order-reads';

/**
 * A provider's server-to-server notification (IPN, bank webhook, partner callback): the provider verifies it
 * in its own protocol (a refusal is its answer), the event is applied once, and the provider words the
 * result. No route() wrapper: the caller is the provider's server, not a browser, and sends neither cookies nor
 * Origin; a request that carries cookies with a foreign Origin is a browser sent here by another site, and gets the
 * CSRF guard's 403 like every other write.
 */
export async function handlePaymentNotification(id: ProviderId, request: NextRequest): Promise<Response> {
  try {
    assertSameOrigin(request);
  } catch (error) {
    const mapped = toErrorEnvelope(error);
    return Response.json(mapped.body, { status: mapped.httpStatus, headers: { 'cache-control': 'no-store' } });
  }
  // a field given twice is ambiguous (readers disagree on which copy counts): no provider sends one
  if (repeatedQueryKeys(new URL(request.url).searchParams).length > 0) return errorResponse('BAD_REQUEST', 'Tham số truy vấn không hợp lệ');
  let verified;
  try {
    verified = await providerFor(id).verifyNotification(request, { ordersNamed });
  } catch (error) {
    logger().error({ err: error, provider: id }, 'payment notification could not be verified');
    return errorResponse('PAYMENT_PROVIDER_UNAVAILABLE', 'Payment provider unavailable');
  }
  if (verified.kind !== 'event') return verified.response;
  try {
    return await verified.answer(await applyPaymentEvent(verified.event, id));
  } catch (error) {
    logger().error({ err: error, provider: id, txnRef: verified.event.txnRef }, 'payment notification could not be applied');
    return verified.answer('error');
  }
}
