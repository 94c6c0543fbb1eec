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
  /** how many of them still have rooms for the stay; all of them when not given */
  available?: number;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  nights: number;
};

/**
 * Spec 2.3: Home > "N hotels in {location} with rooms from DD/MM to DD/MM, N nights". It only says "with
 * rooms" of hotels that have some: "sold out" when none has, "M with rooms" when only some have.
 */
export function ListingBreadcrumb({ t, homeHref, parents = [], location, total, available = total, checkIn, checkOut, nights }: Props) {
  const key = total > 0 && available <= 0 ? 'summarySoldOut' : available < total ? 'summarySome' : 'summary';
  const summary = t(`breadcrumb.${key}`, {
    hotels: t('hotelCount', { count: total }),
    available,
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
