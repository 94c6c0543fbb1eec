'use client';

import { useId, useRef, useState } from 'react';
import { useRevealWhenOpen } from '@/lib/hooks/use-reveal-when-open';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useOutsideClick } from '@/lib/hooks/use-outside-click';
import { PASSENGER_TYPES, type PassengerCounts, type PassengerType } from '../schemas';
import { passengerTotal, stepProblem, stepped } from './passenger-steps';
import styles from './passengers-field.module.css';

type Props = { value: PassengerCounts; onChange: (next: PassengerCounts) => void };

const COUNT_OF: Record<PassengerType, keyof PassengerCounts> = { adult: 'adultCount', child: 'childCount', infant: 'infantCount' };

/**
 * The passengers dropdown: adults, children and infants with − and + (at least 1 adult, at most 9 seats,
 * no more infants than adults); a refused + or − says why beside the row.
 */
export function PassengersField({ value, onChange }: Props) {
  const { t } = useTranslation('flights');
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useOutsideClick(rootRef, () => setOpen(false), open);
  const panelRef = useRef<HTMLDivElement>(null);
  useRevealWhenOpen(panelRef, open);

  return (
    <div ref={rootRef} className={styles.field} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <span className={styles.label} id={`${id}-label`}>
        {t('passengers.label')}
      </span>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        data-testid="passengers-toggle"
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{t('passengers.count', { count: passengerTotal(value) })}</span>
      </button>
      <div ref={panelRef} id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {PASSENGER_TYPES.map((type) => {
          const name = t(`passengers.${type}`);
          const dec = stepProblem(value, type, -1);
          const inc = stepProblem(value, type, 1);
          const why = inc && inc !== 'none' ? inc : dec && dec !== 'none' && value[COUNT_OF[type]] > 0 ? dec : null;
          const whyId = `${id}-${type}-why`;
          return (
            <div key={type} className={styles.row}>
              <span className={styles.rowLabel}>
                <span id={`${id}-${type}`}>{name}</span>
                <small className={styles.hint}>{t(`passengers.${type}Hint`)}</small>
              </span>
              <button
                type="button"
                className={styles.step}
                aria-label={t('passengers.decrease', { type: name.toLowerCase() })}
                aria-describedby={dec && dec !== 'none' ? whyId : undefined}
                disabled={dec !== null}
                data-testid={`${type}-dec`}
                onClick={() => onChange(stepped(value, type, -1))}
              >
                −
              </button>
              <output className={styles.count} aria-labelledby={`${id}-${type}`} aria-live="polite" data-testid={`${type}-count`}>
                {value[COUNT_OF[type]]}
              </output>
              <button
                type="button"
                className={styles.step}
                aria-label={t('passengers.increase', { type: name.toLowerCase() })}
                aria-describedby={inc && inc !== 'none' ? whyId : undefined}
                disabled={inc !== null}
                data-testid={`${type}-inc`}
                onClick={() => onChange(stepped(value, type, 1))}
              >
                +
              </button>
              {why && (
                <p id={whyId} className={styles.why} data-testid={`${type}-why`}>
                  {t(`passengers.why.${why}`)}
                </p>
              )}
            </div>
          );
        })}
        <button type="button" className={styles.done} onClick={() => setOpen(false)}>
          {t('passengers.done')}
        </button>
      </div>
    </div>
  );
}
