'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { flightResultsPath, localePath, navigateTo } from '@/lib/paths';
import { useAirports } from '../api/airports';
import { useSuggestedDestinations } from '../api/suggestions';
import { flightQueryOf } from '../rules/query-params';
import { FLIGHT_LIMITS, type AirportOption, type PassengerCounts, type SuggestedDestinations } from '../schemas';
import { AirportField } from './airport-field';
import { DateField } from './date-field';
import { PassengersField } from './passengers-field';
import styles from './flight-search-box.module.css';

type FlightSearchInitial = PassengerCounts & {
  originCode: string | null;
  destinCode: string | null;
  /** ISO */
  departDate: string | null;
  /** ISO; null: one way */
  returnDate: string | null;
  roundTrip: boolean;
};

export type FlightSearchBoxProps = {
  lang: Lang;
  initial?: Partial<FlightSearchInitial>;
  /** the airport list when the page has it (no request then) */
  airports?: AirportOption[];
  suggestions?: SuggestedDestinations | null;
  variant?: 'home' | 'listing';
};

type BoxError = 'origin' | 'destination' | 'same' | 'return';

/** The flight search box (spec 2.12): trip type, airports with swap, dates, passengers; submits to the results. */
export function FlightSearchBox({
  lang,
  initial = {},
  airports: givenAirports,
  suggestions: givenSuggestions,
  variant = 'home',
}: FlightSearchBoxProps) {
  const { t } = useTranslation('flights');
  const id = useId();
  const today = todayIso();
  const lastDay = addDays(today, FLIGHT_LIMITS.bookingWindowDays);
  const airports = useAirports(givenAirports);
  const [pickerOpened, setPickerOpened] = useState(false);
  const suggestions = useSuggestedDestinations(pickerOpened, givenSuggestions);
  const byCode = useMemo(() => new Map(airports.map((a) => [a.code, a])), [airports]);
  const [originCode, setOriginCode] = useState(initial.originCode ?? null);
  const [destinCode, setDestinCode] = useState(initial.destinCode ?? null);
  const [roundTrip, setRoundTrip] = useState(initial.roundTrip ?? false);
  const initialDepart = initial.departDate && initial.departDate >= today ? initial.departDate : addDays(today, 7);
  const [departDate, setDepartDate] = useState(initialDepart);
  const [returnDate, setReturnDate] = useState<string | null>(
    initial.returnDate && initial.returnDate >= initialDepart ? initial.returnDate : null,
  );
  const [counts, setCounts] = useState<PassengerCounts>({
    adultCount: initial.adultCount ?? 1,
    childCount: initial.childCount ?? 0,
    infantCount: initial.infantCount ?? 0,
  });
  const [error, setError] = useState<BoxError | null>(null);
  const origin = originCode ? (byCode.get(originCode) ?? null) : null;
  const destin = destinCode ? (byCode.get(destinCode) ?? null) : null;
  const reachable = useMemo(() => (origin ? new Set(origin.destinations) : null), [origin]);
  const errorId = error ? `${id}-error` : undefined;

  const onOrigin = (airport: AirportOption) => {
    setOriginCode(airport.code);
    // a destination the new origin does not fly to is dropped
    if (destinCode && !airport.destinations.includes(destinCode)) setDestinCode(null);
    setError(null);
  };
  const swap = () => {
    setOriginCode(destinCode);
    setDestinCode(originCode);
    setError(null);
  };
  const onDepart = (iso: string) => {
    setDepartDate(iso);
    if (returnDate && returnDate < iso) setReturnDate(iso);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem: BoxError | null = !originCode
      ? 'origin'
      : !destinCode
        ? 'destination'
        : originCode === destinCode
          ? 'same'
          : roundTrip && !returnDate
            ? 'return'
            : null;
    setError(problem);
    if (problem || !originCode || !destinCode) return;
    const query = flightQueryOf({ originCode, destinCode, departDate, returnDate: roundTrip ? returnDate : null, ...counts });
    navigateTo(localePath(lang, flightResultsPath(query)));
  };

  return (
    <form
      role="search"
      aria-label={t('box.title')}
      className={`${styles.box} ${styles[variant]}`}
      onSubmit={onSubmit}
      noValidate
      data-testid="flight-search-box"
    >
      <fieldset className={styles.trip}>
        <legend className="visually-hidden">{t('box.tripType')}</legend>
        {([false, true] as const).map((value) => (
          <label key={String(value)} className={styles.tripOption}>
            <input
              type="radio"
              name={`${id}-trip`}
              checked={roundTrip === value}
              onChange={() => setRoundTrip(value)}
              data-testid={value ? 'trip-round' : 'trip-one-way'}
            />
            {t(value ? 'box.roundTrip' : 'box.oneWay')}
          </label>
        ))}
      </fieldset>
      <div className={styles.airports}>
        <AirportField
          lang={lang}
          kind="origin"
          airports={airports}
          suggestions={suggestions}
          value={origin}
          onChange={onOrigin}
          onOpen={() => setPickerOpened(true)}
          errorId={error === 'origin' ? errorId : undefined}
        />
        <button
          type="button"
          className={styles.swap}
          aria-label={t('box.swap')}
          title={t('box.swap')}
          onClick={swap}
          data-testid="swap-airports"
        >
          ⇄
        </button>
        <AirportField
          lang={lang}
          kind="destination"
          airports={airports}
          suggestions={suggestions}
          value={destin}
          onChange={(airport) => {
            setDestinCode(airport.code);
            setError(null);
          }}
          allowed={reachable}
          onOpen={() => setPickerOpened(true)}
          errorId={error && error !== 'origin' && error !== 'return' ? errorId : undefined}
        />
      </div>
      <div className={styles.dates}>
        <DateField
          id={`${id}-depart`}
          label={t('box.depart')}
          value={departDate}
          min={today}
          max={lastDay}
          onChange={onDepart}
          testId="depart-date"
        />
        {roundTrip && (
          <DateField
            id={`${id}-return`}
            label={t('box.return')}
            value={returnDate}
            min={departDate}
            max={lastDay}
            onChange={(iso) => {
              setReturnDate(iso);
              setError(null);
            }}
            testId="return-date"
          />
        )}
      </div>
      <PassengersField value={counts} onChange={setCounts} />
      <button type="submit" className={styles.submit} data-testid="flight-search-submit">
        {t('box.submit')}
      </button>
      {error && (
        <p id={errorId} className={styles.error} role="alert" data-testid="flight-search-error">
          {t(`box.errors.${error}`)}
        </p>
      )}
    </form>
  );
}
