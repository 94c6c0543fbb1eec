'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { idempotencyHeaders } from '@/lib/api-client/idempotency';
import type { Lang } from '@/lib/i18n/config';
import type { Envelope } from '@/lib/api/envelope';
import { useActionKey } from '@/lib/hooks/use-action-key';
import type { RedeemResult } from '../schemas';
import styles from './loyalty.module.css';

type Labels = { redeem: string; redeeming: string; redeemed: string };

/** Redeems an offer through the API; shows the server's message on a refusal (409 not enough points). */
export function RedeemButton({
  offerId,
  labels,
  lang,
  disabled = false,
}: {
  offerId: number;
  labels: Labels;
  lang: Lang;
  disabled?: boolean;
}) {
  const router = useRouter();
  const { begin, settle, busy } = useActionKey();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const redeem = async () => {
    // one attempt at a time; a retry after no answer sends the same key, so the points are spent once
    const key = begin(`redeem:${offerId}`);
    if (!key) return;
    setMessage(null);
    try {
      const { createServiceClient } = await import('@/lib/api-client/http');
      const { instance } = createServiceClient('v2-user');
      const response = await instance.post<Envelope<RedeemResult>>(`/loyalty-redeem-discount/${offerId}`, {}, idempotencyHeaders(key));
      const code = response.data.status === 'success' ? response.data.data.coupon.code : '';
      settle(null);
      setMessage({ kind: 'success', text: labels.redeemed.replace('%CODE%', code) });
      router.refresh();
    } catch (error) {
      settle(error);
      setMessage({ kind: 'error', text: error instanceof ApiClientError ? error.messageIn(lang) : String(error) });
    }
  };

  return (
    <div>
      <button
        type="button"
        className={styles.button}
        onClick={() => void redeem()}
        disabled={busy || disabled}
        data-testid={`redeem-${offerId}`}
      >
        {busy ? labels.redeeming : labels.redeem}
      </button>
      {message && (
        <p className={message.kind === 'error' ? styles.error : styles.success} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
