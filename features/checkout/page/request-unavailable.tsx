'use client';

import { MessagePanel } from '@/components/feedback/message-panel';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';

type Props = {
  /** the namespace holding notFound.* and failed.* */
  namespace: 'booking' | 'flightCheckout';
  error: unknown;
  /** where "search again" goes for an unknown request */
  backHref: string;
  onRetry: () => void;
  classNames: { page: string; primary: string };
};

/** A checkout whose request cannot be shown: unknown (404) offers a new search, any other failure a retry with the catalogue's message. */
export function RequestUnavailable({ namespace, error, backHref, onRetry, classNames }: Props) {
  const { t } = useTranslation(namespace);
  const lang = useLang();
  const notFound = error instanceof ApiClientError && error.httpStatus === 404;
  return (
    <div className={classNames.page}>
      {notFound ? (
        <MessagePanel title={t('notFound.title')}>
          <p>{t('notFound.text')}</p>
          <a className={classNames.primary} href={backHref}>
            {t('notFound.action')}
          </a>
        </MessagePanel>
      ) : (
        <MessagePanel title={t('failed.title')} role="alert">
          <p>{error instanceof ApiClientError ? error.messageIn(lang) : t('failed.text')}</p>
          <button type="button" className={classNames.primary} onClick={onRetry}>
            {t('failed.retry')}
          </button>
        </MessagePanel>
      )}
    </div>
  );
}
