'use client';

import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Namespace } from '@/lib/i18n/resources';
import styles from '../checkout.module.css';
import { formatHoldLeft, holdLeftMs, holdMinutesLeft } from './hold-rules';

type Props = {
  expiresAt: string;
  /** `serverClockOffset` of the answer: the count runs on the server's clock, not the browser's */
  offsetMs: number;
  onExpire: () => void;
  /** where `hold.timerLabel` and `hold.minutesLeft` are translated: 'booking' for rooms */
  ns?: Namespace;
};

/**
 * The hold's countdown to `expires_at` on the server's clock (mm:ss). The visible clock ticks every second
 * but is hidden from screen readers; a polite live region says the minutes left, so it speaks once per minute
 * step, not every second. At 0 it tells the page, which shows the expired state.
 */
export function HoldCountdown({ expiresAt, offsetMs, onExpire, ns = 'booking' }: Props) {
  const { t } = useTranslation(ns);
  const [now, setNow] = useState(() => Date.now());
  const left = holdLeftMs(expiresAt, now + offsetMs);

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  useEffect(() => {
    if (left === 0) onExpire();
  }, [left, onExpire]);

  return (
    <p className={styles.timer} data-testid="hold-countdown">
      <span aria-hidden="true">
        {t('hold.timerLabel')} <strong>{formatHoldLeft(left)}</strong>
      </span>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('hold.minutesLeft', { count: holdMinutesLeft(left) })}
      </span>
    </p>
  );
}
