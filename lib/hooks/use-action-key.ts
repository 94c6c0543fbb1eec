'use client';

import { useCallback, useRef, useState } from 'react';
import { isUnanswered, newIdempotencyKey } from '@/lib/api-client/idempotency';

type Last = { action: string; key: string; state: 'running' | 'unanswered' | 'answered' };

export type ActionKey = {
  /**
   * The Idempotency-Key of a new attempt at `action`, or null while an attempt is still running: a second click
   * (a double click lands before the disabled button is drawn) sends nothing. After a definite answer (2xx, 4xx)
   * the next attempt gets a new key; after no answer (network, 5xx, 409 in flight) the same `action` sends the
   * same key, so the server answers the first result instead of doing the work twice. Name the action by what is
   * sent (its body): another body under the same key would be refused as a reused key.
   */
  begin: (action: string) => string | null;
  /** The attempt's outcome: null for a success, else the error. */
  settle: (error: unknown) => void;
  /** An attempt is running: disable the button (set within the click, so it is drawn before the next one). */
  busy: boolean;
};

/** One Idempotency-Key per user action, and at most one attempt at a time. */
export function useActionKey(): ActionKey {
  const last = useRef<Last | null>(null);
  const [busy, setBusy] = useState(false);
  const begin = useCallback((action: string) => {
    const previous = last.current;
    if (previous?.state === 'running') return null;
    const key = previous && previous.action === action && previous.state === 'unanswered' ? previous.key : newIdempotencyKey();
    last.current = { action, key, state: 'running' };
    setBusy(true);
    return key;
  }, []);
  const settle = useCallback((error: unknown) => {
    if (last.current) last.current.state = isUnanswered(error) ? 'unanswered' : 'answered';
    setBusy(false);
  }, []);
  return { begin, settle, busy };
}
