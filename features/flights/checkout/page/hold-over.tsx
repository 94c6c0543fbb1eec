'use client';

import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { flightResultsPath, localePath } from '@/lib/paths';
import { flightQueryOf } from '../../rules/query-params';
import type { FlightBookingRequest } from '../../schemas';
import styles from '../flight-checkout.module.css';

/** The results page of this trip (same airports, dates and party), to choose flights again. */
export function resultsHrefOf(
  request: Pick<FlightBookingRequest, 'legs' | 'adultCount' | 'childCount' | 'infantCount'>,
  lang: 'vi' | 'en',
): string {
  const out = request.legs.find((l) => l.leg === 0)?.listFlight ?? [];
  const back = request.legs.find((l) => l.leg === 1)?.listFlight[0];
  const query = flightQueryOf({
    originCode: out[0]?.startPoint ?? '',
    destinCode: out.at(-1)?.endPoint ?? '',
    departDate: out[0]?.startDate.slice(0, 10) ?? '',
    returnDate: back ? back.startDate.slice(0, 10) : null,
    adultCount: request.adultCount,
    childCount: request.childCount,
    infantCount: request.infantCount,
  });
  return localePath(lang, flightResultsPath(query));
}

/**
 * The hold is over (the countdown reached 0, or the request arrived EXPIRED), or the request is closed: a clear
 * panel with the way back to the results. Seats are not re-held here: fares move, so the traveller chooses again.
 */
export function HoldOver({ request, closed }: { request: FlightBookingRequest; closed: boolean }) {
  const { t } = useTranslation('flightCheckout');
  const lang = useLang();
  return (
    <section className={`${styles.card} ${styles.alert}`} role="alert" aria-labelledby="hold-over-title" data-testid="flight-hold-expired">
      <h2 id="hold-over-title">{closed ? t('closed.title') : t('hold.expiredTitle')}</h2>
      <p>{closed ? t('closed.text') : t('hold.expiredText')}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={resultsHrefOf(request, lang)}>
          {t('hold.backToResults')}
        </a>
      </div>
    </section>
  );
}
