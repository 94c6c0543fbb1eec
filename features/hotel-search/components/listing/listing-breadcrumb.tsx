import type { TFunction } from 'i18next';
import { toBreadcrumbDate } from '@/lib/dates/product-date';
import styles from './listing-header.module.css';

type Props = {
  t: TFunction;
  homeHref: string;
  /** crumbs between Home and the current location, e.g. the province of a district */
  parents?: { label: string; href: string }[];
  location: string;
  total: number;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  nights: number;
};

/** Spec 2.3: Home > "N hotels in {location} with rooms from DD/MM to DD/MM, N nights". */
export function ListingBreadcrumb({ t, homeHref, parents = [], location, total, checkIn, checkOut, nights }: Props) {
  const summary = t('breadcrumb.summary', {
    hotels: t('hotelCount', { count: total }),
    location,
    from: toBreadcrumbDate(checkIn),
    to: toBreadcrumbDate(checkOut),
    nights: t('nights', { count: nights }),
  });
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb} data-testid="listing-breadcrumb">
      <ol>
        <li>
          <a href={homeHref}>{t('breadcrumb.home')}</a>
        </li>
        {parents.map((parent) => (
          <li key={parent.href}>
            <a href={parent.href}>{parent.label}</a>
          </li>
        ))}
        <li aria-current="page">{summary}</li>
      </ol>
    </nav>
  );
}
