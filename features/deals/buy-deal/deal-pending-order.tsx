'use client';

import type { ReactNode } from 'react';
import { PendingOrder } from '@/features/checkout/index';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { localePath } from '@/lib/paths';
import type { DealDetail } from '../schemas';
import { usePendingDealOrder } from './deal-api';
import styles from './buy-deal.module.css';

/**
 * Back from the gateway without paying: the caller's unpaid order of this deal (code, amount, deadline) with
 * "Pay now" (a new attempt) and "Choose another method" (the order cancelled, its units back, the deal page
 * again), the checkouts' own PendingOrder. No such order (or not read yet): `fallback`.
 */
export function DealPendingOrder({ deal, fallback = null }: { deal: DealDetail; fallback?: ReactNode }) {
  const { t } = useTranslation('deals');
  const lang = useLang();
  const order = usePendingDealOrder(deal.id).data;
  if (!order) return <>{fallback}</>;
  return (
    <div data-testid="deal-pending-order">
      <p className={styles.muted}>{t('buy.pendingIntro')}</p>
      <PendingOrder
        checkoutId={`deal-${deal.id}-${order.order_number}`}
        loadOrder={() => Promise.resolve(order)}
        restartHref={localePath(lang, deal.path)}
        fallback={fallback}
      />
    </div>
  );
}
