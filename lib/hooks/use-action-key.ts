'use client';

import { useCallback, useRef } from 'react';
import { isUnanswered, newIdempotencyKey } from '@/lib/api-client/idempotency';

type Last = { action: string; key: string; retryable: boolean };

/**
 * One Idempotency-Key per user action: a click makes a new one, except the retry of the same action after
 * a failure that got no answer (network, 5xx, still in flight), which must send the same key so the server
 * answers the first result instead of doing the work twice.
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
    if (last.current) last.current.retryable = isUnanswered(error);
  }, []);
  return { keyFor, settle };
}
