import 'server-only';
import type { TFunction } from 'i18next';
import { Price } from '@/features/currency/index';
import { memberPrice, type Viewer } from '@/features/hotels/index';
import type { OfferPrices } from './offer-prices';
import styles from './rooms.module.css';

type Props = {
  prices: OfferPrices;
  discounts: { memberPercent: number; mobilePercent: number };
  nights: number;
  viewer: Viewer;
  loginHref: string;
  t: TFunction;
};

const percentOff = (list: number, sale: number) => (list > 0 ? Math.round((1 - sale / list) * 100) : 0);

/**
 * One room of a rate plan for the stay, for this viewer (spec 6): per night and in total with VAT and fees,
 * the value without them, the list price struck through when promoted; a confirmed member pays their own
 * price (the public one struck through, the discounts named); a guest sees "Chỉ còn {price}" with a log-in
 * link back here when a member discount exists.
 */
export function OfferPrice({ prices, discounts, nights, viewer, loginHref, t }: Props) {
  const own = viewer.kind === 'signed-in' && viewer.rates ? memberPrice(prices.totalInclusive, discounts, viewer.rates) : null;
  const promoted = prices.listTotalInclusive > prices.totalInclusive;
  const perNight = (total: number) => Math.round(total / Math.max(1, nights));
  return (
    <div className={styles.priceBlock}>
      {own ? (
        <span className={styles.memberBlock} data-testid="offer-member-price">
          <del className={styles.was}>
            <span className="visually-hidden">{t('publicPrice')} </span>
            <Price vnd={prices.totalInclusive} />
          </del>
          <span className={styles.memberLines}>
            {t('memberPrice')}: {own.lines.map((line) => t(`memberLine.${line.kind}`, { percent: line.percent })).join(' · ')}
          </span>
        </span>
      ) : null}
      <span className={styles.price}>
        <span className={styles.amount}>
          <Price vnd={perNight(prices.payTotal)} />
        </span>{' '}
        {t('perNight')}
      </span>
      <span className={styles.total}>
        {t('stayTotal', { count: nights })}{' '}
        {promoted && !own && (
          <span className={styles.was} data-testid="offer-list-price">
            <del>
              <span className="visually-hidden">{t('listPrice')} </span>
              <span className={styles.amount}>
                <Price vnd={prices.listTotalInclusive} />
              </span>
            </del>{' '}
            <span className={styles.percent}>−{percentOff(prices.listTotalInclusive, prices.totalInclusive)}%</span>{' '}
          </span>
        )}
        <strong className={styles.amount} data-testid="offer-total" data-vnd={prices.payTotal}>
          <Price vnd={prices.payTotal} />
        </strong>
      </span>
      <span className={styles.muted} data-testid="offer-exclusive">
        {t('exclusive')}{' '}
        <span className={styles.amount}>
          <Price vnd={prices.totalExclusive} />
        </span>
      </span>
      {prices.teaserTotal !== null && (
        <span className={styles.teaser} data-testid="offer-member-teaser">
          <span className={styles.teaserPrice}>
            {t('memberOnly', { price: '' })}
            <Price vnd={prices.teaserTotal} />
          </span>
          <a href={loginHref} rel="nofollow" className={styles.teaserLogin} data-testid="offer-member-login">
            {t('memberLogin')}
          </a>
        </span>
      )}
    </div>
  );
}
