'use client';

import { useId } from 'react';
import { useDetailT } from '../detail-text';
import styles from './stay-editor.module.css';

/** The booking contract's limits (BOOKING_LIMITS), from the server: the browser never loads the zod schemas. */
export type ChildLimits = { maxChildren: number; maxChildAge: number };

/** Children and their ages (beyond spec): up to 6, each 0–17; a new child starts at 0. */
export function ChildrenAges({ ages, onChange, limits }: { ages: number[]; onChange: (ages: number[]) => void; limits: ChildLimits }) {
  const t = useDetailT();
  const choices = Array.from({ length: limits.maxChildAge + 1 }, (_, age) => age);
  const id = useId();
  return (
    <fieldset className={styles.children} data-testid="children-ages">
      <legend className={styles.label}>{t('stay.children')}</legend>
      <div className={styles.childRow}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('stay.removeChild')}
          disabled={ages.length === 0}
          onClick={() => onChange(ages.slice(0, -1))}
          data-testid="children-dec"
        >
          −
        </button>
        <output className={styles.count} aria-live="polite">
          {ages.length}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t('stay.addChild')}
          disabled={ages.length >= limits.maxChildren}
          onClick={() => onChange([...ages, 0])}
          data-testid="children-inc"
        >
          +
        </button>
      </div>
      {ages.map((age, i) => (
        <label key={i} htmlFor={`${id}-${i}`} className={styles.ageField}>
          {t('stay.childAge', { n: i + 1 })}
          <select
            id={`${id}-${i}`}
            value={age}
            onChange={(e) => onChange(ages.map((a, j) => (j === i ? Number(e.target.value) : a)))}
            data-testid="child-age"
          >
            {choices.map((value) => (
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
