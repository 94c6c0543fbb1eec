import type { TFunction } from 'i18next';
import styles from './notices.module.css';

/** Spec 1: the site serves individual customers; businesses are pointed to the corporate site. */
export function IndividualNotice({ t, corporateUrl }: { t: TFunction; corporateUrl: string }) {
  return (
    <aside className={styles.info} data-testid="individual-notice">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.5" />
      </svg>
      <p>
        {t('notice.individual')} {t('notice.business')}{' '}
        <a href={corporateUrl} target="_blank" rel="noopener" data-testid="corporate-link">
          {t('notice.link')}
        </a>{' '}
        {t('notice.benefit')}
      </p>
    </aside>
  );
}
