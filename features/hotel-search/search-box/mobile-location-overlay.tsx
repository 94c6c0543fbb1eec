'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import type { DestinationInputProps } from './types';
import { LocationCombobox } from './location-combobox';
import styles from './mobile-location-overlay.module.css';

type Props = DestinationInputProps & { inputId: string; onClose: () => void };

/** The full-screen destination input on phones (spec 2.2); it takes the focus as it opens. */
export function MobileLocationOverlay({ lang, inputId, text, onTextChange, onSelect, onClose }: Props) {
  const { t } = useTranslation('searchBox');
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby={`${inputId}-title`} data-testid="search-overlay">
      <div className={styles.header}>
        <h2 id={`${inputId}-title`} className={styles.title}>
          <label htmlFor={inputId}>{t('location.overlayTitle')}</label>
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('location.closeOverlay')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <LocationCombobox
        lang={lang}
        inputId={inputId}
        text={text}
        onTextChange={onTextChange}
        onSelect={onSelect}
        onEscape={onClose}
        autoFocus
      />
    </div>
  );
}
