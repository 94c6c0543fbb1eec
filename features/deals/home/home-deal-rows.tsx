import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/config';
import { COMBO_PATH, DEALS_PATH, localePath } from '@/lib/paths';
import type { DealCard } from '../schemas';
import { DealGrid } from '../list/deal-card';
import styles from '../list/deals.module.css';

/** How many cards a home row shows (one row at desktop width). */
export const HOME_ROW_SIZE = 4;

function Row({
  id,
  title,
  subtitle,
  href,
  deals,
  lang,
  t,
}: {
  id: string;
  title: string;
  subtitle: string;
  href: string;
  deals: DealCard[];
  lang: Lang;
  t: TFunction;
}) {
  if (deals.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionSubtitle}>{subtitle}</p>
        </div>
        <a className={styles.seeAll} href={localePath(lang, href)}>
          {t('home.seeAll')}
        </a>
      </div>
      {/* below the search box: every image lazy, its box sized by the card (no layout shift) */}
      <DealGrid deals={deals.slice(0, HOME_ROW_SIZE)} lang={lang} t={t} headingLevel="h3" eagerCount={0} />
    </section>
  );
}

/** The home page's "Ưu đãi" and "Combo" rows: plain server components (no client code of their own). */
export function HomeDealRows({ deals, combos, lang, t }: { deals: DealCard[]; combos: DealCard[]; lang: Lang; t: TFunction }) {
  return (
    <>
      <Row
        id="home-deals"
        title={t('home.dealsTitle')}
        subtitle={t('home.dealsSubtitle')}
        href={DEALS_PATH}
        deals={deals}
        lang={lang}
        t={t}
      />
      <Row
        id="home-combos"
        title={t('home.comboTitle')}
        subtitle={t('home.comboSubtitle')}
        href={COMBO_PATH}
        deals={combos}
        lang={lang}
        t={t}
      />
    </>
  );
}
