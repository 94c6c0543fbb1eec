import 'server-only';
import type { NextRequest } from 'next/server';
import type { PaymentLink } from '@/features/payment/schemas';
import { siteUrl } from '@/lib/env/site';
import { SANDBOX_PATHS } from '@/lib/paths';
import { clientAddress } from '@/lib/security/client-address';
import { orderFor, type OrderViewer } from '../access/order-access';
import { startPayment } from './payment-link';
import { SANDBOX_PASS_PARAM, signSandboxPass } from '../access/sandbox-pass';

/**
 * The built-in VNPay sandbox acts only for the order's owner; a caller whose right is the order's signed link
 * (no cookie on this device) carries a pass for this one attempt instead. Outside the vnp_* set, so VNPay's
 * signature is untouched; never added for a real gateway.
 */
async function withSandboxPass(link: PaymentLink): Promise<PaymentLink> {
  if (link.kind !== 'redirect' || !link.payment_url.startsWith(`${siteUrl()}${SANDBOX_PATHS.vnpay}/`)) return link;
  const pass = await signSandboxPass(link.transaction_id, new Date(link.expires_at));
  // appended as is: re-serialising the query could change how the signed vnp_* values are encoded
  return {
    ...link,
    payment_url: `${link.payment_url}${link.payment_url.includes('?') ? '&' : '?'}${SANDBOX_PASS_PARAM}=${encodeURIComponent(pass)}`,
  };
}

/** GET create-payment-link/{code}[?token][&lang]: the viewer (member, guest cookie or `token`) must see the order (else 404); then startPayment in the page's language. */
export async function createPaymentLink(
  request: NextRequest,
  viewer: OrderViewer,
  orderCode: string,
  lang?: 'vi' | 'en',
): Promise<PaymentLink> {
  const { row, access } = await orderFor(viewer, orderCode);
  const link = await startPayment(row, { clientIp: clientAddress(request), userId: viewer.userId, lang });
  return access === 'owner' ? link : withSandboxPass(link);
}
