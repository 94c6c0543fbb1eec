import type { OrderDetail } from '@/features/orders/schemas';
import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { orderApi } from '@/lib/api-client/services';

export const checkoutOrderKey = (checkoutId: string) => ['orders', 'by-checkout', checkoutId] as const;

/** GET order/by-checkout/{id}: the caller's order made from this checkout (a booking request, a combo draft). */
export async function orderOfCheckout(checkoutId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return unwrap(await orderApi.get<Envelope<OrderDetail>>(`/order/by-checkout/${encodeURIComponent(checkoutId)}`, { signal }));
}
