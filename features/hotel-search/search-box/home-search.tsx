import 'server-only';
import { todayIso } from '@/lib/dates/product-date';
import type { Lang } from '@/lib/i18n/config';
import { SearchBox } from './search-box';
import { bestPriceConfig } from '../server/best-price-config';
import styles from './home-search.module.css';

/** The home page's search box under the slideshow; defaults per spec 5 (today, 1 night, 1 room, 1 adult). */
export function HomeSearch({ lang, title }: { lang: Lang; title: string }) {
  return (
    <section className={styles.box} aria-labelledby="home-search-title">
      <h1 id="home-search-title" className={styles.title}>
        {title}
      </h1>
      <SearchBox
        lang={lang}
        variant="home"
        bestPrice={bestPriceConfig()}
        initial={{ checkIn: todayIso(), nights: 1, roomCount: 1, adultCount: 1 }}
      />
    </section>
  );
}
