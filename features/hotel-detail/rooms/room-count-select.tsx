'use client';

import { useId } from 'react';
import { useDetailT } from '../detail-text';
import { useSelection } from './selection-context';
import styles from './rooms.module.css';

/**
 * A rate plan's room count, 0..min(rooms left, cap) (rooms of one type are shared by its plans); the cap is
 * the contract's rooms per line (BOOKING_LIMITS, 9), given by the server so the browser loads no zod.
 */
export function RoomCountSelect({
  planId,
  planName,
  cap,
  disabled = false,
}: {
  planId: number;
  planName: string;
  cap: number;
  disabled?: boolean;
}) {
  const t = useDetailT();
  const id = useId();
  const { counts, setCount, maxFor } = useSelection();
  const value = counts.get(planId) ?? 0;
  const max = disabled ? 0 : Math.max(value, maxFor(planId, cap));
  return (
    <div className={styles.countField}>
      <label htmlFor={id}>
        {t('select.label')}
        <span className="visually-hidden"> {planName}</span>
      </label>
      <select
        id={id}
        className={styles.countSelect}
        value={value}
        disabled={max === 0}
        data-testid="room-count"
        onChange={(event) => setCount(planId, Number(event.target.value))}
      >
        {Array.from({ length: max + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n === 0 ? t('select.none') : t('select.rooms', { count: n })}
          </option>
        ))}
      </select>
    </div>
  );
}
