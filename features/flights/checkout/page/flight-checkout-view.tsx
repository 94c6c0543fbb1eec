'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  HoldCountdown,
  PaymentMethodsStep,
  PendingOrder,
  StepIndicator,
  refreshTimeOfText,
  serverClockOffset,
  useCheckoutStep,
} from '@/features/checkout/index';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { flightCheckoutPath, type CheckoutStep } from '@/lib/paths';
import { flightRequestKey } from '../../api/booking-request';
import { usePayFlight } from '../../api/create-order';
import type { FlightBookingRequest } from '../../schemas';
import styles from '../flight-checkout.module.css';
import { PassengersStep } from '../passengers/passengers-step';
import { useTravellers } from '../passengers/use-travellers';
import { draftBaggagePrice } from '../passengers/travellers-body';
import { FareBreakdown } from '../summary/fare-breakdown';
import { FlightCancellation, useFlightCancellation } from '../summary/flight-cancellation';
import { FlightSummary } from '../summary/flight-summary';
import { HoldOver, resultsHrefOf } from './hold-over';
import { TravellersReview } from './travellers-review';

const FLIGHT_STEPS: readonly CheckoutStep[] = [1, 2];

/** receivedAt: the browser's clock when the request arrived (with its serverTime, the hold countdown's offset) */
type Props = { request: FlightBookingRequest; receivedAt: number; initialStep: CheckoutStep };

/** The list of methods is read again whenever what the server charges changes (a new quote or hold). */
const refreshTimeOf = (request: FlightBookingRequest) => refreshTimeOfText(`${request.expiresAt}|${request.quote.totalPrice}`);

/**
 * The flight checkout (spec 2.12): step 1 passengers, contact and baggage, step 2 payment (the hotel's payment
 * step with the flight order's "Thanh toán"); the summary, the server's fare breakdown and the hold countdown
 * beside them; a clear panel once the hold is over.
 */
export function FlightCheckoutView({ request, receivedAt, initialStep }: Props) {
  const { t } = useTranslation('flightCheckout');
  const lang = useLang();
  const [step, goTo] = useCheckoutStep(request.id, initialStep === 1 ? 1 : 2, flightCheckoutPath);
  const travellers = useTravellers(request);
  const pay = usePayFlight(request.id, lang);
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const onExpire = useCallback(() => setExpiredFor(request.expiresAt), [request.expiresAt]);

  // payment needs the travellers saved on the server (a link to step 2 without them opens step 1); the saved
  // answer reaches `request` a tick after the step changes (React Query notifies later), so a save counts at once
  const [justSaved, setJustSaved] = useState(false);
  const saved = justSaved || (request.contact !== null && request.passengers.length > 0);
  const onSaved = useCallback(() => {
    setJustSaved(true);
    goTo(2);
  }, [goTo]);
  const shown: CheckoutStep = step > 1 && !saved ? 1 : step > 2 ? 2 : step;
  useEffect(() => {
    if (shown !== step) goTo(shown, true);
  }, [goTo, shown, step]);

  const cancellation = useFlightCancellation(request);
  // the method chosen at step 2: its fee joins the box's total, as the order will charge it
  const [chosen, setChosen] = useState<{ final_fee: number } | null>(null);
  const closed = request.status === 'CANCELLED' || request.status === 'CONVERTED';
  const expired = !closed && (request.status === 'EXPIRED' || expiredFor === request.expiresAt);

  const content = closed ? (
    // back from the gateway: the request became the traveller's order, shown with how to pay it
    <PendingOrder checkoutId={request.id} restartHref={resultsHrefOf(request, lang)} fallback={<HoldOver request={request} closed />} />
  ) : expired ? (
    <HoldOver request={request} closed={false} />
  ) : shown === 1 ? (
    <PassengersStep request={request} travellers={travellers} onSaved={onSaved} />
  ) : (
    <>
      <TravellersReview request={request} onEdit={() => goTo(1)} />
      <PaymentMethodsStep
        requestId={request.id}
        refreshTime={refreshTimeOf(request)}
        requestKey={flightRequestKey(request.id)}
        pay={pay}
        onBack={() => goTo(1)}
        backLabel={t('actions.backToPassengers')}
        ns="flightCheckout"
        product="flight"
        onChosenChange={setChosen}
        beforePay={
          <p className={cancellation.free ? styles.free : undefined} data-testid="payment-cancellation">
            {t('order.cancellation')}: <strong>{cancellation.sentence}</strong>
          </p>
        }
      />
    </>
  );

  return (
    <div className={styles.page} data-testid="flight-checkout">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        {!closed && !expired ? (
          <HoldCountdown
            key={request.expiresAt}
            expiresAt={request.expiresAt}
            offsetMs={serverClockOffset(request.serverTime, receivedAt)}
            onExpire={onExpire}
            ns="flightCheckout"
          />
        ) : null}
      </div>
      <StepIndicator step={shown} steps={FLIGHT_STEPS} ns="flightCheckout" />
      <div className={styles.layout}>
        <div className={styles.main}>
          {request.priceChanged && !closed && !expired ? (
            <p className={styles.hint} role="status" data-testid="price-changed">
              {t('priceChanged')}
            </p>
          ) : null}
          <FlightSummary
            legs={request.legs}
            adultCount={request.adultCount}
            childCount={request.childCount}
            infantCount={request.infantCount}
          />
          {content}
        </div>
        <div className={styles.side}>
          <FareBreakdown
            quote={request.quote}
            draftBaggage={shown === 1 && !closed && !expired ? draftBaggagePrice(travellers.draft, request) : null}
            paymentFee={shown === 2 && !closed && !expired ? (chosen?.final_fee ?? 0) : 0}
            collapsible={!closed && !expired}
          />
          {!closed ? <FlightCancellation request={request} /> : null}
        </div>
      </div>
    </div>
  );
}
