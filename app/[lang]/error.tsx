'use client';

import { MessagePanel } from '@/components/feedback/message-panel';
import { errorMessage } from '@/lib/api/error-codes';
import { HOME_PATH, localePath } from '@/lib/paths';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A page that failed to render: the catalogue's INTERNAL_ERROR message in the page language, a retry and a way home. */
export default function ErrorPage({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <MessagePanel title={t('errorTitle')} role="alert">
      <p data-error-code="INTERNAL_ERROR">{errorMessage('INTERNAL_ERROR', lang)}</p>
      <p>
        <button type="button" onClick={() => retry()}>
          {t('retry')}
        </button>
      </p>
      <a href={localePath(lang, HOME_PATH)}>{t('backHome')}</a>
    </MessagePanel>
  );
}
