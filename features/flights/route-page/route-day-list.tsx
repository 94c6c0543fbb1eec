import 'server-only';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { toSummaryDate } from '@/lib/dates/product-date';
import { Price } from '@/features/currency/index';
import type { RouteDay, RoutePageData } from '../server/search-entry';
import { formatFlightDuration } from '../rules/duration';
import { AirlineLogo } from '../results/airline-logo';
import { clockOf, dayOffset } from '../results/flight-time';
import styles from './route-day-list.module.css';

type Props = { lang: Lang; day: RouteDay | null; airlines: RoutePageData['airlines']; hrefOf: (date: string) => string };

/** The departures of the day the page is about, in the HTML, each linking to the search of that day. */
export function RouteDayList({ lang, day, airlines, hrefOf }: Props) {
  const t = getServerT(lang, 'flights');
  const nameOf = (code: string) => {
    const airline = airlines.find((a) => a.code === code);
    return airline ? (lang === 'vi' ? airline.nameVi : airline.name) : code;
  };
  return (
    <section aria-labelledby="route-day" className={styles.section}>
      <h2 id="route-day" className={styles.title} data-testid="route-day-title">
        {day ? t('routePage.dayTitle', { date: toSummaryDate(day.date) }) : t('routePage.noDay')}
      </h2>
      {day && day.flights.length === 0 && <p>{t('routePage.dayFull', { date: toSummaryDate(day.date) })}</p>}
      {day && day.flights.length > 0 && (
        <>
          <p className={styles.note}>{t('routePage.dayNote')}</p>
          <ul className={styles.list} data-testid="route-day-flights">
            {day.flights.map((f) => {
              const overnight = dayOffset(f.departAt, f.arriveAt);
              const name = nameOf(f.airline);
              return (
                <li key={f.id}>
                  <a className={styles.row} href={hrefOf(day.date)} data-testid="route-flight" data-flight={f.flightNumber}>
                    <span className={styles.airline}>
                      <AirlineLogo code={f.airline} name={name} logo={f.logo} />
                      <span className={styles.names}>
                        <strong>{name}</strong>
                        <span className={styles.muted} data-testid="route-flight-number">
                          {f.flightNumber}
                        </span>
                      </span>
                    </span>
                    <span className={styles.times}>
                      <strong data-testid="route-flight-depart">{clockOf(f.departAt)}</strong>
                      <span aria-hidden="true">–</span>
                      <strong data-testid="route-flight-arrive">
                        {clockOf(f.arriveAt)}
                        {overnight > 0 && (
                          <sup className={styles.plus}>
                            +{overnight}
                            <span className="visually-hidden"> ({t('routePage.nextDay')})</span>
                          </sup>
                        )}
                      </strong>
                    </span>
                    <span className={styles.muted}>
                      <span data-testid="route-flight-duration">{formatFlightDuration(f.duration)}</span> ·{' '}
                      {f.stops === 0 ? t('card.direct') : t('card.stops', { count: f.stops })}
                    </span>
                    <span className={styles.price} data-testid="route-flight-price">
                      <Price vnd={f.price} />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
