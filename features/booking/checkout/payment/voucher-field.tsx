'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
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
      <input id="voucher-code" value={code} maxLength={32} autoComplete="off" onChange={(event) => setCode(event.target.value)} aria-describedby="voucher-hint" />
      <button type="submit" className={styles.extraButton} disabled={busy || trimmed === ''}>
        {t('payment.voucherApply')}
      </button>
      <span id="voucher-hint" className={styles.desc}>
        {t('payment.voucherHint')}
      </span>
    </form>
  );
}
