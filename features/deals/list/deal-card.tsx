import type { TFunction } from 'i18next';
import { Price } from '@/features/currency/index';
import type { Lang } from '@/lib/i18n/config';
import { localePath } from '@/lib/paths';
import { pricePerAdult } from '../rules/price';
import { DEAL_LIMITS, type DealCard } from '../schemas';
import styles from './deals.module.css';

const FIRST_ROW = 4;

type Props = { deal: DealCard; lang: Lang; t: TFunction; eager: boolean; headingLevel?: 'h2' | 'h3' };

/**
 * The from price as every page shows it (card, deal page, JSON-LD): the API's price_per_adult (rules fromPrice:
 * from_price.sell_price / adult_number, a voucher's for 1) and the struck list price in the same unit (spec 9).
 */
export function cardPrices(deal: DealCard): { price: number; listPrice: number; percent: number } {
  const adults = deal.deal_type === 'combo' ? deal.adult_number : 1;
  return {
    price: deal.price_per_adult,
    listPrice: pricePerAdult(deal.from_price.list_price, adults),
    percent: deal.from_price.discount_percent,
  };
}

/**
 * A deal card (spec 2.13): the 260x150 thumbnail (sized, lazy below the first row), name, hotel and stars,
 * room nights, the from price with the struck list price and the discount, "/ người lớn" for a combo, and
 * "Hết" once sold out. A plain server component: no client code but the shared Price.
 */
function DealCardView({ deal, lang, t, eager, headingLevel: Heading = 'h2' }: Props) {
  const { price, listPrice, percent } = cardPrices(deal);
  const href = localePath(lang, deal.path);
  return (
    <article
      className={styles.card}
      data-testid="deal-card"
      data-deal-id={deal.id}
      data-deal-type={deal.deal_type}
      data-sold-out={deal.sold_out || undefined}
    >
      <a href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {/* local thumbnails at their display size need no optimisation pipeline */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          className={styles.image}
          src={deal.thumbnail}
          alt=""
          width={DEAL_LIMITS.thumbWidth}
          height={DEAL_LIMITS.thumbHeight}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {deal.sold_out ? (
          <span className={styles.soldOut} data-testid="deal-sold-out">
            {t('card.soldOut')}
          </span>
        ) : percent > 0 ? (
          <span className={styles.discount}>{t('card.discount', { percent })}</span>
        ) : null}
      </a>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={href} className={styles.link}>
            {deal.name}
          </a>
        </Heading>
        <p className={styles.hotel}>
          {deal.hotel.name}
          {deal.hotel.star_rate > 0 ? (
            <span className={styles.stars} role="img" aria-label={t('card.stars', { count: deal.hotel.star_rate })}>
              {'★'.repeat(Math.round(deal.hotel.star_rate))}
            </span>
          ) : null}
        </p>
        <p className={styles.nights}>{t('card.roomNights', { count: deal.room_nights })}</p>
        <div className={styles.prices}>
          {listPrice > price ? (
            <s className={styles.listPrice}>
              <span className="visually-hidden">{t('card.listPrice')} </span>
              <Price vnd={listPrice} />
            </s>
          ) : null}
          <span className={styles.from} data-testid="deal-card-from">
            {t('card.from')} <Price vnd={price} className={styles.price} />
            {deal.deal_type === 'combo' ? <span className={styles.perAdult}> {t('card.perAdult')}</span> : null}
          </span>
        </div>
      </div>
    </article>
  );
}

/** Cards in a grid; the first row (up to 4 cards wide) loads its images eagerly unless told otherwise, the rest lazily. */
export function DealGrid({
  deals,
  lang,
  t,
  headingLevel,
  eagerCount = FIRST_ROW,
}: {
  deals: DealCard[];
  lang: Lang;
  t: TFunction;
  headingLevel?: 'h2' | 'h3';
  eagerCount?: number;
}) {
  return (
    <ul className={styles.grid} data-testid="deal-grid">
      {deals.map((deal, i) => (
        <li key={deal.id}>
          <DealCardView deal={deal} lang={lang} t={t} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
