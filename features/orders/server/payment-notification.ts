import 'server-only';
import { providerFor } from '@/features/payment/server';
import type { NextRequest } from 'next/server';
import type { ProviderId } from '@/features/payment/schemas';
import { errorBody, toErrorEnvelope } from '@/lib/api/envelope';
import { assertSameOrigin } from '@/lib/api/same-origin';
import { logger } from '@/lib/logger';
import { applyPaymentEvent } from './apply-payment-event';

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
  const keys = [...new URL(request.url).searchParams.keys()];
  if (new Set(keys).size !== keys.length) return Response.json(errorBody('BAD_REQUEST', 'Tham số truy vấn không hợp lệ'), { status: 400, headers: { 'cache-control': 'no-store' } });
  let verified;
  try {
    verified = await providerFor(id).verifyNotification(request);
  } catch (error) {
    logger().error({ err: error, provider: id }, 'payment notification could not be verified');
    return Response.json({ status: 'error', message: 'Payment provider unavailable', error_code: 'PAYMENT_PROVIDER_UNAVAILABLE' }, { status: 503 });
  }
  if (verified.kind === 'refused') return verified.response;
  try {
    return verified.answer(await applyPaymentEvent(verified.event, id));
  } catch (error) {
    logger().error({ err: error, provider: id, txnRef: verified.event.txnRef }, 'payment notification could not be applied');
    return verified.answer('error');
  }
}
