import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { siteUrl } from '@/lib/env/site';
import { toSummaryDate } from '@/lib/dates/product-date';
import { formatMoney } from '@/lib/money/format-money';
import { JsonLd } from '@/lib/seo/json-ld';
import { FLIGHTS_PATH, HOME_PATH, alternates, flightResultsPath, flightRouteOf, localePath } from '@/lib/paths';
import { Price } from '@/features/currency/index';
import { listAirports, routeDayFlights, routePageData, type RoutePageData } from '../server/search-entry';
import { formatFlightDuration } from '../rules/duration';
import { flightQueryOf } from '../rules/query-params';
import { FlightSearchBox } from '../search-box/flight-search-box';
import { AirlineLogo } from '../results/airline-logo';
import { routeBreadcrumbJsonLd, routeFaresJsonLd } from './route-json-ld';
import { RouteDayList } from './route-day-list';
import { RouteLinks } from './route-links';
import { routePagePath } from './route-path';
import styles from './route-page.module.css';
import { Breadcrumb } from '@/components/navigation/breadcrumb';

export type RoutePageProps = { lang: Lang; slug: string };

/** The route a slug names, or a 404 (unknown slug or route); a slug with other city words goes to the canonical one. */
async function loadRoute({ lang, slug }: RoutePageProps): Promise<{ data: RoutePageData; path: string }> {
  const codes = flightRouteOf(slug);
  if (!codes) notFound();
  const data = await routePageData(codes.originCode, codes.destinCode);
  if (!data) notFound();
  const path = routePagePath(data.origin, data.destination);
  if (`${FLIGHTS_PATH}/${slug}` !== path) permanentRedirect(localePath(lang, path));
  return { data, path };
}

const city = (a: RoutePageData['origin'], lang: Lang) => (lang === 'vi' ? a.cityNameVi : a.cityNameEn) || a.cityNameVi;

export async function routeMetadata(props: RoutePageProps): Promise<Metadata> {
  const { lang } = props;
  const { data, path } = await loadRoute(props);
  const t = getServerT(lang, 'flights');
  const brand = getServerT(lang, 'common')('brand');
  const names = { origin: city(data.origin, lang), destin: city(data.destination, lang) };
  return {
    title: t('route.metaTitle', { ...names, brand }),
    description: t('route.metaDescription', {
      ...names,
      originCode: data.originCode,
      destinCode: data.destinCode,
      airlines: data.airlines.map((a) => (lang === 'vi' ? a.nameVi : a.name)).join(', '),
      perDay: data.dailyDepartures,
      duration: formatFlightDuration(data.shortestDuration),
      price: data.cheapest ? formatMoney(data.cheapest.price, 'VND', 1) : '—',
    }),
    alternates: alternates(lang, path),
  };
}

/** /ve-may-bay/<city>-di-<city>-<org>-<dst>: an indexable page about one route, its facts and cheapest days. */
export async function RoutePage(props: RoutePageProps) {
  const { lang } = props;
  const { data, path } = await loadRoute(props);
  const t = getServerT(lang, 'flights');
  const origin = siteUrl();
  const names = { origin: city(data.origin, lang), destin: city(data.destination, lang) };
  const heading = t('route.heading', names);
  const dayHref = (date: string) =>
    localePath(
      lang,
      flightResultsPath(
        flightQueryOf({
          originCode: data.originCode,
          destinCode: data.destinCode,
          departDate: date,
          returnDate: null,
          adultCount: 1,
          childCount: 0,
          infantCount: 0,
        }),
      ),
    );
  const weekday = new Intl.DateTimeFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { weekday: 'short', timeZone: 'UTC' });
  const fares = data.days.filter((d): d is { date: string; minPrice: number; airline: string | null } => d.minPrice !== null);
  const [airports, day] = await Promise.all([listAirports(), routeDayFlights(data.originCode, data.destinCode)]);
  const crumbs = [
    { name: t('route.breadcrumbHome'), url: origin + localePath(lang, HOME_PATH) },
    { name: t('route.breadcrumbFlights'), url: origin + localePath(lang, FLIGHTS_PATH) },
    { name: heading, url: origin + localePath(lang, path) },
  ];
  return (
    <div className={styles.page}>
      <JsonLd data={routeBreadcrumbJsonLd(crumbs)} />
      <JsonLd
        data={routeFaresJsonLd(
          t('route.cheapest'),
          fares.map((d) => ({
            name: `${heading} ${toSummaryDate(d.date)}`,
            url: origin + dayHref(d.date),
            price: d.minPrice,
            date: d.date,
          })),
        )}
      />
      <Breadcrumb
        label={getServerT(lang, 'common')('breadcrumb')}
        crumbs={[
          { label: t('route.breadcrumbHome'), href: localePath(lang, HOME_PATH) },
          { label: t('route.breadcrumbFlights'), href: localePath(lang, FLIGHTS_PATH) },
          { label: heading },
        ]}
      />
      <h1 className={styles.heading} data-testid="route-heading">
        {heading}
      </h1>
      <FlightSearchBox
        lang={lang}
        airports={airports}
        variant="listing"
        initial={{ originCode: data.originCode, destinCode: data.destinCode }}
      />
      <RouteDayList lang={lang} day={day} airlines={data.airlines} hrefOf={dayHref} />
      <section aria-labelledby="route-facts" className={styles.section}>
        <h2 id="route-facts" className={styles.title}>
          {t('route.facts')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('route.airlines')}</dt>
            <dd className={styles.airlines}>
              {data.airlines.map((a) => (
                <span key={a.code} className={styles.airline}>
                  <AirlineLogo code={a.code} name={lang === 'vi' ? a.nameVi : a.name} logo={a.logo} /> {lang === 'vi' ? a.nameVi : a.name}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('route.perDay')}</dt>
            <dd>
              {data.dailyDepartures} ({data.firstDeparture} - {data.lastDeparture})
            </dd>
          </div>
          <div>
            <dt>{t('route.duration')}</dt>
            <dd>{formatFlightDuration(data.shortestDuration)}</dd>
          </div>
          <div>
            <dt>{t('route.distance')}</dt>
            <dd>{t('route.distanceKm', { km: data.distanceKm.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US') })}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="route-fares" className={styles.section}>
        <h2 id="route-fares" className={styles.title}>
          {t('routePage.faresTitle', { from: toSummaryDate(data.days[0]!.date), to: toSummaryDate(data.days[data.days.length - 1]!.date) })}
        </h2>
        <p className={styles.muted}>{t('routePage.faresNote')}</p>
        {fares.length === 0 ? (
          <p>{t('route.noFares')}</p>
        ) : (
          <ul className={styles.days} data-testid="route-fares">
            {fares.map((d) => (
              <li key={d.date}>
                <a className={`${styles.day} ${data.cheapest?.date === d.date ? styles.cheapest : ''}`} href={dayHref(d.date)}>
                  <span className={styles.weekday}>{weekday.format(new Date(`${d.date}T00:00:00Z`))}</span>
                  <span>{toSummaryDate(d.date)}</span>
                  <Price vnd={d.minPrice} className={styles.price} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RouteLinks lang={lang} data={data} />
    </div>
  );
}
