'use client';

import { ApiClientError } from '@/lib/api-client/api-client-error';
import { RequestUnavailable } from '@/features/checkout/index';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FLIGHTS_PATH, localePath, type CheckoutStep } from '@/lib/paths';
import { useFlightBookingRequest } from '../../api/booking-request';
import styles from '../flight-checkout.module.css';
import { FlightCheckoutView } from './flight-checkout-view';

type Props = { id: string; initialStep: CheckoutStep };

/**
 * The checkout page of a flight booking request, read in the browser for its owner (as the hotel checkout): a
 * skeleton while it loads, a readable state for an unknown request (404), the catalogue's message otherwise.
 */
export function FlightCheckoutPage({ id, initialStep }: Props) {
  const { t } = useTranslation('flightCheckout');
  const lang = useLang();
  const query = useFlightBookingRequest(id);
  const error = query.error;
  const notFound = error instanceof ApiClientError && error.httpStatus === 404;

  if (query.data && !notFound)
    return <FlightCheckoutView request={query.data} receivedAt={query.dataUpdatedAt} initialStep={initialStep} />;
  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
        <div className={styles.skeleton} />
      </div>
    );
  }
  return (
    <RequestUnavailable
      namespace="flightCheckout"
      error={error}
      backHref={localePath(lang, FLIGHTS_PATH)}
      onRetry={() => void query.refetch()}
      classNames={{ page: styles.page ?? '', primary: styles.primary ?? '' }}
    />
  );
}
