import 'server-only';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { localePath } from '@/lib/paths';
import type { PopularRoute, RoutePageData } from '../server/search-entry';
import { routePagePath } from './route-path';
import styles from './route-page.module.css';

const pathOf = (r: PopularRoute) =>
  routePagePath({ code: r.originCode, cityNameVi: r.originCityVi }, { code: r.destinCode, cityNameVi: r.destinCityVi });

/** The way back and the flown routes near this one, as links to their route pages. */
export function RouteLinks({ lang, data }: { lang: Lang; data: RoutePageData }) {
  if (!data.reverse && data.nearby.length === 0) return null;
  const t = getServerT(lang, 'flights');
  const vi = lang === 'vi';
  const label = (r: PopularRoute) => `${vi ? r.originCityVi : r.originCityEn} → ${vi ? r.destinCityVi : r.destinCityEn}`;
  const km = (n: number) => n.toLocaleString(vi ? 'vi-VN' : 'en-US');
  const cityOf = (a: RoutePageData['origin']) => (vi ? a.cityNameVi : a.cityNameEn) || a.cityNameVi;
  return (
    <section aria-labelledby="route-others" className={styles.section}>
      <h2 id="route-others" className={styles.title}>
        {t('route.otherRoutes')}
      </h2>
      {data.reverse && (
        <p className={styles.reverse}>
          {t('routePage.reverse')}:{' '}
          <a href={localePath(lang, pathOf(data.reverse))} data-testid="route-reverse">
            {label(data.reverse)}
          </a>
        </p>
      )}
      {data.nearby.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t('routePage.nearbyTitle')}</h3>
          <ul className={styles.others} data-testid="route-nearby">
            {data.nearby.map((r) => (
              <li key={`${r.originCode}-${r.destinCode}`}>
                <a href={localePath(lang, pathOf(r))}>{label(r)}</a>{' '}
                <span className={styles.muted}>
                  (
                  {t('routePage.nearKm', {
                    km: km(r.nearKm),
                    city: r.replaces === 'destination' ? cityOf(data.destination) : cityOf(data.origin),
                  })}
                  )
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
