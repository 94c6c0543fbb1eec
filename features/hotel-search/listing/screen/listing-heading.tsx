import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/config';
import type { SearchLocation } from '../../schemas';
import { locationFullAddress, locationName } from './location-text';
import styles from './listing-header.module.css';

type Props = {
  t: TFunction;
  lang: Lang;
  location: SearchLocation;
  isDomestic: boolean;
  /** the star rating given by the page's SEO data, when it has one */
  seoStarRate?: number | null;
  /** extra.location_info.full_addr, used when the location has no full address */
  fullAddressFallback?: string;
};

/**
 * Spec 2.3: "{star}-star hotels in {full address}" when SEO data gives a star rating, otherwise
 * "Hotels in {location}", the location being the full address for domestic searches.
 */
export function ListingHeading({ t, lang, location, isDomestic, seoStarRate, fullAddressFallback }: Props) {
  const fullAddress = locationFullAddress(location, lang, fullAddressFallback);
  const text = seoStarRate
    ? t('heading.starIn', { count: seoStarRate, location: fullAddress })
    : t('heading.in', { location: isDomestic ? fullAddress : locationName(location, lang) });
  return (
    <h1 className={styles.heading} data-testid="listing-heading">
      {text}
    </h1>
  );
}
