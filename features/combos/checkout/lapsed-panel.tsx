'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';
import { COMBO_PATH, localePath } from '@/lib/paths';
import { lastDealPath } from './last-deal';
import styles from './combo-checkout.module.css';

/** A draft that lapsed: expired, or gone (404). */
export const lapsedError = (error: unknown): error is ApiClientError =>
  error instanceof ApiClientError && (error.errorCode === 'COMBO_DRAFT_EXPIRED' || error.httpStatus === 404);

/** The panel of a draft that lapsed (on load, or while the traveller was on the checkout): back to the deal. */
export function LapsedPanel({ error, lang }: { error: unknown; lang: Lang }) {
  const { t } = useTranslation('combos');
  // only ever rendered in the browser (after a read or a purchase failed there)
  const back = lastDealPath() ?? COMBO_PATH;
  const lapsed = lapsedError(error);
  const expired = lapsed && error.errorCode === 'COMBO_DRAFT_EXPIRED';
  return (
    <section className={styles.panel} role="alert" data-testid="combo-lapsed">
      <h1>{expired ? t('checkout.lapsedTitle') : lapsed ? t('checkout.notFoundTitle') : t('checkout.title')}</h1>
      <p>
        {lapsed
          ? t('checkout.lapsedText')
          : error instanceof ApiClientError
            ? error.messageIn(lang)
            : error instanceof Error
              ? error.message
              : ''}
      </p>
      <a className={styles.primary} href={localePath(lang, back)}>
        {t('checkout.backToDeal')}
      </a>
    </section>
  );
}
