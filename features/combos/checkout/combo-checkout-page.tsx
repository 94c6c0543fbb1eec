'use client';

import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index';
import { PendingOrder, emailError, nameError, phoneError, phoneForApi } from '@/features/checkout/index';
import { useCurrency } from '@/features/currency/index';
import {
  PassengerFields,
  passengerProblems,
  readStoredTravellers,
  restoreTravellers,
  titlesFor,
  toStoredTravellers,
  toTravellersBody,
  usePassportCountries,
  writeStoredTravellers,
  type PassengerDraft,
  type PassengerField,
} from '@/features/flights/index';
import { PAY_TERMS_ID, PayTerms } from '@/components/legal/pay-terms';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { toSummaryDate } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, COMBO_PATH, localePath } from '@/lib/paths';
import { useComboDraft, useComboPaymentMethods, useDealFlights, usePayCombo } from '../api/combo-api';
import { ArrivalTime } from '../builder/arrival-time';
import { fareLabel } from '../rules/flight-words';
import type { ComboDraft, ComboLeg } from '../schemas';
import { lastDealPath } from './last-deal';
import { ComboTotalBar } from './combo-total-bar';
import styles from './combo-checkout.module.css';

// the combo server's purchase answers (lib/api/error-codes.ts on its branch): compared by their string here
const PRICE_CHANGED = 'COMBO_PRICE_CHANGED';
const ALREADY_ORDERED = 'COMBO_ALREADY_ORDERED';
const lapsedError = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError && (error.errorCode === 'COMBO_DRAFT_EXPIRED' || error.httpStatus === 404);

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The panel of a draft that lapsed (on load, or while the traveller was on the checkout): back to the deal. */
function LapsedPanel({ error, lang }: { error: unknown; lang: Lang }) {
  const { t } = useTranslation('combos');
  // only ever rendered in the browser (after a read or a purchase failed there)
  const back = lastDealPath() ?? COMBO_PATH;
  const lapsed = lapsedError(error);
  const expired = lapsed && error.errorCode === 'COMBO_DRAFT_EXPIRED';
  return (
    <section className={styles.panel} role="alert" data-testid="combo-lapsed">
      <h1>{expired ? t('checkout.lapsedTitle') : lapsed ? t('checkout.notFoundTitle') : t('checkout.title')}</h1>
      <p>
        {lapsed
          ? t('checkout.lapsedText')
          : error instanceof ApiClientError
            ? error.messageIn(lang)
            : error instanceof Error
              ? error.message
              : ''}
      </p>
      <a className={styles.primary} href={localePath(lang, back)}>
        {t('checkout.backToDeal')}
      </a>
    </section>
  );
}

/** The checkout of a combo draft (owner only): loading, the lapsed panel, or the form. */
export function ComboCheckoutPage({ id, lang }: { id: string; lang: Lang }) {
  const { t } = useTranslation('combos');
  const query = useComboDraft(id);
  // a draft that lapses while the page is open: read again when it should lapse, the panel shows when it has
  const expiresAt = query.data?.expiresAt;
  const { refetch } = query;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Date.parse(expiresAt) - Date.now() + 1000;
    if (!Number.isFinite(wait)) return;
    const timer = setTimeout(() => void refetch(), Math.min(Math.max(wait, 0), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);

  if (query.error && (lapsedError(query.error) || !query.data)) return <LapsedPanel error={query.error} lang={lang} />;
  if (query.data) return <ComboCheckoutForm draft={query.data} lang={lang} />;
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status">{t('checkout.loading')}</p>
    </div>
  );
}

function Leg({ leg, lang }: { leg: ComboLeg; lang: Lang }) {
  const { t } = useTranslation('combos');
  const [from, to] = lang === 'vi' ? [leg.startCity, leg.endCity] : [leg.startCityEn, leg.endCityEn];
  return (
    <li className={styles.leg} data-testid={`combo-leg-${leg.leg}`}>
      <strong>{t('checkout.leg', { from: `${from} (${leg.startPoint})`, to: `${to} (${leg.endPoint})` })}</strong>
      <span>
        {toSummaryDate(leg.startDate.slice(0, 10))} {leg.startDate.slice(11, 16)} →{' '}
        <ArrivalTime startDate={leg.startDate} endDate={leg.endDate} /> · {leg.airlineName} {leg.flightNumber}
      </span>
      <span data-testid="combo-leg-fare">
        {fareLabel(t, {
          code: leg.fareCode,
          bookingClass: leg.bookingClass,
          cabinBaggageKg: leg.cabinBaggageKg,
          includedBaggageKg: leg.includedBaggageKg,
        })}
      </span>
    </li>
  );
}

function ComboCheckoutForm({ draft, lang }: { draft: ComboDraft; lang: Lang }) {
  const { t } = useTranslation('combos');
  const { t: tBooking } = useTranslation('booking');
  const { t: tFlight } = useTranslation('flightCheckout');
  const { format } = useCurrency();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { quote } = draft;
  // the route decides the passport fields: every offer of the draft's day flies the same airports
  const lists = useDealFlights(quote.dealId, draft.draft.origin, draft.draft.departDate);
  const international = !!lists.data && [...lists.data.outbound, ...lists.data.inbound].some((offer) => offer.international);
  const countries = usePassportCountries(international);
  // the form shows once the draft was read in the browser: the kept travellers are there to read
  const [previous] = useState(() => readStoredTravellers(browserStorage()));
  const [travellers, setTravellers] = useState(() =>
    restoreTravellers({ adultCount: quote.adultNumber, childCount: 0, infantCount: 0, passengers: [] }, previous, user),
  );
  useEffect(() => writeStoredTravellers(browserStorage(), toStoredTravellers(travellers, previous)), [travellers, previous]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const methods = useComboPaymentMethods(draft.id);
  const [method, setMethod] = useState<string | null>(null);
  const usable = (methods.data ?? []).filter((m) => !m.disabled);
  const chosen = method ?? usable[0]?.payment_method ?? null;
  const pay = usePayCombo(lang);
  // the total the traveller saw when pressing "Thanh toán" last: a re-quote that differs is shown, then confirmed
  const [paidTotal, setPaidTotal] = useState<number | null>(null);

  const dates = useMemo(
    () => ({ first: quote.outbound.departDate, last: quote.inbound.departDate }),
    [quote.outbound.departDate, quote.inbound.departDate],
  );
  const passengerIssues = travellers.passengers.map((p) => passengerProblems(p, dates, international, titlesFor(p.type)));
  const { contact } = travellers;
  const contactProblems = { fullName: nameError(contact.fullName), email: emailError(contact.email), phone: phoneError(contact.phone) };
  const complete =
    passengerIssues.every((p) => Object.keys(p).length === 0) &&
    Object.values(contactProblems).every((p) => !p) &&
    !!chosen &&
    !lists.isPending;
  const problem = (key: string | null) => (tried && key ? <span className={styles.fieldError}>{tBooking(key)}</span> : null);
  const setPassenger = (index: number, patch: Partial<PassengerDraft>) =>
    setTravellers((now) => ({ ...now, passengers: now.passengers.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));

  const payCode = pay.error instanceof ApiClientError ? pay.error.errorCode : null;
  useEffect(() => {
    // the price moved since the draft was read: read it again so the new total shows before paying again
    if (payCode === PRICE_CHANGED) void queryClient.invalidateQueries({ queryKey: ['combos', 'draft', draft.id] });
  }, [payCode, queryClient, draft.id]);

  function submit() {
    setTried(true);
    if (!complete || !chosen) return;
    const body = toTravellersBody(travellers, { isDomestic: !international, legs: [] });
    setPaidTotal(quote.total);
    pay.pay({
      kind: 'combo',
      deal_id: quote.dealId,
      combo_draft_id: draft.id,
      buyer: { full_name: body.contact.fullName, email: body.contact.email, phone: phoneForApi(contact.phone) ?? body.contact.phone },
      payment_method: chosen,
      lang,
      passengers: body.passengers,
    });
  }

  if (payCode === 'COMBO_DRAFT_EXPIRED') return <LapsedPanel error={pay.error} lang={lang} />;
  if (payCode === ALREADY_ORDERED) {
    // back from the gateway: the draft became the traveller's order, shown with how to pay it
    return (
      <PendingOrder
        checkoutId={draft.id}
        restartHref={localePath(lang, lastDealPath() ?? COMBO_PATH)}
        fallback={
          <section className={styles.panel} role="alert" data-testid="combo-already-ordered">
            <h1>{t('checkout.alreadyOrderedTitle')}</h1>
            <p>{t('checkout.alreadyOrderedText')}</p>
            <a className={styles.primary} href={localePath(lang, ACCOUNT_PATHS.orders)}>
              {t('checkout.toOrders')}
            </a>
            <a href={localePath(lang, lastDealPath() ?? COMBO_PATH)}>{t('checkout.backToDeal')}</a>
          </section>
        }
      />
    );
  }
  const priceChanged = payCode === PRICE_CHANGED;
  const payError =
    pay.error instanceof ApiClientError ? (pay.error.fieldErrors[0]?.message ?? pay.error.messageIn(lang)) : pay.error?.message;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('checkout.title')}</h1>
      <form
        className={styles.layout}
        noValidate
        data-testid="combo-checkout-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="combo-passengers">
            <h2 id="combo-passengers">{t('checkout.passengers')}</h2>
            <p className={styles.perAdult}>{tFlight('passengers.nameHint')}</p>
            {travellers.passengers.map((passenger, i) => (
              <PassengerFields
                key={i}
                index={i}
                n={i + 1}
                passenger={passenger}
                onChange={(patch) => setPassenger(i, patch)}
                onBlur={(field: PassengerField) => setTouched((now) => new Set(now).add(`${i}:${field}`))}
                problems={passengerIssues[i] ?? {}}
                shown={(field) => tried || touched.has(`${i}:${field}`)}
                request={{ isDomestic: !international, legs: [], baggageOptions: [] }}
                dates={dates}
                countries={countries.data ?? []}
                lang={lang}
                t={tFlight}
                format={format}
              />
            ))}
          </section>
          <section className={styles.card} aria-labelledby="combo-contact">
            <h2 id="combo-contact">{t('checkout.contact')}</h2>
            {(
              [
                ['fullName', 'contactName', 'name', 'text'],
                ['email', 'email', 'email', 'email'],
                ['phone', 'phone', 'tel', 'tel'],
              ] as const
            ).map(([key, label, autoComplete, type]) => (
              <label key={key} className={styles.field}>
                <span>{t(`checkout.${label}`)}</span>
                <input
                  type={type}
                  value={contact[key]}
                  autoComplete={autoComplete}
                  aria-invalid={tried && !!contactProblems[key]}
                  data-testid={`combo-contact-${key}`}
                  onChange={(event) => setTravellers((now) => ({ ...now, contact: { ...now.contact, [key]: event.target.value } }))}
                />
                {problem(contactProblems[key])}
              </label>
            ))}
          </section>
          <section className={styles.card} aria-labelledby="combo-methods">
            <h2 id="combo-methods">{t('checkout.methods')}</h2>
            {methods.isPending ? <p role="status">{t('checkout.methodsLoading')}</p> : null}
            {methods.error ? (
              <p className={styles.fieldError}>
                {methods.error instanceof ApiClientError ? methods.error.messageIn(lang) : methods.error.message}
              </p>
            ) : null}
            {(methods.data ?? []).map((m) => (
              <label key={m.payment_method} className={styles.method}>
                <input
                  type="radio"
                  name="combo-method"
                  value={m.payment_method}
                  disabled={m.disabled}
                  checked={chosen === m.payment_method}
                  onChange={() => setMethod(m.payment_method)}
                  data-testid={`combo-method-${m.payment_method}`}
                />
                <span>{lang === 'vi' ? m.name_vi : m.name_en}</span>
                <span className={styles.methodPrice}>{format(m.order_value)}</span>
              </label>
            ))}
          </section>
        </div>
        <aside className={styles.side}>
          <section id="combo-summary-card" className={styles.card} aria-labelledby="combo-summary" data-testid="combo-summary">
            <h2 id="combo-summary">{t('checkout.summary')}</h2>
            <h3>{t('checkout.flights')}</h3>
            <ul className={styles.legs}>
              <Leg leg={quote.outbound} lang={lang} />
              <Leg leg={quote.inbound} lang={lang} />
            </ul>
            <h3>{t('checkout.stay')}</h3>
            <p className={styles.hotel}>{lang === 'vi' ? quote.hotel.nameVi : quote.hotel.name}</p>
            <p>{t('checkout.room', { name: lang === 'vi' ? quote.roomType.name : quote.roomType.nameEn })}</p>
            <p data-testid="combo-stay-dates">
              {toSummaryDate(quote.checkIn)} → {toSummaryDate(quote.checkOut)} · {t('builder.nights', { count: quote.nights })} ·{' '}
              {t('builder.adults', { count: quote.adultNumber })}
            </p>
            <h3>{t('checkout.price')}</h3>
            <dl className={styles.prices}>
              <dt>{t('checkout.flightPrice')}</dt>
              <dd>{format(quote.outbound.price + quote.inbound.price)}</dd>
              <dt>{t('checkout.stayPrice')}</dt>
              <dd>{format(quote.stayPrice)}</dd>
              {quote.discount !== 0 ? (
                <>
                  <dt>{t('checkout.discount', { percent: quote.discountPercent })}</dt>
                  <dd>-{format(quote.discount)}</dd>
                </>
              ) : null}
              <dt className={styles.totalLabel}>{t('checkout.total')}</dt>
              <dd className={styles.total} data-testid="combo-checkout-total">
                {format(quote.total)}
              </dd>
            </dl>
            <p className={styles.perAdult}>{t('checkout.perAdult', { price: format(quote.perAdult) })}</p>
            {priceChanged ? (
              <p role="alert" className={styles.fieldError} data-testid="combo-price-changed">
                {paidTotal !== null && paidTotal !== quote.total
                  ? t('checkout.priceChanged', { before: format(paidTotal), after: format(quote.total) })
                  : t('checkout.priceUpdated')}
              </p>
            ) : null}
            <PayTerms product="combo" action={t('checkout.pay')} />
            <button type="submit" className={styles.primary} disabled={pay.paying} aria-describedby={PAY_TERMS_ID} data-testid="combo-pay">
              {pay.paying ? t('checkout.paying') : priceChanged ? t('checkout.payNewPrice') : t('checkout.pay')}
            </button>
            {payError && !priceChanged ? (
              <p role="alert" className={styles.fieldError}>
                {payError}
              </p>
            ) : null}
          </section>
        </aside>
      </form>
      <ComboTotalBar total={format(quote.total)} summaryId="combo-summary-card" />
    </div>
  );
}
