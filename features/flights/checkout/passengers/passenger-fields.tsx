import { todayIso } from '@/lib/dates/product-date';
import type { FlightBookingRequest, PassportCountry } from '../../schemas';
import type { Lang } from '@/lib/i18n/config';
import type { Translate } from '@/lib/i18n/translate';
import styles from '../flight-checkout.module.css';
import { BaggageChoice } from './baggage-choice';
import { birthDateLimits, passportExpiryLimits } from './date-limits';
import { FormField } from './form-field';
import type { PassengerField, PassengerProblems } from './passenger-problems';
import { toTicketName } from './ticket-name';
import { PassengerDateField } from './passenger-date-field';
import { titlesFor, travelDates, type PassengerDraft } from './travellers-draft';

type Props = {
  index: number;
  /** 1-based number among passengers of this type */
  n: number;
  passenger: PassengerDraft;
  onChange: (patch: Partial<PassengerDraft>) => void;
  onBlur: (field: PassengerField) => void;
  problems: PassengerProblems;
  /** whether a field's message is shown yet (touched, or Continue was pressed) */
  shown: (field: PassengerField) => boolean;
  request: Pick<FlightBookingRequest, 'isDomestic' | 'legs' | 'baggageOptions'>;
  countries: readonly PassportCountry[];
  lang: Lang;
  t: Translate;
  format: (vnd: number) => string;
  /** the first and last flight days (ISO) when `request` carries no legs (the combo checkout) */
  dates?: { first: string; last: string };
};

/** One passenger's fieldset: title for the type, full name, date of birth (children, infants), passport abroad, baggage. */
export function PassengerFields({
  index,
  n,
  passenger: p,
  onChange,
  onBlur,
  problems,
  shown,
  request,
  countries,
  lang,
  t,
  format,
  dates = travelDates(request),
}: Props) {
  const id = `passenger-${index}`;
  const today = todayIso();
  // without the flights' days (not known yet) only the past is offered for a birth date, the future for an expiry
  const known = dates.first !== '';
  const birthLimits = known && p.type !== 'adult' ? birthDateLimits(p.type, dates, today) : { min: '1900-01-01', max: today, open: today };
  const expiryLimits = known ? passportExpiryLimits(dates, today) : { min: today, max: '2100-12-31', open: today };
  const error = (field: PassengerField) => {
    const problem = problems[field];
    return problem && shown(field) ? t(problem.key, problem.values) : undefined;
  };
  return (
    <fieldset className={styles.fieldset} data-testid={id} data-type={p.type}>
      <legend>{t(`passengers.${p.type}`, { n })}</legend>
      <div className={styles.fields}>
        <FormField id={`${id}-title`} label={t('passengers.titleLabel')} error={error('title')}>
          {(control) => (
            <select {...control} value={p.title} onChange={(e) => onChange({ title: e.target.value })} onBlur={() => onBlur('title')}>
              {titlesFor(p.type).map((title) => (
                <option key={title} value={title}>
                  {t(`titles.${title}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-name`} label={t('passengers.fullName')} error={error('fullName')}>
          {(control) => (
            <input
              {...control}
              value={p.fullName}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={70}
              onChange={(e) => onChange({ fullName: e.target.value })}
              // the name as the ticket prints it: no accents, upper case
              onBlur={() => {
                onChange({ fullName: toTicketName(p.fullName) });
                onBlur('fullName');
              }}
            />
          )}
        </FormField>
        {p.type !== 'adult' ? (
          <FormField id={`${id}-dob`} label={t('passengers.dateOfBirth')} error={error('dateOfBirth')}>
            {(control) => (
              <PassengerDateField
                {...control}
                value={p.dateOfBirth}
                limits={birthLimits}
                onChange={(dateOfBirth) => onChange({ dateOfBirth })}
                onBlur={() => onBlur('dateOfBirth')}
              />
            )}
          </FormField>
        ) : null}
        {!request.isDomestic ? (
          <>
            <FormField id={`${id}-nationality`} label={t('passengers.nationality')} error={error('nationality')}>
              {(control) => (
                <select
                  {...control}
                  value={p.nationality}
                  onChange={(e) => onChange({ nationality: e.target.value })}
                  onBlur={() => onBlur('nationality')}
                >
                  <option value="">{t('passengers.chooseNationality')}</option>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {lang === 'en' ? c.nameEn : c.nameVi}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={`${id}-passport`} label={t('passengers.passportNumber')} error={error('passportNumber')}>
              {(control) => (
                <input
                  {...control}
                  value={p.passportNumber}
                  autoComplete="off"
                  maxLength={12}
                  onChange={(e) => onChange({ passportNumber: e.target.value.toUpperCase() })}
                  onBlur={() => onBlur('passportNumber')}
                />
              )}
            </FormField>
            <FormField id={`${id}-passport-expiry`} label={t('passengers.passportExpiry')} error={error('passportExpiry')}>
              {(control) => (
                <PassengerDateField
                  {...control}
                  value={p.passportExpiry}
                  limits={expiryLimits}
                  onChange={(passportExpiry) => onChange({ passportExpiry })}
                  onBlur={() => onBlur('passportExpiry')}
                />
              )}
            </FormField>
          </>
        ) : null}
        {p.type === 'infant' ? (
          <p className={`${styles.muted} ${styles.wide}`}>{t('passengers.infantBaggage')}</p>
        ) : (
          <BaggageChoice
            idPrefix={id}
            request={request}
            value={p.baggage}
            onChange={(baggage) => onChange({ baggage })}
            t={t}
            format={format}
          />
        )}
      </div>
    </fieldset>
  );
}
