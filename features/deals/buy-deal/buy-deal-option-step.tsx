'use client';

import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import type { DealDetail } from '../schemas';
import type { BuyerDraft, BuyerErrors } from './buy-rules';
import styles from './buy-deal.module.css';

type BuyerFieldProps = {
  name: keyof BuyerDraft;
  label: string;
  type: string;
  autoComplete: string;
  buyer: BuyerDraft;
  errors: BuyerErrors;
  onBuyer: Dispatch<SetStateAction<BuyerDraft>>;
};

function BuyerField({ name, label, type, autoComplete, buyer, errors, onBuyer }: BuyerFieldProps) {
  const { t: tb } = useTranslation('booking');
  return (
    <div className={styles.field}>
      <label htmlFor={`deal-buyer-${name}`}>{label}</label>
      <input
        id={`deal-buyer-${name}`}
        type={type}
        value={buyer[name]}
        autoComplete={autoComplete}
        maxLength={name === 'email' ? 254 : 100}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `deal-buyer-${name}-error` : undefined}
        onChange={(event) => onBuyer((b) => ({ ...b, [name]: event.target.value }))}
      />
      {errors[name] ? (
        <span id={`deal-buyer-${name}-error`} className={styles.error}>
          {tb(errors[name])}
        </span>
      ) : null}
    </div>
  );
}

type OptionStepProps = {
  deal: DealDetail;
  option: DealDetail['price_deal'][number] | undefined;
  onOption: (id: number) => void;
  quantity: number;
  /** the quantity box's text (what is being typed, else the quantity) */
  quantityText: string;
  max: number;
  /** the − and + buttons: the typed quantity, one less or more, within 1…max */
  onQuantityStep: (delta: -1 | 1) => void;
  onQuantityText: (text: string) => void;
  onQuantityBlur: () => void;
  buyer: BuyerDraft;
  onBuyer: Dispatch<SetStateAction<BuyerDraft>>;
  errors: BuyerErrors;
  subtotal: number;
  onNext: () => void;
};

/** Step 1 of the buy-deal popup: the price option, the quantity, the buyer, the subtotal and "Tiếp tục". */
export function OptionStep(props: OptionStepProps) {
  const { deal, option, onOption, quantity, quantityText, max, onQuantityStep, onQuantityText, onQuantityBlur } = props;
  const { buyer, onBuyer, errors, subtotal, onNext } = props;
  const { t } = useTranslation('deals');
  const { format } = useCurrency();
  return (
    <form
      className={styles.body}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <fieldset className={styles.group}>
        <legend>{t('buy.option')}</legend>
        <ul className={styles.options}>
          {deal.price_deal.map((o) => (
            <li key={o.id}>
              <label className={`${styles.optionRow} ${o.id === option?.id ? styles.methodChecked : ''}`}>
                <input type="radio" name="deal-option" value={o.id} checked={o.id === option?.id} onChange={() => onOption(o.id)} />
                <span className={styles.methodName}>{o.name}</span>
                <span className={styles.optionPrice}>{format(o.sell_price)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="deal-quantity">{t('buy.quantity')}</label>
        <div className={styles.stepper}>
          <button type="button" onClick={() => onQuantityStep(-1)} disabled={quantity <= 1} aria-label={t('buy.decrease')}>
            −
          </button>
          <input
            id="deal-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantityText}
            onChange={(event) => onQuantityText(event.target.value)}
            onBlur={onQuantityBlur}
            aria-describedby="deal-quantity-max"
          />
          <button type="button" onClick={() => onQuantityStep(1)} disabled={quantity >= max} aria-label={t('buy.increase')}>
            +
          </button>
        </div>
        <span id="deal-quantity-max" className={styles.muted}>
          {t('buy.quantityMax', { count: max })}
        </span>
      </div>
      <fieldset className={styles.group}>
        <legend>{t('buy.buyer')}</legend>
        <BuyerField
          name="fullName"
          label={t('buy.fullName')}
          type="text"
          autoComplete="name"
          buyer={buyer}
          errors={errors}
          onBuyer={onBuyer}
        />
        <BuyerField name="email" label={t('buy.email')} type="email" autoComplete="email" buyer={buyer} errors={errors} onBuyer={onBuyer} />
        <BuyerField name="phone" label={t('buy.phone')} type="tel" autoComplete="tel" buyer={buyer} errors={errors} onBuyer={onBuyer} />
      </fieldset>
      <footer className={styles.footer}>
        <span>
          {t('buy.subtotal')}: <strong className={styles.total}>{format(subtotal)}</strong>
        </span>
        <button type="submit" className={styles.primary} data-testid="buy-deal-continue">
          {t('buy.continue')}
        </button>
      </footer>
    </form>
  );
}
