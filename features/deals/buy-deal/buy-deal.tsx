'use client';

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { joinFullName, useAuth } from '@/features/auth/index';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { DealDetail } from '../schemas';
import { quantityLeftOf } from './buy-deal-parts';
import { OptionStep } from './buy-deal-option-step';
import { PaymentStep } from './buy-deal-payment-step';
import { buyerErrors, buyerForApi, clampQuantity, maxQuantity, type BuyerDraft } from './buy-rules';
import { useBuyDeal, useDealPaymentMethods } from './deal-api';
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
  const lang = useLang();
  const auth = useAuth();
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
              <OptionStep
                deal={deal}
                option={option}
                onOption={setOptionId}
                quantity={quantity}
                quantityText={quantityDraft ?? String(quantity)}
                max={max}
                onQuantityStep={(delta) => setQuantity(clampQuantity(commitQuantity() + delta, max))}
                onQuantityText={setQuantityDraft}
                onQuantityBlur={commitQuantity}
                buyer={buyer}
                onBuyer={setBuyer}
                errors={errors}
                subtotal={subtotal}
                onNext={next}
              />
            ) : (
              <PaymentStep
                deal={deal}
                option={option}
                quantity={quantity}
                subtotal={subtotal}
                methods={methods}
                methodCode={methodCode}
                chosen={chosen}
                missingMethod={missingMethod}
                onMethod={(code) => {
                  setMethodCode(code);
                  setMissingMethod(false);
                }}
                purchaseError={purchase.error}
                buying={purchase.buying}
                onBack={() => setStep(1)}
                onPay={pay}
              />
            )}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
