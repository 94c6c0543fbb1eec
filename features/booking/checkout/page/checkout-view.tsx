'use client';

import { useCallback, useEffect, useState } from 'react';
import { VOUCHER_METHOD, type PaymentMethod } from '@/features/payment/index';
import { localized } from '@/lib/i18n/localized';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkoutPath, localePath, navigateTo, type CheckoutStep } from '@/lib/paths';
import {
  checkoutStyles as styles,
  HoldCountdown,
  PendingOrder,
  serverClockOffset,
  StepIndicator,
  useCheckoutStep,
} from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';
import { StayCancellation } from '../cancellation/stay-cancellation';
import { CouponBox } from '../coupon/coupon-box';
import { HoldExpired, hotelHref } from '../hold/hold-expired';
import { useReprice } from '../hold/use-reprice';
import { PaymentStep } from '../payment/payment-step';
import { PriceBreakdown } from '../price-breakdown/price-breakdown';
import { useGuestDetails } from '../receivers/use-guest-details';
import { WhoIsStaying } from '../receivers/who-is-staying';
import { ReviewStep } from '../review/review-step';

type Props = {
  request: BookingRequest;
  /** the browser's clock when this answer arrived (React Query's dataUpdatedAt) */
  receivedAt: number;
  initialStep: CheckoutStep;
  ssoBaseUrl: string;
};

/** The three steps around one booking request, with the hold countdown and the price box beside them. */
export function CheckoutView({ request, receivedAt, initialStep, ssoBaseUrl }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const [step, goTo] = useCheckoutStep(request.id, initialStep);
  const guest = useGuestDetails(request);
  const [isShowFinalPrice, setShowFinalPrice] = useState(true);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const onMoved = useCallback((id: string) => navigateTo(localePath(lang, checkoutPath(id, step))), [lang, step]);
  const reprice = useReprice(request, onMoved);
  const onExpire = useCallback(() => setExpiredFor(request.expires_at), [request.expires_at]);

  // steps 2 and 3 need step 1 complete (an address typed or kept from another visit may skip it)
  const shown: CheckoutStep = step > 1 && !guest.complete ? 1 : step;
  useEffect(() => {
    if (shown !== step) goTo(shown, true);
  }, [goTo, shown, step]);

  const closed = request.status === 'CANCELLED' || request.status === 'CONVERTED';
  const expired = !closed && (request.status === 'EXPIRED' || expiredFor === request.expires_at);

  const content = closed ? (
    // back from the gateway: the request became the traveller's order, shown with how to pay it
    <PendingOrder
      checkoutId={request.id}
      restartHref={hotelHref(request, lang)}
      fallback={
        <section className={styles.card} role="status">
          <h2>{t('closed.title')}</h2>
          <p>{t('closed.text')}</p>
        </section>
      }
    />
  ) : expired ? (
    <HoldExpired request={request} onReprice={reprice.reprice} pending={reprice.pending} error={reprice.error} />
  ) : shown === 1 ? (
    <WhoIsStaying request={request} guest={guest} ssoBaseUrl={ssoBaseUrl} onContinue={() => goTo(2)} />
  ) : shown === 2 ? (
    <ReviewStep request={request} details={guest.details} onEdit={() => goTo(1)} onContinue={() => goTo(3)} />
  ) : (
    <PaymentStep request={request} details={guest.details} onBack={() => goTo(2)} onChosenChange={setChosen} />
  );

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          {t('title')}: {localized({ vi: request.hotel.name_vi, en: request.hotel.name }, lang)}
        </h1>
        {!closed && !expired ? (
          <HoldCountdown
            key={request.expires_at}
            expiresAt={request.expires_at}
            offsetMs={serverClockOffset(request.server_time, receivedAt)}
            onExpire={onExpire}
          />
        ) : null}
      </div>
      <StepIndicator step={shown} />
      <div className={styles.layout}>
        {content}
        <div className={styles.side}>
          <PriceBreakdown
            request={request}
            step={shown}
            isShowFinalPrice={isShowFinalPrice}
            onShowFinalPriceChange={setShowFinalPrice}
            payment={chosen ? { feeVnd: chosen.final_fee, voucher: chosen.payment_method === VOUCHER_METHOD } : null}
          />
          {!closed ? <StayCancellation request={request} /> : null}
          {shown > 1 && !expired && !closed ? <CouponBox request={request} ssoBaseUrl={ssoBaseUrl} /> : null}
        </div>
      </div>
    </div>
  );
}
