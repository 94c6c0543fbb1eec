import 'server-only';
import { getServerT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/config';
import { formatVnd } from '@/lib/money/format-money';
import { formatDisplayDate, formatPoints } from '../format';
import type { Coupon } from '../schemas';
import { listBenefits } from '../server/list-benefits';
import { listRedeemOffers } from '../server/list-redeem-offers';
import { availableCoupons } from '../server/loyalty-summary';
import { memberInfo } from '../server/member-info';
import { RedeemButton } from './redeem-button';
import styles from './loyalty.module.css';

/** Where the client puts the new coupon's code in the translated message. */
const CODE_SLOT = '%CODE%';

function couponText(
  coupon: Pick<Coupon, 'discount_type' | 'discount_value' | 'max_discount_vnd'>,
  t: ReturnType<typeof getServerT>,
): string {
  const off = t('couponOff', {
    value: coupon.discount_type === 'percent' ? `${coupon.discount_value}%` : formatVnd(coupon.discount_value),
  });
  return coupon.max_discount_vnd ? `${off} (${t('couponCap', { cap: formatVnd(coupon.max_discount_vnd) })})` : off;
}

/** The rewards page: available coupons, the benefits of the member's level, and offers to buy with points. */
export async function RewardsPageView({ userId, lang }: { userId: number; lang: Lang }) {
  const t = getServerT(lang, 'loyalty');
  const [info, coupons, benefits, offers] = await Promise.all([
    memberInfo(userId),
    availableCoupons(userId),
    listBenefits(userId),
    listRedeemOffers(),
  ]);
  const labels = { redeem: t('redeem'), redeeming: t('redeeming'), redeemed: t('redeemed', { code: CODE_SLOT }) };
  // inside the layout's <main>: one main per page
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('rewardsTitle')}</h1>
      <section className={styles.card} data-testid="coupons">
        <h2 className={styles.heading}>{t('coupons')}</h2>
        {coupons.length === 0 ? (
          <p className={styles.muted}>{t('noCoupons')}</p>
        ) : (
          <ul className={styles.list}>
            {coupons.map((coupon) => (
              <li key={coupon.code} className={styles.item}>
                <div className={styles.code}>{coupon.code}</div>
                <div>{couponText(coupon, t)}</div>
                <div className={styles.muted}>
                  {t('couponValidity', { from: formatDisplayDate(coupon.valid_from), to: formatDisplayDate(coupon.valid_to) })} ·{' '}
                  {t('usesLeft', { count: coupon.uses_left })}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {info && (
        <section className={styles.card} data-testid="benefits">
          <h2 className={styles.heading}>{t('benefits', { level: lang === 'vi' ? info.level_name : info.level_name_en })}</h2>
          {benefits.length === 0 ? (
            <p className={styles.muted}>{t('noBenefits')}</p>
          ) : (
            <ul className={styles.list}>
              {benefits.map((benefit) => (
                <li key={benefit.id} className={styles.item}>
                  <div className={styles.value}>{lang === 'vi' ? benefit.benefit_name : benefit.benefit_name_en}</div>
                  {lang === 'vi' && <div className={styles.muted}>{benefit.description}</div>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section className={styles.card} data-testid="offers">
        <h2 className={styles.heading}>{t('offers')}</h2>
        {info && (
          <p className={styles.muted}>
            {t('points')}: {formatPoints(info.available_point, lang)}
          </p>
        )}
        {offers.length === 0 ? (
          <p className={styles.muted}>{t('noOffers')}</p>
        ) : (
          <ul className={styles.list}>
            {offers.map((offer) => (
              <li key={offer.id} className={styles.item}>
                <div className={styles.value}>{lang === 'vi' ? offer.name : offer.name_en}</div>
                <div className={styles.muted}>{t('offerCost', { points: formatPoints(offer.points_cost, lang) })}</div>
                <RedeemButton offerId={offer.id} labels={labels} lang={lang} disabled={info?.status !== 'ACTIVE'} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
