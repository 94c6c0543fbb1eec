'use client';

import { toProductDate } from '@/lib/dates/product-date';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { hotelDetailPath, localePath, stayParams } from '@/lib/paths';
import { checkoutStyles as styles } from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';
import { soldOutMessages } from './hold-rules';

type Props = { request: BookingRequest; onReprice: () => void; pending: boolean; error: Error | null };

/** The hotel page with this stay, to choose again (spec 2.2's stay parameters). */
export function hotelHref(request: BookingRequest, lang: 'vi' | 'en'): string {
  const params = stayParams({
    checkInDate: toProductDate(request.check_in),
    nights: request.nights,
    roomCount: request.room_count,
    adultCount: request.adults,
  });
  return localePath(
    lang,
    hotelDetailPath({ id: request.hotel.id, name: request.hotel.name, countryCode: request.hotel.country_code }, params),
  );
}

/**
 * The hold is over (the countdown reached 0, or the request arrived EXPIRED): one click re-prices it. A 409
 * SOLD_OUT names every room that cannot be held and offers the hotel page instead.
 */
export function HoldExpired({ request, onReprice, pending, error }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const apiError = error instanceof ApiClientError ? error : null;
  const soldOut = apiError?.errorCode === 'SOLD_OUT';
  const rooms = apiError ? soldOutMessages(apiError) : [];
  return (
    <section className={`${styles.card} ${styles.alert}`} role="alert" aria-labelledby="hold-expired-title" data-testid="hold-expired">
      <h2 id="hold-expired-title">{soldOut ? t('hold.soldOutTitle') : t('hold.expiredTitle')}</h2>
      {soldOut ? (
        <>
          {rooms.length > 0 ? (
            <ul data-testid="sold-out-rooms">
              {rooms.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          ) : null}
          <p>{t('hold.soldOutText')}</p>
          <div className={styles.actions}>
            <a className={styles.primary} href={hotelHref(request, lang)}>
              {t('hold.backToHotel')}
            </a>
          </div>
        </>
      ) : (
        <>
          <p>{t('hold.expiredText')}</p>
          {apiError ? <p className={styles.error}>{apiError.messageIn(lang)}</p> : null}
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={onReprice} disabled={pending}>
              {pending ? t('hold.updating') : t('hold.update')}
            </button>
            <a href={hotelHref(request, lang)}>{t('hold.backToHotel')}</a>
          </div>
        </>
      )}
    </section>
  );
}
