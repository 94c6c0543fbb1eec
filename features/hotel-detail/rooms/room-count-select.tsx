'use client';

import { useId } from 'react';
import { BOOKING_LIMITS } from '@/features/booking/index';
import { useDetailT } from '../detail-text';
import { useSelection } from './selection-context';
import styles from './rooms.module.css';

/** A rate plan's room count, 0..min(rooms left, 9) (rooms of one type are shared by its plans). */
export function RoomCountSelect({ planId, planName, disabled = false }: { planId: number; planName: string; disabled?: boolean }) {
  const t = useDetailT();
  const id = useId();
  const { counts, setCount, maxFor } = useSelection();
  const value = counts.get(planId) ?? 0;
  const max = disabled ? 0 : Math.max(value, maxFor(planId, BOOKING_LIMITS.maxRoomsPerLine));
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
