'use client';

import { useState } from 'react';
import { emailError, nameError, phoneError, phoneForApi } from '@/features/booking/index';
import { useCurrency } from '@/features/currency/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { COMBO_PATH, localePath } from '@/lib/paths';
import { useComboDraft, useComboPaymentMethods, usePayCombo } from '../api/combo-api';
import type { ComboDraft, ComboLeg } from '../schemas';
import { lastDealPath } from './last-deal';
import { keepTravellers, storedTravellers, type ComboAdult, type ComboContact } from './stored-travellers';
import styles from './combo-checkout.module.css';

/** The checkout of a combo draft (owner only): loading, the lapsed panel, or the form. */
export function ComboCheckoutPage({ id, lang }: { id: string; lang: Lang }) {
  const { t } = useTranslation('combos');
  const query = useComboDraft(id);
  if (query.data) return <ComboCheckoutForm draft={query.data} lang={lang} />;
  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status">{t('checkout.loading')}</p>
      </div>
    );
  }
  const error = query.error;
  // only ever rendered in the browser (after the draft's read failed there)
  const back = lastDealPath() ?? COMBO_PATH;
  const lapsed = error instanceof ApiClientError && (error.errorCode === 'COMBO_DRAFT_EXPIRED' || error.httpStatus === 404);
  return (
    <section className={styles.panel} role="alert" data-testid="combo-lapsed">
      <h1>{lapsed && error.errorCode === 'COMBO_DRAFT_EXPIRED' ? t('checkout.lapsedTitle') : lapsed ? t('checkout.notFoundTitle') : t('checkout.title')}</h1>
      <p>{lapsed ? t('checkout.lapsedText') : error instanceof ApiClientError ? error.messageIn(lang) : error?.message}</p>
      <a className={styles.primary} href={localePath(lang, back)}>
        {t('checkout.backToDeal')}
      </a>
    </section>
  );
}

function Leg({ leg }: { leg: ComboLeg }) {
  const { t } = useTranslation('combos');
  return (
    <li className={styles.leg} data-testid={`combo-leg-${leg.leg}`}>
      <strong>{t('checkout.leg', { from: `${leg.startCity} (${leg.startPoint})`, to: `${leg.endCity} (${leg.endPoint})` })}</strong>
      <span>
        {leg.startDate.replace('T', ' ')} → {leg.endDate.slice(11)} · {leg.airlineName} {leg.flightNumber} · {leg.fareCode}
      </span>
    </li>
  );
}

function ComboCheckoutForm({ draft, lang }: { draft: ComboDraft; lang: Lang }) {
  const { t } = useTranslation('combos');
  const { t: tBooking } = useTranslation('booking');
  const { format } = useCurrency();
  const { quote } = draft;
  // the form shows once the draft was read in the browser: the kept travellers are there to read
  const [kept] = useState(() => storedTravellers(quote.adultNumber));
  const [adults, setAdults] = useState<ComboAdult[]>(kept.adults);
  const [contact, setContact] = useState<ComboContact>(kept.contact);
  const [tried, setTried] = useState(false);
  const methods = useComboPaymentMethods(draft.id);
  const [method, setMethod] = useState<string | null>(null);
  const usable = (methods.data ?? []).filter((m) => !m.disabled);
  const chosen = method ?? usable[0]?.payment_method ?? null;
  const pay = usePayCombo(lang);

  const adultProblems = adults.map((a) => nameError(a.fullName));
  const contactProblems = { fullName: nameError(contact.fullName), email: emailError(contact.email), phone: phoneError(contact.phone) };
  const complete = adultProblems.every((p) => !p) && Object.values(contactProblems).every((p) => !p) && !!chosen;
  const problem = (key: string | null) => (tried && key ? <span className={styles.fieldError}>{tBooking(key)}</span> : null);

  function submit() {
    setTried(true);
    if (!complete || !chosen) return;
    keepTravellers(contact, adults);
    pay.pay({
      kind: 'combo',
      deal_id: quote.dealId,
      combo_draft_id: draft.id,
      buyer: { full_name: contact.fullName.trim(), email: contact.email.trim(), phone: phoneForApi(contact.phone) ?? contact.phone },
      payment_method: chosen,
      lang,
      passengers: adults.map((a) => ({ type: 'adult', title: a.title, fullName: a.fullName.trim(), baggage: [] })),
    });
  }
  const payError = pay.error instanceof ApiClientError ? (pay.error.fieldErrors[0]?.message ?? pay.error.messageIn(lang)) : pay.error?.message;

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
            {adults.map((adult, i) => (
              <fieldset key={i} className={styles.person}>
                <legend>{t('checkout.passenger', { n: i + 1 })}</legend>
                <label className={styles.field}>
                  <span>{t('checkout.titleLabel')}</span>
                  <select value={adult.title} onChange={(event) => setAdults(adults.map((a, j) => (j === i ? { ...a, title: event.target.value as ComboAdult['title'] } : a)))}>
                    {(['MR', 'MRS', 'MS'] as const).map((title) => (
                      <option key={title} value={title}>
                        {t(`checkout.titles.${title}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={styles.field}>
                  <span>{t('checkout.fullName')}</span>
                  <input
                    value={adult.fullName}
                    autoComplete="name"
                    aria-invalid={tried && !!adultProblems[i]}
                    data-testid={`combo-passenger-${i}`}
                    onChange={(event) => setAdults(adults.map((a, j) => (j === i ? { ...a, fullName: event.target.value } : a)))}
                  />
                  {problem(adultProblems[i] ?? null)}
                </label>
              </fieldset>
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
                <input type={type} value={contact[key]} autoComplete={autoComplete} aria-invalid={tried && !!contactProblems[key]} data-testid={`combo-contact-${key}`} onChange={(event) => setContact({ ...contact, [key]: event.target.value })} />
                {problem(contactProblems[key])}
              </label>
            ))}
          </section>
          <section className={styles.card} aria-labelledby="combo-methods">
            <h2 id="combo-methods">{t('checkout.methods')}</h2>
            {methods.isPending ? <p role="status">{t('checkout.methodsLoading')}</p> : null}
            {methods.error ? <p className={styles.fieldError}>{methods.error instanceof ApiClientError ? methods.error.messageIn(lang) : methods.error.message}</p> : null}
            {(methods.data ?? []).map((m) => (
              <label key={m.payment_method} className={styles.method}>
                <input type="radio" name="combo-method" value={m.payment_method} disabled={m.disabled} checked={chosen === m.payment_method} onChange={() => setMethod(m.payment_method)} data-testid={`combo-method-${m.payment_method}`} />
                <span>{lang === 'vi' ? m.name_vi : m.name_en}</span>
                <span className={styles.methodPrice}>{format(m.order_value)}</span>
              </label>
            ))}
          </section>
        </div>
        <aside className={styles.side}>
          <section className={styles.card} aria-labelledby="combo-summary" data-testid="combo-summary">
            <h2 id="combo-summary">{t('checkout.summary')}</h2>
            <h3>{t('checkout.flights')}</h3>
            <ul className={styles.legs}>
              <Leg leg={quote.outbound} />
              <Leg leg={quote.inbound} />
            </ul>
            <h3>{t('checkout.stay')}</h3>
            <p className={styles.hotel}>{quote.hotel.name}</p>
            <p>{t('checkout.room', { name: quote.roomType.name })}</p>
            <p>
              {quote.checkIn} → {quote.checkOut} · {t('builder.nights', { count: quote.nights })} · {t('builder.adults', { count: quote.adultNumber })}
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
            <button type="submit" className={styles.primary} disabled={pay.paying} data-testid="combo-pay">
              {pay.paying ? t('checkout.paying') : t('checkout.pay')}
            </button>
            {payError ? (
              <p role="alert" className={styles.fieldError}>
                {payError}
              </p>
            ) : null}
          </section>
        </aside>
      </form>
    </div>
  );
}
