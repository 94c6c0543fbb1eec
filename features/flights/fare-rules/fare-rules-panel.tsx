'use client';

import { useCurrency } from '@/features/currency/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FareRules } from '../schemas';
import styles from './fare-rules-panel.module.css';

type Fee = number | null;
type Fare = { rules?: FareRules | undefined; refundable: boolean; includedBaggageKg: number; cabinBaggageKg: number };

/** A leg sold before fare rules existed says only whether it refunds: free or not at all. */
const rulesOf = (fare: Fare): FareRules =>
  fare.rules ?? {
    changeFeeVnd: fare.refundable ? 0 : null,
    refundFeeVnd: fare.refundable ? 0 : null,
    nameChangeFeeVnd: null,
    noShowFeeVnd: null,
  };

/** Which wording a fee takes: free (0), a fee, or not allowed (null). */
const kindOf = (fee: Fee): 'Free' | 'Fee' | 'No' => (fee === null ? 'No' : fee === 0 ? 'Free' : 'Fee');

/** The card's short lines: change and refund, in the chosen currency ("Đổi vé 300.000 ₫", "Không hoàn vé"). */
export function FareRuleShortLines({ fare, className, goodClassName }: { fare: Fare; className?: string; goodClassName?: string }) {
  const { t } = useTranslation('fareRules');
  const { format } = useCurrency();
  const rules = rulesOf(fare);
  const change = kindOf(rules.changeFeeVnd);
  const refund = kindOf(rules.refundFeeVnd);
  return (
    <>
      <li className={className} data-testid="fare-rule-change">
        {t(`short.change${change}`, { fee: format(rules.changeFeeVnd ?? 0) })}
      </li>
      <li className={refund === 'No' ? className : goodClassName} data-testid="fare-rule-refund">
        {t(`short.refund${refund}`, { fee: format(rules.refundFeeVnd ?? 0) })}
      </li>
    </>
  );
}

/**
 * "Điều kiện vé" / "Fare rules": a disclosure with the fare's full conditions — checked and cabin baggage, change,
 * refund, name change and no-show — amounts per passenger and leg in the chosen currency.
 */
export function FareRulesPanel({ fare, className }: { fare: Fare; className?: string }) {
  const { t } = useTranslation('fareRules');
  const { format } = useCurrency();
  const rules = rulesOf(fare);
  const line = (key: 'change' | 'refund' | 'name' | 'noShow', fee: Fee) => ({
    key,
    label: t(key),
    text: t(`${key}${kindOf(fee)}`, { fee: format(fee ?? 0) }),
  });
  const rows = [
    {
      key: 'checked',
      label: t('checked'),
      text: fare.includedBaggageKg > 0 ? t('checkedKg', { kg: fare.includedBaggageKg }) : t('checkedNone'),
    },
    { key: 'cabin', label: t('cabin'), text: t('cabinKg', { kg: fare.cabinBaggageKg }) },
    line('change', rules.changeFeeVnd),
    line('refund', rules.refundFeeVnd),
    line('name', rules.nameChangeFeeVnd),
    line('noShow', rules.noShowFeeVnd),
  ];
  return (
    <details className={`${styles.panel} ${className ?? ''}`} data-testid="fare-rules">
      <summary className={styles.summary}>{t('title')}</summary>
      <dl className={styles.rules}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-testid={`fare-rules-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('infants')}</p>
    </details>
  );
}
