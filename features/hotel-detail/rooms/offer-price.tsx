import 'server-only';
import type { TFunction } from 'i18next';
import { Price } from '@/features/currency/index';
import type { Viewer } from '@/features/hotels/index';
import type { OfferPrices } from './offer-prices';
import styles from './rooms.module.css';

type Props = { prices: OfferPrices; viewer: Viewer; loginHref: string; t: TFunction };

const percentOff = (list: number, sale: number) => (list > 0 ? Math.round((1 - sale / list) * 100) : 0);

/**
 * One room of a rate plan for the stay, for this viewer (spec 6). Every figure names its unit and a struck-through
 * price stands in the unit of the price beside it: the headline per night with VAT and fees (a confirmed member's
 * own price with the public one struck through per night, else the list price struck through per night when
 * promoted), the stay total, the per-night value before taxes and fees, and a guest's "Chỉ còn {price}/đêm".
 */
export function OfferPrice({ prices, viewer, loginHref, t }: Props) {
  const member = prices.memberLines.length > 0;
  const promoted = !member && prices.listNight > prices.publicNight;
  return (
    <div className={styles.priceBlock}>
      {member && (
        <span className={styles.memberBlock} data-testid="offer-member-price">
          <del className={styles.was}>
            <span className="visually-hidden">{t('publicPrice')} </span>
            <Price vnd={prices.publicNight} />
            {t('perNightShort')}
          </del>
          <span className={styles.memberLines}>
            {t('memberPrice')}: {prices.memberLines.map((line) => t(`memberLine.${line.kind}`, { percent: line.percent })).join(' · ')}
          </span>
        </span>
      )}
      {promoted && (
        <span className={styles.was} data-testid="offer-list-price">
          <del>
            <span className="visually-hidden">{t('listPrice')} </span>
            <Price vnd={prices.listNight} />
            {t('perNightShort')}
          </del>{' '}
          <span className={styles.percent}>−{percentOff(prices.listTotalInclusive, prices.totalInclusive)}%</span>
        </span>
      )}
      <span className={styles.price} data-testid="offer-night" data-vnd={prices.payNight}>
        <span className={styles.amount}>
          <Price vnd={prices.payNight} />
        </span>{' '}
        {t('perNight')}
      </span>
      <span className={styles.total}>
        {t('stayTotal', { count: prices.nights })}{' '}
        <strong className={styles.amount} data-testid="offer-total" data-vnd={prices.payTotal}>
          <Price vnd={prices.payTotal} />
        </strong>
      </span>
      <span className={styles.muted} data-testid="offer-exclusive">
        {t('exclusive')}{' '}
        <span className={styles.amount}>
          <Price vnd={prices.payNightExclusive} />
        </span>
        {t('perNightShort')}
      </span>
      {viewer.kind === 'guest' && prices.teaserNight !== null && (
        <span className={styles.teaser} data-testid="offer-member-teaser">
          <span className={styles.teaserPrice}>
            {t('memberOnly', { price: '' })}
            <Price vnd={prices.teaserNight} />
            {t('perNightShort')}
          </span>
          <a href={loginHref} rel="nofollow" className={styles.teaserLogin} data-testid="offer-member-login">
            {t('memberLogin')}
          </a>
        </span>
      )}
    </div>
  );
}
