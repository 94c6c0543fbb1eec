import 'server-only';
import type { Metadata } from 'next';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { FLIGHTS_PATH, alternates, localePath } from '@/lib/paths';
import { listAirports, popularRoutes, suggestedDestinations } from '../server/search-entry';
import type { PopularRoute } from '../server/search-entry';
import { FlightSearchBox } from '../search-box/flight-search-box';
import { SUGGESTION_GROUPS } from '../search-box/airport-search';
import { routePagePath } from '../route-page/route-path';
import styles from './landing-page.module.css';

/** Routes the landing page links (domestic first, busiest first); the sitemap lists them all. */
const POPULAR_LIMIT = 12;

export async function landingMetadata(lang: Lang): Promise<Metadata> {
  const t = getServerT(lang, 'flights');
  const brand = getServerT(lang, 'common')('brand');
  return {
    title: t('landing.metaTitle', { brand }),
    description: t('landing.metaDescription'),
    alternates: alternates(lang, FLIGHTS_PATH),
  };
}

const routeHref = (lang: Lang, r: PopularRoute) =>
  localePath(lang, routePagePath({ code: r.originCode, cityNameVi: r.originCityVi }, { code: r.destinCode, cityNameVi: r.destinCityVi }));

/** /ve-may-bay: the flight search box, popular routes (to their route pages) and suggested destinations. */
export async function FlightsLanding({ lang }: { lang: Lang }) {
  const t = getServerT(lang, 'flights');
  const [airports, routes, suggestions] = await Promise.all([listAirports(), popularRoutes(), suggestedDestinations()]);
  const routeTo = new Map<string, PopularRoute>();
  for (const r of routes) if (!routeTo.has(r.destinCode)) routeTo.set(r.destinCode, r);
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.heading}>{t('landing.heading')}</h1>
        <p className={styles.subheading}>{t('landing.subheading')}</p>
        <FlightSearchBox lang={lang} airports={airports} suggestions={suggestions} />
      </section>
      <section aria-labelledby="popular-routes" className={styles.section}>
        <h2 id="popular-routes" className={styles.title}>
          {t('landing.popularRoutes')}
        </h2>
        <ul className={styles.routes} data-testid="popular-routes">
          {routes.slice(0, POPULAR_LIMIT).map((r) => (
            <li key={`${r.originCode}-${r.destinCode}`}>
              <a className={styles.route} href={routeHref(lang, r)}>
                <strong>
                  {lang === 'vi' ? r.originCityVi : r.originCityEn} → {lang === 'vi' ? r.destinCityVi : r.destinCityEn}
                </strong>
                <span className={styles.codes}>
                  {r.originCode} - {r.destinCode}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="suggested-destinations" className={styles.section}>
        <h2 id="suggested-destinations" className={styles.title}>
          {t('landing.suggested')}
        </h2>
        <div className={styles.groups}>
          {SUGGESTION_GROUPS.map((group) => (
            <div key={group}>
              <h3 className={styles.group}>{t(`box.groups.${group}`)}</h3>
              <ul className={styles.places}>
                {suggestions[lang][group].map((s) => {
                  const route = routeTo.get(s.code);
                  return (
                    <li key={s.code}>
                      {route ? <a href={routeHref(lang, route)}>{s.cityName}</a> : <span>{s.cityName}</span>}{' '}
                      <span className={styles.codes}>{s.code}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
