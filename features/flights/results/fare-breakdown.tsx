'use client';

import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCurrency } from '@/features/currency/index';
import type { FlightFare } from '../schemas';
import styles from './fare-breakdown.module.css';

type Row = { key: 'adultRow' | 'childRow' | 'infantRow'; count: number; fare: number; tax: number; fee: number; serviceFee: number };

/** The per-passenger-type amounts of a fare (fare, tax, fee, service fee) and the party total. */
function fareRows(fare: FlightFare): Row[] {
  const rows: Row[] = [
    { key: 'adultRow', count: fare.adt, fare: fare.fareAdt, tax: fare.taxAdt, fee: fare.feeAdt, serviceFee: fare.serviceFeeAdt },
    { key: 'childRow', count: fare.chd, fare: fare.fareChd, tax: fare.taxChd, fee: fare.feeChd, serviceFee: fare.serviceFeeChd },
    { key: 'infantRow', count: fare.inf, fare: fare.fareInf, tax: fare.taxInf, fee: fare.feeInf, serviceFee: fare.serviceFeeInf },
  ];
  return rows.filter((r) => r.count > 0);
}

/** "Price details": a button that shows the fare breakdown beside it (hover, focus or click). */
export function FareBreakdown({ fare }: { fare: FlightFare }) {
  const { t } = useTranslation('flights');
  const { format } = useCurrency();
  const id = useId();
  // shown while hovered, or pinned open by a click (touch screens, keyboards)
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  return (
    <span className={styles.root} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setPinned((p) => !p)}
        onBlur={() => setPinned(false)}
        onKeyDown={(event) => event.key === 'Escape' && setPinned(false)}
        data-testid="fare-breakdown-toggle"
      >
        {t('card.breakdown')}
      </button>
      {open && (
        <div id={id} role="tooltip" className={styles.panel} data-testid="fare-breakdown">
          <table className={styles.table}>
            <caption className={styles.caption}>{t('card.breakdownTitle')}</caption>
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{t('card.fare')}</th>
                <th scope="col">{t('card.tax')}</th>
                <th scope="col">{t('card.fee')}</th>
                <th scope="col">{t('card.serviceFee')}</th>
              </tr>
            </thead>
            <tbody>
              {fareRows(fare).map((row) => (
                <tr key={row.key}>
                  <th scope="row">{t(`card.${row.key}`, { count: row.count })}</th>
                  <td>{format(row.fare)}</td>
                  <td>{format(row.tax)}</td>
                  <td>{format(row.fee)}</td>
                  <td>{format(row.serviceFee)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('card.total')}</th>
                <td colSpan={4} data-testid="fare-total">
                  {format(fare.totalPrice)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </span>
  );
}
