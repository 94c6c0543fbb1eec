'use client';

import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/features/booking/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';

type Last = { action: string; key: string; retryable: boolean };

// The answer never came (network, 5xx, the first still running): the retry must send the same key.
const unanswered = (error: unknown) =>
  error instanceof ApiClientError && (error.errorCode === 'NETWORK_ERROR' || error.errorCode === 'IDEMPOTENCY_IN_FLIGHT' || (error.httpStatus ?? 0) >= 500);

/**
 * One Idempotency-Key per user action (as the checkout's useActionKey): a click makes a new key, except the
 * retry of the same action after a failure that got no answer, which sends the same key again.
 */
export function useActionKey(): { keyFor: (action: string) => string; settle: (error: unknown) => void } {
  const last = useRef<Last | null>(null);
  const keyFor = useCallback((action: string) => {
    const previous = last.current;
    if (previous && previous.action === action && previous.retryable) {
      previous.retryable = false;
      return previous.key;
    }
    const key = newIdempotencyKey();
    last.current = { action, key, retryable: false };
    return key;
  }, []);
  const settle = useCallback((error: unknown) => {
    if (last.current) last.current.retryable = unanswered(error);
  }, []);
  return { keyFor, settle };
}
