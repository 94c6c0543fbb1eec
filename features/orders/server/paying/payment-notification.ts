import 'server-only';
import { providerFor } from '@/features/payment/server';
import type { NextRequest } from 'next/server';
import type { ProviderId } from '@/features/payment/schemas';
import { errorResponse } from '@/lib/api/envelope';
import { logger } from '@/lib/logger';
import { applyPaymentEvent } from './apply-payment-event';
import type { OrderProducts } from '../order-products';
import { ordersNamed } from '../reads/order-reads';

/**
 * A provider's server-to-server notification (IPN, bank webhook, partner callback): the provider verifies it
 * in its own protocol (a refusal is its answer), the event is applied once, and the provider words the
 * result. Served through rawRoute() (lib/api/route.ts): the caller is the provider's server, not a browser, and
 * the answer is in the provider's protocol, not the envelope.
 */
export async function handlePaymentNotification(id: ProviderId, request: NextRequest, products: OrderProducts): Promise<Response> {
  let verified;
  try {
    verified = await providerFor(id).verifyNotification(request, { ordersNamed });
  } catch (error) {
    logger().error({ err: error, provider: id }, 'payment notification could not be verified');
    return errorResponse('PAYMENT_PROVIDER_UNAVAILABLE', 'Payment provider unavailable');
  }
  if (verified.kind !== 'event') return verified.response;
  try {
    return await verified.answer(await applyPaymentEvent(verified.event, id, products));
  } catch (error) {
    logger().error({ err: error, provider: id, txnRef: verified.event.txnRef }, 'payment notification could not be applied');
    return verified.answer('error');
  }
}
