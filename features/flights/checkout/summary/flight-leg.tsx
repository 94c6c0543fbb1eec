import { airlineLogo } from '../../rules/airline-logo';
import { formatFlightDuration } from '../../rules/duration';
import { dayOffset } from '../../results/flight-time';
import { FareRulesPanel } from '../../fare-rules/fare-rules-panel';
import type { FlightSummaryLeg } from '../../schemas';
import type { Translate } from '@/lib/i18n/translate';
import styles from '../flight-checkout.module.css';

/** "2026-12-01T07:05" -> "07:05" and "01/12/2026" (local times at the airport, no time zone shift). */
const clock = (local: string) => local.slice(11, 16);
const day = (local: string) => `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;

/**
 * One leg of the booking summary (spec 2.12): 0 outbound / 1 return, the airline's logo (spec 9 rule; the code
 * when it has none), start and end points with times, duration HHh:MMm, flight number, fare class, baggage.
 */
export function FlightLeg({ leg, t }: { leg: FlightSummaryLeg; t: Translate }) {
  const first = leg.listFlight[0];
  const last = leg.listFlight.at(-1);
  if (!first || !last) return null;
  const minutes = leg.listFlight.reduce((sum, s) => sum + s.duration, 0);
  const logo = leg.logo ?? airlineLogo(leg.airline);
  const numbers = leg.listFlight.map((s) => s.flightNumber).join(', ');
  const arrival = dayOffset(first.startDate, last.endDate);
  return (
    <li className={styles.leg} data-testid={`flight-leg-${leg.leg}`}>
      <div className={styles.legHead}>
        <span className={styles.badge}>{leg.leg === 0 ? t('summary.outbound') : t('summary.return')}</span>
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small static SVG logo
          <img className={styles.logo} src={logo} alt="" width={32} height={32} />
        ) : (
          <span className={styles.code} aria-hidden="true">
            {leg.airline}
          </span>
        )}
        <span>{leg.airlineName}</span>
        <span className={styles.muted}>{day(first.startDate)}</span>
      </div>
      <div className={styles.times}>
        <div>
          <div className={styles.time}>{clock(first.startDate)}</div>
          <div className={styles.point}>{first.startPoint}</div>
        </div>
        <div className={styles.line}>
          <span className="visually-hidden">{t('summary.duration')}: </span>
          {formatFlightDuration(minutes)}
        </div>
        <div className={styles.end}>
          <div className={styles.time} data-testid="flight-leg-arrival" data-day-offset={arrival}>
            {clock(last.endDate)}
            {/* an arrival after midnight is marked, as on the results (a combo's check-in night depends on it) */}
            {arrival > 0 ? (
              <>
                <sup className={styles.plus} aria-hidden="true">
                  +{arrival}
                </sup>
                <span className="visually-hidden"> ({t('summary.arrivesOn', { date: day(last.endDate) })})</span>
              </>
            ) : null}
          </div>
          <div className={styles.point}>{last.endPoint}</div>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('summary.flightNumber')}</dt>
        <dd>{numbers}</dd>
        <dt>{t('summary.fareClass')}</dt>
        <dd>
          {t(`fares.${leg.fareCode}`)} ({leg.bookingClass}) · {leg.refundable ? t('summary.refundable') : t('summary.nonRefundable')}
        </dd>
        <dt>{t('summary.baggage')}</dt>
        <dd>
          {leg.includedBaggageKg > 0 ? t('summary.baggageKg', { kg: leg.includedBaggageKg }) : t('summary.noBaggage')} ·{' '}
          {t('summary.cabinBaggage', { kg: leg.cabinBaggageKg })}
        </dd>
      </dl>
      <FareRulesPanel fare={leg} />
    </li>
  );
}
