import 'server-only';
import type { TFunction } from 'i18next';
import { Price } from '@/features/currency/index';
import { memberPrice, memberTeaserPrice, type Viewer } from '@/features/hotels/index';
import styles from './hotel-detail-page.module.css';

type Offer = { nightlyInclusive: number; memberPercent: number; mobilePercent: number };

/**
 * A rate plan's nightly price for the viewer (spec 6): a confirmed member pays their own price (the public
 * one struck through, the discounts named); a guest sees "Chỉ còn {price}" with a log-in link back here
 * when a member discount is available.
 */
export function OfferPrice({ offer, viewer, loginHref, t }: { offer: Offer; viewer: Viewer; loginHref: string; t: TFunction }) {
  const discounts = { memberPercent: offer.memberPercent, mobilePercent: offer.mobilePercent };
  const own = viewer.kind === 'signed-in' && viewer.rates ? memberPrice(offer.nightlyInclusive, discounts, viewer.rates) : null;
  const teaser = viewer.kind === 'guest' ? memberTeaserPrice(offer.nightlyInclusive, discounts) : null;
  if (own) {
    return (
      <span className={styles.priceBlock} data-testid="offer-member-price">
        <del className={styles.was}>
          <span className="visually-hidden">{t('publicPrice')} </span>
          <Price vnd={offer.nightlyInclusive} />
        </del>
        <span className={styles.price}>
          <Price vnd={own.price} /> {t('perNight')}
        </span>
        <span className={styles.memberLines}>
          {t('memberPrice')}: {own.lines.map((line) => t(`memberLine.${line.kind}`, { percent: line.percent })).join(' · ')}
        </span>
      </span>
    );
  }
  return (
    <span className={styles.priceBlock}>
      <span className={styles.price}>
        <Price vnd={offer.nightlyInclusive} /> {t('perNight')}
      </span>
      {teaser !== null && (
        <span className={styles.teaser} data-testid="offer-member-teaser">
          <span className={styles.teaserPrice}>
            {t('memberOnly', { price: '' })}
            <Price vnd={teaser} />
          </span>
          <a href={loginHref} rel="nofollow" className={styles.teaserLogin} data-testid="offer-member-login">
            {t('memberLogin')}
          </a>
        </span>
      )}
    </span>
  );
}
