'use client';

import { MessagePanel } from '@/components/feedback/message-panel';
import { errorMessage } from '@/lib/api/error-codes';
import { HOME_PATH, localePath } from '@/lib/paths';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';

// not-found receives no params: the page language comes from the layout's provider around it.
export default function NotFound() {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <MessagePanel title={t('notFoundTitle')}>
      {/* no metadata reaches a 404 (not-found takes no generateMetadata here, and a page's throws): React puts this title in <head> */}
      <title>{`${t('notFoundTitle')} - ${t('brand')}`}</title>
      <p>{t('notFoundText')}</p>
      <p data-error-code="NOT_FOUND">{errorMessage('NOT_FOUND', lang)} (404)</p>
      <a href={localePath(lang, HOME_PATH)}>{t('backHome')}</a>
    </MessagePanel>
  );
}
