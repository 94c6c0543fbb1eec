'use client';

import { useId } from 'react';
import { BOOKING_LIMITS } from '@/features/booking/index';
import { useDetailT } from '../detail-text';
import styles from './stay-editor.module.css';

const AGES = Array.from({ length: BOOKING_LIMITS.maxChildAge + 1 }, (_, age) => age);

/** Children and their ages (beyond spec): up to 6, each 0–17; a new child starts at 0. */
export function ChildrenAges({ ages, onChange }: { ages: number[]; onChange: (ages: number[]) => void }) {
  const t = useDetailT();
  const id = useId();
  return (
    <fieldset className={styles.children} data-testid="children-ages">
      <legend className={styles.label}>{t('stay.children')}</legend>
      <div className={styles.childRow}>
        <button type="button" className={styles.step} aria-label={t('stay.removeChild')} disabled={ages.length === 0} onClick={() => onChange(ages.slice(0, -1))} data-testid="children-dec">
          −
        </button>
        <output className={styles.count} aria-live="polite">
          {ages.length}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t('stay.addChild')}
          disabled={ages.length >= BOOKING_LIMITS.maxChildren}
          onClick={() => onChange([...ages, 0])}
          data-testid="children-inc"
        >
          +
        </button>
      </div>
      {ages.map((age, i) => (
        <label key={i} htmlFor={`${id}-${i}`} className={styles.ageField}>
          {t('stay.childAge', { n: i + 1 })}
          <select id={`${id}-${i}`} value={age} onChange={(e) => onChange(ages.map((a, j) => (j === i ? Number(e.target.value) : a)))} data-testid="child-age">
            {AGES.map((value) => (
              <option key={value} value={value}>
                {t('stay.years', { count: value })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
