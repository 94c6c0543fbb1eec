'use client';

import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HOTELS_PATH, localePath, type CheckoutStep } from '@/lib/paths';
import { checkoutStyles as styles, RequestUnavailable } from '@/features/checkout/index';
import { CheckoutSkeleton } from './checkout-skeleton';
import { CheckoutView } from './checkout-view';
import { useAuthReread } from './use-auth-reread';
import { useBookingRequest } from './use-booking-request';

type Props = { id: string; initialStep: CheckoutStep; ssoBaseUrl: string };

/**
 * The checkout page of a booking request (spec 2.9), rendered in the browser from the request read with
 * React Query: a skeleton of the page's size while it loads, a readable state for an unknown request (404),
 * the catalogue's message for any other failure.
 */
export function CheckoutPage({ id, initialStep, ssoBaseUrl }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const query = useBookingRequest(id);
  useAuthReread(id, query.data?.member_priced);
  const error = query.error;
  // a re-read that finds the request gone (signed out elsewhere, say) wins over the answer kept from before
  const notFound = error instanceof ApiClientError && error.httpStatus === 404;

  if (query.data && !notFound) {
    return <CheckoutView request={query.data} receivedAt={query.dataUpdatedAt} initialStep={initialStep} ssoBaseUrl={ssoBaseUrl} />;
  }
  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
        <CheckoutSkeleton />
      </div>
    );
  }
  return (
    <RequestUnavailable
      namespace="booking"
      error={error}
      backHref={localePath(lang, HOTELS_PATH)}
      onRetry={() => void query.refetch()}
      classNames={{ page: styles.page ?? '', primary: styles.primary ?? '' }}
    />
  );
}
