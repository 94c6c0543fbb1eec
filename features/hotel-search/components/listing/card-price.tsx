'use client';

import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/features/currency/index';
import type { HotelListItem } from '../../schemas';
import { priceView } from '../../listing/price-view';
import { MemberTeaser } from './member-teaser';
import { usePriceMode } from './price-mode-context';
import styles from './hotel-card.module.css';

type Props = {
  hotel: HotelListItem;
  nights: number;
  isLoggedIn: boolean;
  ssoBaseUrl: string;
};

/** Spec 4 price view: per night or total, with or without taxes and fees, per the shared flags. */
export function CardPrice({ hotel, nights, isLoggedIn, ssoBaseUrl }: Props) {
  const { t } = useTranslation('hotelList');
  const { format } = useCurrency();
  const flags = usePriceMode();
  const view = priceView(hotel, flags, nights);
  const tooltip = t(flags.isPriceOneNight ? 'price.tooltipNight' : 'price.tooltipAverage', { price: format(view.tooltipAmount) });
  const promotion = hotel.show_prices.promotion;
  return (
    <div className={styles.price} data-testid="hotel-price">
      {promotion.show && promotion.title && <p className={styles.promotion}>{promotion.title}</p>}
      {view.percent !== null && (
        <span className={styles.percent} data-testid="discount-percent">
          {t('price.percent', { percent: view.percent })}
        </span>
      )}
      {view.strikethrough !== null && (
        <del className={styles.strike} data-testid="price-strikethrough">
          <span className="visually-hidden">{t('price.original')} </span>
          {format(view.strikethrough)}
        </del>
      )}
      <Tooltip title={tooltip}>
        <button type="button" className={styles.amount} aria-label={`${format(view.amount)}. ${tooltip}`} data-testid="price-amount">
          {format(view.amount)}
        </button>
      </Tooltip>
      <p className={styles.priceLabel}>{t(view.labelKey, { count: nights })}</p>
      {!isLoggedIn && view.memberAmount !== null && <MemberTeaser price={format(view.memberAmount)} ssoBaseUrl={ssoBaseUrl} />}
    </div>
  );
}
