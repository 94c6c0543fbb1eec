'use client';

import { lazy, Suspense, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { OrderDetail } from '../schemas';
import styles from './order-page.module.css';

// The dialog (antd Modal) loads when it is first opened.
const CancelDialog = lazy(() => import('./cancel-dialog'));

/** "Cancel booking" and its dialog; after a cancellation the page re-reads the order. */
export function CancelAction({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState(false);
  // a flight order is a flight booking, not a room booking
  const word = (key: 'open' | 'done') => t(order.product_type === 'flight' ? `cancel.flight.${key}` : `cancel.${key}`);
  return (
    <div className={styles.cancel}>
      <button
        type="button"
        className={styles.dangerOutline}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="cancel-open"
      >
        {word('open')}
      </button>
      <p role="status" className={styles.success}>
        {done ? word('done') : ''}
      </p>
      {opened ? (
        <Suspense fallback={null}>
          <CancelDialog
            open={open}
            order={order}
            token={token}
            onClose={() => setOpen(false)}
            onCancelled={() => {
              setOpen(false);
              setDone(true);
              router.refresh();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
