'use client';

import { useState } from 'react';
import { userApi } from '@/lib/api-client/services';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HOME_PATH, localePath, navigateTo } from '@/lib/paths';
import styles from './account.module.css';

/** "Đăng xuất khỏi tất cả thiết bị": confirm, POST revoke-all, then the home page (a full load: signed out). */
export function RevokeAllButton() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const revoke = async () => {
    if (!window.confirm(t('sessions.confirm'))) return;
    setBusy(true);
    setFailed(false);
    try {
      await userApi.post('/sessions/revoke-all');
      navigateTo(localePath(lang, HOME_PATH));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p>{t('sessions.text')}</p>
      <button type="button" className={styles.danger} disabled={busy} onClick={() => void revoke()} data-testid="revoke-all">
        {busy ? t('sessions.working') : t('sessions.button')}
      </button>
      {failed ? (
        <p role="alert" className={styles.fieldError}>
          {t('sessions.failed')}
        </p>
      ) : null}
    </section>
  );
}
