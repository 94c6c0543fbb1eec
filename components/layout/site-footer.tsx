import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import {
  ARTICLES_PATH,
  COMBO_PATH,
  CONTACT_PATH,
  DEALS_PATH,
  FLIGHTS_PATH,
  HOTELS_PATH,
  LEGAL_PATHS,
  ORDER_LOOKUP_PATH,
  localePath,
  type PaidProduct,
} from '@/lib/paths';
import styles from './site-footer.module.css';

const CONDITIONS: readonly PaidProduct[] = ['hotel', 'flight', 'voucher', 'combo'];

/** `newsletter`: the newsletter form the layout hands in (components know no feature), with its heading. */
export function SiteFooter({ lang, t, newsletter }: { lang: Lang; t: TFunction; newsletter?: { title: string; form: ReactNode } }) {
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
            <li>
              <a href={localePath(lang, HOTELS_PATH)}>{t('nav.hotels')}</a>
            </li>
            <li>
              <a href={localePath(lang, FLIGHTS_PATH)}>{t('nav.flights')}</a>
            </li>
            <li>
              <a href={localePath(lang, COMBO_PATH)}>{t('nav.combo')}</a>
            </li>
            <li>
              <a href={localePath(lang, DEALS_PATH)}>{t('nav.deals')}</a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.support')}</h2>
          <p>{t('footer.hotline')}</p>
          <p>{t('footer.email')}</p>
          <p>
            <a href={localePath(lang, ORDER_LOOKUP_PATH)}>{t('title', { ns: 'orderLookup' })}</a>
          </p>
          <p>
            <a href={localePath(lang, CONTACT_PATH)}>{t('contactLink', { ns: 'content' })}</a>
          </p>
          <p>
            <a href={localePath(lang, ARTICLES_PATH)}>{t('articlesTitle', { ns: 'content' })}</a>
          </p>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.policies')}</h2>
          <ul className={styles.list}>
            <li>
              <a href={localePath(lang, LEGAL_PATHS.terms)}>{t('footer.terms')}</a>
            </li>
            <li>
              <a href={localePath(lang, LEGAL_PATHS.privacy)}>{t('footer.privacy')}</a>
            </li>
            {CONDITIONS.map((product) => (
              <li key={product}>
                <a href={localePath(lang, LEGAL_PATHS[product])}>{t(`conditions.${product}`)}</a>
              </li>
            ))}
          </ul>
        </section>
        {newsletter ? (
          <section>
            <h2 className={styles.heading}>{newsletter.title}</h2>
            {newsletter.form}
          </section>
        ) : null}
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
