'use client';

import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import { priceView, type PricedHotel } from '../price-view';
import { MemberTeaser } from './member-teaser';
import { usePriceMode } from '../price-mode-context';
import { useViewer } from '../viewer';
import styles from './hotel-card.module.css';

// antd's Tooltip (with rc-trigger) loads on the first hover over a price, not with the page.
const PriceTooltip = lazy(() => import('./price-tooltip'));

type Props = {
  hotel: PricedHotel;
  nights: number;
  ssoBaseUrl: string;
};

/** Spec 4 price view: per night or total, with or without taxes and fees, per the shared flags. */
export function CardPrice({ hotel, nights, ssoBaseUrl }: Props) {
  const { t } = useTranslation('hotelList');
  const { format } = useCurrency();
  const flags = usePriceMode();
  const viewer = useViewer();
  // a confirmed member pays their own price: the public one is struck through, in the same unit, with the member percent
  const view = priceView(hotel, flags, nights, viewer.kind === 'signed-in' ? viewer.rates : null);
  const shortUnit = flags.isPriceOneNight ? t('unitShort.night') : t('unitShort.total', { count: nights });
  const tooltip = t(flags.isPriceOneNight ? 'price.tooltipNight' : 'price.tooltipAverage', { price: format(view.tooltipAmount) });
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const tooltipLoaded = useOpenedOnce(tooltipOpen);
  const amount = (
    <button
      type="button"
      className={styles.amount}
      aria-label={`${format(view.amount)}. ${tooltip}`}
      data-testid="price-amount"
      onPointerEnter={() => setTooltipOpen(true)}
      onPointerLeave={() => setTooltipOpen(false)}
    >
      {format(view.amount)}
    </button>
  );
  return (
    <div className={styles.price} data-testid="hotel-price">
      {/* one discount per card: the percent beside the struck-through price (promotion.title says the same) */}
      {view.strikethrough !== null && (
        <p className={styles.was}>
          {view.percent !== null && (
            <span className={styles.percent} data-testid="discount-percent">
              {t('price.percent', { percent: view.percent })}
            </span>
          )}
          <del className={styles.strike} data-testid="price-strikethrough">
            {/* a member's own price strikes the public one through, as the hotel page names it */}
            <span className="visually-hidden">{`${t(view.member ? 'price.public' : 'price.original')} `}</span>
            {format(view.strikethrough)}
          </del>{' '}
          <span className={styles.unit} data-testid="price-strikethrough-unit">
            {shortUnit}
          </span>
        </p>
      )}
      {tooltipLoaded ? (
        <Suspense fallback={amount}>
          <PriceTooltip title={tooltip} open={tooltipOpen} onOpenChange={setTooltipOpen}>
            {amount}
          </PriceTooltip>
        </Suspense>
      ) : (
        amount
      )}
      <p className={styles.priceLabel}>{t(view.labelKey, { count: nights })}</p>
      {view.member && (
        <p className={styles.memberLines} data-testid="member-price">
          <span className={styles.memberPrice}>{t('member.label')}</span>{' '}
          {view.member.lines.map((line) => t(`member.${line.kind}`, { percent: line.percent })).join(' · ')}
        </p>
      )}
      {viewer.kind === 'guest' && view.memberAmount !== null && (
        <MemberTeaser price={format(view.memberAmount)} unit={t(view.unitKey, { count: nights })} ssoBaseUrl={ssoBaseUrl} />
      )}
    </div>
  );
}
