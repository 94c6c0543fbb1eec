'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { requestPrice, type RequestPriceBody } from '@/features/booking/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { errorMessage } from '@/lib/api/error-codes';
import { useActionKey } from '@/lib/hooks/use-action-key';
import type { Lang } from '@/lib/i18n/config';
import { checkoutPath, localePath, navigateTo } from '@/lib/paths';

export type BookError = { message: string; rooms: string[] };

/**
 * "Đặt phòng": asks the booking service to price and hold the chosen rooms, then opens checkout. One
 * Idempotency-Key per chosen set of rooms: a retry of the same choice (after a network error) sends the
 * same key, so it can never hold twice (useActionKey); no second request while one is in flight. Sold out: the message,
 * each room the service names, the choice cleared and a fresh room list.
 */
export function useBookRooms(lang: Lang, onSoldOut: () => void) {
  const router = useRouter();
  const { begin, settle, busy } = useActionKey();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<BookError | null>(null);

  const book = async (body: RequestPriceBody) => {
    const key = begin(`book:${JSON.stringify(body)}`);
    if (!key) return;
    setError(null);
    try {
      const request = await requestPrice(body, key);
      settle(null);
      setLeaving(true);
      navigateTo(localePath(lang, checkoutPath(request.id)));
    } catch (caught) {
      settle(caught);
      if (caught instanceof ApiClientError && caught.errorCode === 'SOLD_OUT') {
        setError({ message: caught.messageIn(lang), rooms: caught.fieldErrors.map((e) => e.message) });
        onSoldOut();
        router.refresh();
      } else {
        // a refused body names its fields (a room that cannot take the party, say): show those too
        setError(
          caught instanceof ApiClientError
            ? { message: caught.messageIn(lang), rooms: caught.fieldErrors.map((e) => e.message) }
            : { message: errorMessage('NETWORK_ERROR', lang), rooms: [] },
        );
      }
    }
  };
  return { book, busy: busy || leaving, error };
}
