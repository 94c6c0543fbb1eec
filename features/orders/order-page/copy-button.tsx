'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './order-page.module.css';

/** Copies through a hidden textarea where the Clipboard API is missing (old browsers, plain http). */
function copyByCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied: try the old way
  }
  return copyByCommand(text);
}

/**
 * One-tap copy of a value (order code, account number, amount, transfer content). A polite live region says
 * "Copied" (or how to copy by hand when the browser refuses) for a few seconds.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('orders');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const done = await copyText(value);
    setState(done ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 4000);
  };

  return (
    <span className={styles.copy}>
      <button type="button" className={styles.copyButton} onClick={() => void copy()} aria-label={t('copyLabel', { what })}>
        {t('copy')}
      </button>
      <span role="status" className={state === 'failed' ? styles.error : styles.success}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
