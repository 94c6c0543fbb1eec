'use client';

import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { useComboDraft } from '../api/combo-api';
import { ComboCheckoutForm } from './combo-checkout-form';
import { LapsedPanel, lapsedError } from './lapsed-panel';
import styles from './combo-checkout.module.css';

/** The checkout of a combo draft (owner only): loading, the lapsed panel, or the form. */
export function ComboCheckoutPage({ id, lang }: { id: string; lang: Lang }) {
  const { t } = useTranslation('combos');
  const query = useComboDraft(id);
  // a draft that lapses while the page is open: read again when it should lapse, the panel shows when it has
  const expiresAt = query.data?.expiresAt;
  const { refetch } = query;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Date.parse(expiresAt) - Date.now() + 1000;
    if (!Number.isFinite(wait)) return;
    const timer = setTimeout(() => void refetch(), Math.min(Math.max(wait, 0), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);

  if (query.error && (lapsedError(query.error) || !query.data)) return <LapsedPanel error={query.error} lang={lang} />;
  if (query.data) return <ComboCheckoutForm draft={query.data} lang={lang} />;
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status">{t('checkout.loading')}</p>
    </div>
  );
}
