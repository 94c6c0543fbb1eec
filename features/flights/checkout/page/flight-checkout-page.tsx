'use client';

import { MessagePanel } from '@/components/feedback/message-panel';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useTranslation } from '@/lib/i18n/i18n-provider';
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
  const { t, i18n } = useTranslation('flightCheckout');
  const query = useFlightBookingRequest(id);
  const error = query.error;
  const notFound = error instanceof ApiClientError && error.httpStatus === 404;

  if (query.data && !notFound) return <FlightCheckoutView request={query.data} initialStep={initialStep} />;
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
    <div className={styles.page}>
      {notFound ? (
        <MessagePanel title={t('notFound.title')}>
          <p>{t('notFound.text')}</p>
          <a className={styles.primary} href={localePath(i18n.language, FLIGHTS_PATH)}>
            {t('notFound.action')}
          </a>
        </MessagePanel>
      ) : (
        <MessagePanel title={t('failed.title')} role="alert">
          <p>{error instanceof ApiClientError ? error.messageIn(i18n.language) : t('failed.text')}</p>
          <button type="button" className={styles.primary} onClick={() => void query.refetch()}>
            {t('failed.retry')}
          </button>
        </MessagePanel>
      )}
    </div>
  );
}
