'use client';

import { useId, useState } from 'react';
import { useCurrency } from '@/features/currency/index';
import { providerNote, signedVnd, type PriceLine } from '@/features/hotels/index';
import { localized } from '@/lib/i18n/localized';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { convertLines } from '@/lib/money/convert-lines';
import { formatAmount } from '@/lib/money/format-money';
import type { CheckoutStep } from '@/lib/paths';
import type { BookingRequest } from '../../schemas';
import { breakdownView, type ChosenPayment } from './breakdown-view';
import { priceLineLabel } from './line-label';
import styles from './price-breakdown.module.css';

type Props = {
  request: BookingRequest;
  step: CheckoutStep;
  isShowFinalPrice: boolean;
  onShowFinalPriceChange: (on: boolean) => void;
  /** step 3: the chosen method's fee (the total is then what that method charges) */
  payment?: ChosenPayment | null;
};

/**
 * The hotel price breakdown box of every step (spec 2.9, 4, issue 33): a sidebar on desktop, a collapsible
 * summary fixed to the bottom of a phone's screen. The lines are `priceLines`; the summands add up to
 * "Tổng cộng" in the shown currency too (convertLines), and what is only included is shown apart, unsigned.
 */
export function PriceBreakdown({ request, step, isShowFinalPrice, onShowFinalPriceChange, payment = null }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { currency, usdRate } = useCurrency();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const view = breakdownView(request, step, { isShowFinalPrice }, payment);
  const shownCurrency = usdRate ? currency : 'VND';
  const rate = usdRate ?? 1;
  // the running sums are converted, so a subtotal reads the same as the summands above it
  const converted = convertLines(view.lines.map(signedVnd), shownCurrency, rate);
  const running: number[] = [];
  view.lines.reduce((sum, line, i) => (running[i] = sum + (converted.lines[i] ?? 0)), 0);
  const money = (amount: number) => formatAmount(amount, shownCurrency);
  const label = (line: PriceLine) => priceLineLabel(line, view.variant, t, lang, request);
  const total = money(converted.total);

  const amountOf = (line: PriceLine, i: number) => {
    if (line.kind === 'note') return null;
    const sign = line.kind === 'subtract' ? '−' : line.kind === 'add' && i > 0 ? '+' : '';
    const amount =
      line.kind === 'subtotal'
        ? (running[i] ?? 0)
        : line.kind === 'included'
          ? convertLines([line.vnd], shownCurrency, rate).total
          : Math.abs(converted.lines[i] ?? 0);
    return (
      <>
        {sign}
        <span data-price-vnd={line.vnd}>{money(amount)}</span>
      </>
    );
  };
  const row = (line: PriceLine, i: number) => (
    <div
      key={`${line.id}-${i}`}
      className={`${styles.line} ${line.kind === 'subtotal' ? styles.subtotal : ''}`}
      data-line={line.id}
      data-kind={line.kind}
      data-vnd={line.vnd}
    >
      <dt>{label(line)}</dt>
      <dd
        className={line.kind === 'subtract' ? styles.discount : undefined}
        data-shown={line.kind === 'add' || line.kind === 'subtract' ? converted.lines[i] : undefined}
      >
        {amountOf(line, i)}
      </dd>
    </div>
  );
  const included = view.lines.map((line, i) => ({ line, i })).filter(({ line }) => line.kind === 'included' && line.vnd > 0);
  // each rate's provider note, describing the amounts as shown (with or without VAT and fees), as the hotel page does
  const shownAs = view.variant === 'incl' ? 'inclusive' : 'exclusive';
  const notes = [
    ...new Set(
      request.rooms.map((room) =>
        providerNote({ provider: room.provider, includedFee: room.included_service_fee, includedVat: room.included_vat }, lang, shownAs),
      ),
    ),
  ];

  return (
    <section
      className={`${styles.box} ${open ? styles.open : ''}`}
      aria-labelledby={`${bodyId}-title`}
      data-testid="price-breakdown"
      data-variant={view.variant}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? t('breakdown.hide') : t('breakdown.show')}</span>
        <span className={styles.toggleTotal}>{total}</span>
      </button>
      <div id={bodyId} className={styles.body}>
        <h2 id={`${bodyId}-title`} className={styles.title}>
          {t('breakdown.title')}
        </h2>
        <p className={styles.hotel}>{localized({ vi: request.hotel.name_vi, en: request.hotel.name }, lang)}</p>
        {/* the rate's note right under the room price it describes, then the other lines */}
        <div className={styles.lines} data-testid="breakdown-main">
          <dl className={styles.lines}>{view.lines.slice(0, 1).map(row)}</dl>
          {notes.map((note) => (
            <p key={note} className={styles.note} data-testid="breakdown-provider-note">
              {note}
            </p>
          ))}
          <dl className={styles.lines}>{view.lines.map((line, i) => (i === 0 || line.kind === 'included' ? null : row(line, i)))}</dl>
        </div>
        <p className={styles.total} data-testid="breakdown-total" data-vnd={view.total} data-shown={converted.total}>
          <span>
            {t('breakdown.total')}
            {view.percentOff > 0 ? <span className={styles.percent}>{t('breakdown.percentOff', { percent: view.percentOff })}</span> : null}
          </span>
          <span className={styles.totalPrice} data-price-vnd={view.total}>
            {total}
          </span>
        </p>
        <p className={styles.chargedNote}>{step === 3 && payment ? t('breakdown.chargedWithMethod') : t('breakdown.chargedNote')}</p>
        {included.length > 0 ? (
          <div className={styles.included} data-testid="breakdown-included">
            <p className={styles.includedTitle}>{t('breakdown.includedTitle')}</p>
            <dl className={styles.lines}>{included.map(({ line, i }) => row(line, i))}</dl>
          </div>
        ) : null}
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
