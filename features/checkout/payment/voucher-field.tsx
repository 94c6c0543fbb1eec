'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './payment.module.css';

/** The stay voucher's code under the voucher method; choosing sends it (checked on the server). */
export function VoucherField({ busy, onApply }: { busy: boolean; onApply: (code: string) => void }) {
  const { t } = useTranslation('booking');
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  return (
    <form
      className={styles.extra}
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onApply(trimmed);
      }}
    >
      <label htmlFor="voucher-code">{t('payment.voucherCode')}</label>
      <input
        id="voucher-code"
        value={code}
        maxLength={32}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        aria-describedby="voucher-hint"
      />
      <button type="submit" className={styles.extraButton} disabled={busy || trimmed === ''}>
        {t('payment.voucherApply')}
      </button>
      <span id="voucher-hint" className={styles.desc}>
        {t('payment.voucherHint')}
      </span>
    </form>
  );
}

/** The voucher the server keeps for this request, masked as on the order page, and the way back to every method. */
export function VoucherApplied({ hint, busy, onRemove }: { hint: string | null; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.extra} data-testid="voucher-applied">
      <span>{t('payment.voucherApplied', { code: `••••${hint ?? ''}` })}</span>
      <button type="button" className={styles.extraButton} disabled={busy} onClick={onRemove}>
        {t('payment.voucherRemove')}
      </button>
    </div>
  );
}
