import 'server-only';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { formatVnd } from '@/lib/money/format-money';
import type { FareFact, MethodFact } from '../server/legal-facts';
import styles from './legal.module.css';

/**
 * A table that may scroll sideways on a phone: the scroll box is a named region reachable by keyboard
 * (axe scrollable-region-focusable), so it can be scrolled without a mouse.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A VND amount whose ₫ never wraps onto a line of its own. */
export const amountText = (vnd: number) => formatVnd(vnd).replace(' ', '\u00a0');

const percent = (value: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 }).format(value);

/** The payment methods the checkout offers, with their fee and any minimum (terms of use, "Payment"). */
export function MethodsTable({ methods, lang }: { methods: readonly MethodFact[]; lang: Lang }) {
  const t = getServerT(lang, 'legal');
  return (
    <TableScroll label={t('methodsTable.caption')}>
      <table className={styles.table} data-testid="legal-methods">
        <caption>{t('methodsTable.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('methodsTable.method')}</th>
            <th scope="col">{t('methodsTable.fee')}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((m) => (
            <tr key={m.code}>
              <th scope="row">
                {lang === 'vi' ? m.nameVi : m.nameEn}
                <span className={styles.desc}>{lang === 'vi' ? m.descVi : m.descEn}</span>
              </th>
              <td>
                {m.feePercent > 0 ? t('methodsTable.feePercent', { percent: percent(m.feePercent, lang) }) : t('methodsTable.noFee')}
                {m.minAmount !== null ? (
                  <span className={styles.desc}>{t('methodsTable.minAmount', { amount: amountText(m.minAmount) })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The fares on sale with their baggage and refundability (flight conditions, "Fares and baggage"). */
export function FareTable({ fares, lang }: { fares: readonly FareFact[]; lang: Lang }) {
  const t = getServerT(lang, 'legal');
  const flights = getServerT(lang, 'flights');
  return (
    <TableScroll label={t('fareTable.caption')}>
      <table className={styles.table} data-testid="legal-fares">
        <caption>{t('fareTable.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fareTable.fare')}</th>
            <th scope="col">{t('fareTable.checked')}</th>
            <th scope="col">{t('fareTable.cabin')}</th>
            <th scope="col">{t('fareTable.refund')}</th>
          </tr>
        </thead>
        <tbody>
          {fares.map((f) => (
            <tr key={`${f.code}-${f.bookingClass}-${f.checkedKg}-${f.cabinKg}-${f.refundable}`}>
              <th scope="row">
                {flights(`card.fareCodes.${f.code}`, { defaultValue: f.code })} ({f.bookingClass})
              </th>
              <td>{f.checkedKg > 0 ? t('fareTable.kg', { kg: f.checkedKg }) : t('fareTable.noChecked')}</td>
              <td>{t('fareTable.kg', { kg: f.cabinKg })}</td>
              <td>{t(f.refundable ? 'fareTable.refundable' : 'fareTable.nonRefundable')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
