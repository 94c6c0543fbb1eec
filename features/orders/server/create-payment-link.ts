import 'server-only';
import type { NextRequest } from 'next/server';
import type { PaymentLink } from '@/features/payment/schemas';
import { clientAddress } from '@/lib/security/client-address';
import { orderFor, viewerOfRequest } from './order-access';
import { startPayment } from './payment-link';

/** GET create-payment-link/{code}[?token]: the viewer must see the order (else 404); then startPayment. */
export async function createPaymentLink(request: NextRequest, orderCode: string, token: string | null): Promise<PaymentLink> {
  const viewer = await viewerOfRequest(request, token);
  const { row } = await orderFor(viewer, orderCode);
  return startPayment(row, { clientIp: clientAddress(request), userId: viewer.userId });
}
