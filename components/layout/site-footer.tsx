import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/config';
import { COMBO_PATH, DEALS_PATH, FLIGHTS_PATH, HOTELS_PATH, ORDER_LOOKUP_PATH, localePath } from '@/lib/paths';
import styles from './site-footer.module.css';

export function SiteFooter({ lang, t }: { lang: Lang; t: TFunction }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section>
          <h2 className={styles.heading}>{t('footer.about')}</h2>
          <p>{t('footer.aboutText')}</p>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.products')}</h2>
          <ul className={styles.list}>
            <li><a href={localePath(lang, HOTELS_PATH)}>{t('nav.hotels')}</a></li>
            <li><a href={localePath(lang, FLIGHTS_PATH)}>{t('nav.flights')}</a></li>
            <li><a href={localePath(lang, COMBO_PATH)}>{t('nav.combo')}</a></li>
            <li><a href={localePath(lang, DEALS_PATH)}>{t('nav.deals')}</a></li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.support')}</h2>
          <p>{t('footer.hotline')}</p>
          <p>{t('footer.email')}</p>
          <p>
            <a href={localePath(lang, ORDER_LOOKUP_PATH)}>{t('lookup.title', { ns: 'orders' })}</a>
          </p>
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
