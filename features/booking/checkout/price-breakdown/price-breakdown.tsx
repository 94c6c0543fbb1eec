'use client';

import { useId, useState } from 'react';
import { Price } from '@/features/currency/index';
import { localized } from '@/lib/i18n/localized';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import type { CheckoutStep } from '@/lib/paths';
import type { BookingRequest } from '../../schemas';
import { breakdownView, type BreakdownLabel, type BreakdownLine } from './breakdown-view';
import styles from './price-breakdown.module.css';

type Props = {
  request: BookingRequest;
  step: CheckoutStep;
  isShowFinalPrice: boolean;
  onShowFinalPriceChange: (on: boolean) => void;
};

/**
 * The hotel price breakdown box of every step (spec 2.9, 4): a sidebar on desktop, a collapsible summary
 * fixed to the bottom of a phone's screen. What it shows is `breakdownView`; this only words and formats it.
 */
export function PriceBreakdown({ request, step, isShowFinalPrice, onShowFinalPriceChange }: Props) {
  const { t, i18n } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const view = breakdownView(request, step, { isShowFinalPrice });
  const text = (label: BreakdownLabel) => ('key' in label ? t(label.key, label.values) : localized(label.title, i18n.language));

  const lines = (items: BreakdownLine[], testId: string) => (
    <dl className={styles.lines} data-testid={testId}>
      {items.map((line) => (
        <div key={`${line.id}-${text(line.label)}`} className={styles.line} data-line={line.id}>
          <dt>{text(line.label)}</dt>
          <dd className={line.discount ? styles.discount : undefined}>
            {line.vnd === null ? null : (
              <>
                {line.discount ? '−' : null}
                <Price vnd={line.vnd} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );

  return (
    <section className={`${styles.box} ${open ? styles.open : ''}`} aria-labelledby={`${bodyId}-title`} data-testid="price-breakdown">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
        <span>{open ? t('breakdown.hide') : t('breakdown.show')}</span>
        {view.total !== null ? <Price vnd={view.total} className={styles.toggleTotal} /> : null}
      </button>
      <div id={bodyId} className={styles.body}>
        <h2 id={`${bodyId}-title`} className={styles.title}>
          {t('breakdown.title')}
        </h2>
        <p className={styles.hotel}>{localized({ vi: request.hotel.name_vi, en: request.hotel.name }, i18n.language)}</p>
        {lines(view.main, 'breakdown-main')}
        {view.discounts && view.discounts.length > 0 ? (
          <div className={styles.block}>
            <h3>{t('breakdown.discounts')}</h3>
            {lines(view.discounts, 'breakdown-discounts')}
          </div>
        ) : null}
        {view.vat ? (
          <div className={styles.block}>
            <h3>{t('breakdown.taxesAndFees')}</h3>
            {lines(view.vat, 'breakdown-vat')}
          </div>
        ) : null}
        {view.total !== null ? (
          <p className={styles.total} data-testid="breakdown-total">
            <span>
              {t('breakdown.total')}
              {view.percentOff > 0 ? <span className={styles.percent}>{t('breakdown.percentOff', { percent: view.percentOff })}</span> : null}
            </span>
            <Price vnd={view.total} className={styles.totalPrice} />
          </p>
        ) : null}
        <p className={styles.note}>{view.variant === 'incl' ? t('breakdown.inclNote') : t('breakdown.exclNote')}</p>
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={view.variant === 'incl'}
            disabled={step === 2}
            onChange={(event) => onShowFinalPriceChange(event.target.checked)}
          />
          {t('breakdown.showFinalPrice')}
        </label>
      </div>
    </section>
  );
}
