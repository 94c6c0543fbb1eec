'use client';

import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
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
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import { ACCOUNT_PATHS, COMBO_PATH, localePath } from '@/lib/paths';
import { useComboPaymentMethods, useDealFlights, usePayCombo } from '../api/combo-api';
import type { ComboDraft } from '../schemas';
import { ComboPaymentMethods } from './combo-payment-methods';
import { ComboSummary } from './combo-summary';
import { ComboTotalBar } from './combo-total-bar';
import { lastDealPath } from './last-deal';
import { LapsedPanel } from './lapsed-panel';
import styles from './combo-checkout.module.css';

// the combo server's purchase answers (lib/api/error-codes.ts on its branch): compared by their string here
const PRICE_CHANGED = 'COMBO_PRICE_CHANGED';
const ALREADY_ORDERED = 'COMBO_ALREADY_ORDERED';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The form of a draft read in the browser: passengers, contact, payment method, the summary; or what paying answered. */
export function ComboCheckoutForm({ draft, lang }: { draft: ComboDraft; lang: Lang }) {
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
          <ComboPaymentMethods methods={methods} chosen={chosen} onChoose={setMethod} lang={lang} />
        </div>
        <ComboSummary quote={quote} lang={lang} priceChanged={priceChanged} paidTotal={paidTotal} paying={pay.paying} payError={payError} />
      </form>
      <ComboTotalBar total={format(quote.total)} summaryId="combo-summary-card" />
    </div>
  );
}
