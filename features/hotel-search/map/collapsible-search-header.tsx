'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './collapsible-search-header.module.css';

type Props = { searchBox: ReactNode; summary?: ReactNode };

/**
 * Spec 2.7: the header holding the search box; the arrow button toggles it. On mobile it opens over the
 * page with a backdrop that closes it. Closed at first; the search box stays mounted while hidden.
 */
export function CollapsibleSearchHeader({ searchBox, summary }: Props) {
  const { t } = useTranslation('hotelMap');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={open ? `${styles.header} ${styles.open}` : styles.header} data-testid="map-search-header">
      {open && (
        <button
          type="button"
          className={styles.backdrop}
          aria-label={t('closeSearch')}
          tabIndex={-1}
          data-testid="map-search-backdrop"
          onClick={() => setOpen(false)}
        />
      )}
      <div className={styles.sheet}>
        <div className={styles.bar}>
          <div className={styles.summary}>{summary ?? t('searchTitle')}</div>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t('collapseSearch') : t('openSearch')}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div id={panelId} className={styles.panel} hidden={!open}>
          {searchBox}
        </div>
      </div>
    </div>
  );
}
