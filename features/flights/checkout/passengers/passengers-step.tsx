'use client';

import { useState } from 'react';
import { useCurrency } from '@/features/currency/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePassportCountries, useSaveTravellers } from '../../api/travellers';
import type { FlightBookingRequest } from '../../schemas';
import styles from '../flight-checkout.module.css';
import { ContactFields } from './contact-fields';
import { PassengerFields } from './passenger-fields';
import type { PassengerField } from './passenger-problems';
import { baggageChanged, toTravellersBody } from './travellers-body';
import type { ContactDraft } from './travellers-draft';
import type { TravellersState } from './use-travellers';

type Props = { request: FlightBookingRequest; travellers: TravellersState; onSaved: () => void };

/**
 * Step 1 (spec 2.12): every passenger by type (adults, children, infants), the contact, extra baggage; Continue
 * saves them on the server (PUT .../passengers), whose answer — the quote with the baggage — the page then shows.
 */
export function PassengersStep({ request, travellers, onSaved }: Props) {
  const { t } = useTranslation('flightCheckout');
  const lang = useLang();
  const { t: tBooking } = useTranslation('booking');
  const { format } = useCurrency();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const countries = usePassportCountries(!request.isDomestic);
  const save = useSaveTravellers(request.id, onSaved);
  const { draft, problems, complete } = travellers;

  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const seen: Record<string, number> = {};

  function submit() {
    setTried(true);
    if (!complete) {
      // the first field with a message takes the focus
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-testid="flight-checkout-form"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    save.save(toTravellersBody(draft, request));
  }

  const saveError =
    save.error instanceof ApiClientError
      ? save.error.errorCode === 'INVALID_PASSENGERS' || save.error.errorCode === 'VALIDATION_ERROR'
        ? (save.error.fieldErrors[0]?.message ?? save.error.messageIn(lang))
        : save.error.messageIn(lang)
      : save.error?.message;

  return (
    <form
      className={styles.main}
      data-testid="flight-checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.card} aria-labelledby="flight-passengers-title">
        <h2 id="flight-passengers-title">{t('passengers.title')}</h2>
        <p className={styles.hint} id="flight-name-hint">
          {t('passengers.nameHint')}
        </p>
        {countries.error ? (
          <p className={styles.fieldError} role="alert">
            {t('passengers.countriesFailed', {
              message: countries.error instanceof ApiClientError ? countries.error.messageIn(lang) : countries.error.message,
            })}{' '}
            <button type="button" onClick={() => void countries.refetch()}>
              {t('passengers.retry')}
            </button>
          </p>
        ) : null}
        {draft.passengers.map((passenger, index) => {
          seen[passenger.type] = (seen[passenger.type] ?? 0) + 1;
          return (
            <PassengerFields
              key={index}
              index={index}
              n={seen[passenger.type]!}
              passenger={passenger}
              onChange={(patch) => travellers.setPassenger(index, patch)}
              onBlur={(field: PassengerField) => touch(`${index}.${field}`)}
              problems={problems.passengers[index] ?? {}}
              // an age message shows as soon as a date is there; the rest once the field was left
              shown={(field) => tried || touched.has(`${index}.${field}`) || (field === 'dateOfBirth' && passenger.dateOfBirth !== '')}
              request={request}
              countries={countries.data ?? []}
              lang={lang}
              t={t}
              format={format}
            />
          );
        })}
      </section>
      <ContactFields
        contact={draft.contact}
        problems={problems.contact}
        shown={(field: keyof ContactDraft) => tried || touched.has(`contact.${field}`)}
        onChange={travellers.setContact}
        onBlur={(field) => touch(`contact.${field}`)}
        t={t}
        tBooking={tBooking}
      />
      {baggageChanged(draft, request) ? (
        <p className={styles.muted} data-testid="baggage-pending">
          {t('passengers.baggagePending')}
        </p>
      ) : null}
      {tried && !complete ? (
        <p className={styles.fieldError} role="alert">
          {t('errors.fixAbove')}
        </p>
      ) : null}
      {saveError ? (
        <p className={styles.fieldError} role="alert" data-testid="travellers-error">
          {t('errors.saveFailed', { message: saveError })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={save.saving}>
          {save.saving ? t('actions.saving') : t('actions.toPayment')}
        </button>
      </div>
    </form>
  );
}
