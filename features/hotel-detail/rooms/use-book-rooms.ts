'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { newIdempotencyKey, requestPrice, type RequestPriceBody } from '@/features/booking/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { errorMessage } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { checkoutPath, localePath, navigateTo } from '@/lib/paths';

export type BookError = { message: string; rooms: string[] };

/**
 * "Đặt phòng": asks the booking service to price and hold the chosen rooms, then opens checkout. One
 * Idempotency-Key per chosen set of rooms: a retry of the same choice (after a network error) sends the
 * same key, so it can never hold twice; no second request while one is in flight. Sold out: the message,
 * each room the service names, the choice cleared and a fresh room list.
 */
export function useBookRooms(lang: Lang, onSoldOut: () => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BookError | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const book = async (body: RequestPriceBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    try {
      const request = await requestPrice(body, attempt.current.key);
      attempt.current = null;
      navigateTo(localePath(lang, checkoutPath(request.id)));
    } catch (caught) {
      if (caught instanceof ApiClientError && caught.errorCode === 'SOLD_OUT') {
        attempt.current = null;
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
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { book, busy, error };
}
