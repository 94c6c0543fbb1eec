'use client';

import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { DestinationInputProps, SearchSelection } from './types';
import { LocationCombobox } from './location-combobox';
import { MobileLocationOverlay } from './mobile-location-overlay';
import { useIsMobile } from '@/lib/hooks/use-is-mobile';
import styles from './location-field.module.css';

type Props = DestinationInputProps & {
  id: string;
  errorId?: string;
  overlayOpen: boolean;
  onOverlayChange: (open: boolean) => void;
  /** always the phone's trigger and overlay (in the mobile full-screen search, reachable on phones only) */
  phone?: boolean;
};

/**
 * The destination field. On desktop the input carries the suggestion list; on a phone it is only a
 * trigger for the full-screen overlay, so the on-screen keyboard opens for the overlay's input only.
 */
export function LocationField({ lang, id, text, onTextChange, onSelect, errorId, overlayOpen, onOverlayChange, phone = false }: Props) {
  const { t } = useTranslation('searchBox');
  const isMobile = useIsMobile() || phone;
  const triggerRef = useRef<HTMLInputElement>(null);
  const label = (
    <label htmlFor={id} className={styles.label}>
      {t('location.label')}
    </label>
  );
  if (!isMobile) {
    return (
      <div className={styles.field}>
        {label}
        <LocationCombobox lang={lang} inputId={id} text={text} onTextChange={onTextChange} onSelect={onSelect} errorId={errorId} />
      </div>
    );
  }
  const close = () => {
    onOverlayChange(false);
    triggerRef.current?.focus();
  };
  const select = (selection: SearchSelection) => {
    close();
    onSelect(selection);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOverlayChange(true);
  };
  return (
    <div className={styles.field}>
      {label}
      <input
        ref={triggerRef}
        id={id}
        className={styles.trigger}
        type="text"
        readOnly
        value={text}
        placeholder={t('location.placeholder')}
        aria-haspopup="dialog"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        data-testid="search-input"
        onClick={() => onOverlayChange(true)}
        onKeyDown={onKeyDown}
      />
      {overlayOpen ? (
        <MobileLocationOverlay
          lang={lang}
          inputId={`${id}-overlay`}
          text={text}
          onTextChange={onTextChange}
          onSelect={select}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
