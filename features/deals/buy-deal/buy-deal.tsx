'use client';

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { joinFullName, useAuth } from '@/features/auth/index';
import { useCurrency } from '@/features/currency/index';
import { PAY_TERMS_ID, PayTerms } from '@/components/legal/pay-terms';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from 'react-i18next';
import type { DealDetail } from '../schemas';
import { MethodRow, PurchaseSums, quantityLeftOf, useBuyErrorText } from './buy-deal-parts';
import { buyerErrors, buyerForApi, clampQuantity, maxQuantity, type BuyerDraft } from './buy-rules';
import { isDealOrderPending, useBuyDeal, useDealPaymentMethods } from './deal-api';
import { DealPendingOrder } from './deal-pending-order';
import styles from './buy-deal.module.css';

type Step = 1 | 2;
/**
 * A voucher deal's "Mua ngay" and its buy-deal popup (spec 4: popup and step). Step 1: the price option, the
 * quantity (at most max_per_order and what is left) and the buyer (a member's details filled in). Step 2: the
 * payment methods for that purchase (never the voucher method) with their fees, the total, and "Thanh toán",
 * which makes the order (one Idempotency-Key per click) and follows the gateway like the hotel checkout. On a
 * phone the popup is a full-screen sheet.
 */
export function BuyDeal({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation('deals');
  const { t: tb } = useTranslation('booking');
  const lang = useLang();
  const auth = useAuth();
  const { format } = useCurrency();
  const errorText = useBuyErrorText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step>(1);
  // what the server said is left after a refused purchase ("chỉ còn N suất") lowers the stepper's cap
  const [leftCap, setLeftCap] = useState<number | null>(null);
  const max = leftCap === null ? maxQuantity(deal) : Math.min(maxQuantity(deal), leftCap);
  const buyable = deal.on_sale && !deal.sold_out && maxQuantity(deal) > 0 && deal.price_deal.length > 0;

  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>(1);
  const [optionId, setOptionId] = useState(deal.price_deal[0]?.id ?? 0);
  const [quantity, setQuantity] = useState(1);
  // the quantity box's text while typing (an empty or out-of-range draft is clamped on blur and on Continue)
  const [quantityDraft, setQuantityDraft] = useState<string | null>(null);
  const [buyer, setBuyer] = useState<BuyerDraft>({ fullName: '', email: '', phone: '' });
  const [checked, setChecked] = useState(false);
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const [missingMethod, setMissingMethod] = useState(false);

  const option = deal.price_deal.find((o) => o.id === optionId) ?? deal.price_deal[0];
  const methods = useDealPaymentMethods({ dealId: deal.id, priceDealId: option?.id ?? 0, quantity }, open && step === 2 && !!option);
  const purchase = useBuyDeal(lang, (error) => {
    const left = quantityLeftOf(error);
    if (left !== null) {
      setLeftCap(left);
      setQuantity((q) => clampQuantity(q, left));
    }
    if (error instanceof ApiClientError && error.errorCode === 'BK1057') {
      // the refused method is no longer offered as chosen; the list is read again
      setMethodCode(null);
      void methods.refetch();
    }
  });
  const errors = checked ? buyerErrors(buyer) : {};
  const chosen = methods.data?.find((m) => m.payment_method === methodCode) ?? null;
  const subtotal = (option?.sell_price ?? 0) * quantity;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    // a screen reader hears the new step: its heading takes the focus when the step changes (not on opening)
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeadingRef.current?.focus();
  }, [step]);

  const commitQuantity = (): number => {
    if (quantityDraft === null) return quantity;
    const value = clampQuantity(Number(quantityDraft), max);
    setQuantity(value);
    setQuantityDraft(null);
    return value;
  };

  // Esc does not close the popup while the purchase runs (nor does ×, disabled then)
  const keepOpenWhileBuying = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (purchase.buying) event.preventDefault();
  };

  const start = () => {
    // a member's details are filled in once, where the buyer has typed nothing yet
    const user = auth.user;
    if (user) {
      setBuyer((b) => ({
        fullName: b.fullName || joinFullName({ lastName: user.last_name, firstName: user.first_name }),
        email: b.email || user.email || '',
        phone: b.phone || user.phone || '',
      }));
    }
    setStep(1);
    // a purchase still running is never forgotten (its answer navigates or shows its error)
    if (!purchase.buying) purchase.reset();
    setOpen(true);
  };

  const next = () => {
    commitQuantity();
    setChecked(true);
    if (Object.keys(buyerErrors(buyer)).length > 0) return;
    setMethodCode(null);
    setMissingMethod(false);
    setStep(2);
  };

  const pay = () => {
    const contact = buyerForApi(buyer);
    if (!option || !contact) return setStep(1);
    if (!chosen) return setMissingMethod(true);
    purchase.buy({
      kind: 'voucher',
      deal_id: deal.id,
      price_deal_id: option.id,
      quantity,
      buyer: contact,
      payment_method: chosen.payment_method,
      lang,
    });
  };

  const refusal = purchase.error ? (
    <p role="alert" className={styles.alert} data-testid="buy-deal-error">
      {errorText(purchase.error)}
    </p>
  ) : null;

  const field = (name: keyof BuyerDraft, label: string, type: string, autoComplete: string) => (
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
        onChange={(event) => setBuyer((b) => ({ ...b, [name]: event.target.value }))}
      />
      {errors[name] ? (
        <span id={`deal-buyer-${name}-error`} className={styles.error}>
          {tb(errors[name])}
        </span>
      ) : null}
    </div>
  );

  return (
    <>
      <button type="button" className={styles.buyButton} onClick={start} disabled={!buyable} data-testid="deal-buy">
        {t('detail.buy')}
      </button>
      {buyable && deal.max_per_order > 0 ? (
        <p className={styles.muted}>{t('detail.maxPerOrder', { count: Math.min(deal.max_per_order, max) })}</p>
      ) : null}
      {open ? null : <DealPendingOrder deal={deal} />}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="buy-deal-title"
        data-testid="buy-deal-popup"
        onClose={() => setOpen(false)}
        onCancel={keepOpenWhileBuying}
      >
        {open ? (
          <div className={styles.panel}>
            <header className={styles.header}>
              <div>
                <h2 id="buy-deal-title" className={styles.title}>
                  {t('buy.title')}
                </h2>
                <h3 ref={stepHeadingRef} tabIndex={-1} className={styles.stepHeading} data-testid="buy-deal-step">
                  {t('buy.stepOf', { step })} · {t(step === 1 ? 'buy.step1' : 'buy.step2')}
                </h3>
              </div>
              <button
                type="button"
                className={styles.close}
                onClick={() => setOpen(false)}
                disabled={purchase.buying}
                aria-label={t('buy.close')}
              >
                ×
              </button>
            </header>
            <p className={styles.dealName}>{deal.name}</p>
            {step === 1 ? (
              <form
                className={styles.body}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  next();
                }}
              >
                <fieldset className={styles.group}>
                  <legend>{t('buy.option')}</legend>
                  <ul className={styles.options}>
                    {deal.price_deal.map((o) => (
                      <li key={o.id}>
                        <label className={`${styles.optionRow} ${o.id === option?.id ? styles.methodChecked : ''}`}>
                          <input
                            type="radio"
                            name="deal-option"
                            value={o.id}
                            checked={o.id === option?.id}
                            onChange={() => setOptionId(o.id)}
                          />
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
                    <button
                      type="button"
                      onClick={() => setQuantity(clampQuantity(commitQuantity() - 1, max))}
                      disabled={quantity <= 1}
                      aria-label={t('buy.decrease')}
                    >
                      −
                    </button>
                    <input
                      id="deal-quantity"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={max}
                      value={quantityDraft ?? String(quantity)}
                      onChange={(event) => setQuantityDraft(event.target.value)}
                      onBlur={commitQuantity}
                      aria-describedby="deal-quantity-max"
                    />
                    <button
                      type="button"
                      onClick={() => setQuantity(clampQuantity(commitQuantity() + 1, max))}
                      disabled={quantity >= max}
                      aria-label={t('buy.increase')}
                    >
                      +
                    </button>
                  </div>
                  <span id="deal-quantity-max" className={styles.muted}>
                    {t('buy.quantityMax', { count: max })}
                  </span>
                </div>
                <fieldset className={styles.group}>
                  <legend>{t('buy.buyer')}</legend>
                  {field('fullName', t('buy.fullName'), 'text', 'name')}
                  {field('email', t('buy.email'), 'email', 'email')}
                  {field('phone', t('buy.phone'), 'tel', 'tel')}
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
            ) : (
              <div className={styles.body}>
                <p>{t('buy.summary', { quantity, option: option?.name ?? '' })}</p>
                <fieldset className={styles.group}>
                  <legend>{t('buy.step2')}</legend>
                  {methods.isPending ? <p role="status">{t('buy.loadingMethods')}</p> : null}
                  {methods.isError ? (
                    <p role="alert" className={styles.alert}>
                      {t('buy.methodsFailed')}{' '}
                      <button type="button" className={styles.linkButton} onClick={() => void methods.refetch()}>
                        {t('buy.retry')}
                      </button>
                    </p>
                  ) : null}
                  {methods.data && methods.data.length === 0 ? <p>{t('buy.noMethods')}</p> : null}
                  {methods.data && methods.data.length > 0 ? (
                    <ul className={styles.methods} data-testid="deal-payment-methods">
                      {methods.data.map((m) => (
                        <MethodRow
                          key={m.payment_method}
                          method={m}
                          checked={m.payment_method === methodCode}
                          onSelect={() => {
                            setMethodCode(m.payment_method);
                            setMissingMethod(false);
                          }}
                        />
                      ))}
                    </ul>
                  ) : null}
                  {missingMethod ? (
                    <p role="alert" className={styles.error}>
                      {t('buy.chooseMethod')}
                    </p>
                  ) : null}
                </fieldset>
                <PurchaseSums subtotal={subtotal} chosen={chosen} />
                {/* an unpaid order of this deal in the way: shown with how to pay or cancel it */}
                {isDealOrderPending(purchase.error) ? <DealPendingOrder deal={deal} fallback={refusal} /> : refusal}
                <PayTerms product="voucher" action={t('buy.pay')} />
                <footer className={styles.footer}>
                  <button type="button" className={styles.secondary} onClick={() => setStep(1)} disabled={purchase.buying}>
                    {t('buy.back')}
                  </button>
                  <button
                    type="button"
                    className={styles.primary}
                    onClick={pay}
                    disabled={purchase.buying}
                    aria-busy={purchase.buying || undefined}
                    aria-describedby={PAY_TERMS_ID}
                    data-testid="buy-deal-pay"
                  >
                    {purchase.buying ? t('buy.paying') : t('buy.pay')}
                  </button>
                </footer>
              </div>
            )}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
