'use client';

import { useMemo, type ReactNode } from 'react';
import { useResources } from '@/lib/i18n/i18n-provider';
import { namespaceWithOverlay } from '@/lib/i18n/overlay-words';
import { Words } from '@/lib/i18n/words';
import type { OrderDetail } from '../schemas';

/**
 * An order's page in its product's words: `orders.products.<product>` (a voucher deal speaks of vouchers, a combo
 * of flights and a room) laid over the orders namespace, whose own words are a hotel stay's. A product without
 * words of its own (a hotel) keeps them as they are.
 */
export function ProductWords({ product, children }: { product: OrderDetail['product_type']; children: ReactNode }) {
  const resources = useResources();
  // an order of vouchers (product 'voucher' in the catalogue of products) is a deal's
  const words = useMemo(
    () => namespaceWithOverlay(resources, 'orders', `products.${product === 'voucher' ? 'deal' : product}`),
    [resources, product],
  );
  return <Words words={words}>{children}</Words>;
}
