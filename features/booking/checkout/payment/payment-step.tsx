'use client';

import type { PaymentMethod } from '@/features/payment/index';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkoutStyles as styles, PaymentMethodsStep } from '@/features/checkout/index';
import { bookingRequestKey } from '../../api/booking-requests';
import type { BookingRequest } from '../../schemas';
import type { GuestDetails } from '../receivers/guest-details';
import { useStayCancellation } from '../cancellation/stay-cancellation';
import { refreshTimeOf } from './refresh-time';
import { usePay } from './use-pay';

type Props = {
  request: BookingRequest;
  details: GuestDetails;
  onBack: () => void;
  onChosenChange?: (method: PaymentMethod | null) => void;
};

/** Step 3 of a hotel checkout: the shared payment step with the hotel order's "Thanh toán". */
export function PaymentStep({ request, details, onBack, onChosenChange }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const pay = usePay(request, details, lang);
  const { sentence, free } = useStayCancellation(request);
  // right above paying on every screen: on a phone the cancellation card beside the steps sits below the button
  const cancellation = (
    <p className={free ? styles.success : undefined} data-testid="payment-cancellation">
      {t('cancellation.title')}: <strong>{sentence}</strong>
    </p>
  );
  return (
    <PaymentMethodsStep
      requestId={request.id}
      refreshTime={refreshTimeOf(request)}
      requestKey={bookingRequestKey(request.id)}
      pay={pay}
      onBack={onBack}
      backLabel={t('actions.backToReview')}
      onChosenChange={onChosenChange}
      beforePay={cancellation}
    />
  );
}
