'use client';

import { Modal } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { AntdProvider } from '@/lib/theme/antd-provider';
import { navigateTo, updateStayUrl } from '@/lib/paths';
import type { SubmitError } from './submit-destination';
import { selectionLabel } from './suggestion-text';
import type { BestPriceConfig, SearchSelection, Stay } from './types';
import { DateRangeField } from './date-range-field';
import { GuestsField } from './guests-field';
import { LocationField } from './location-field';
import { useSearchSubmit } from './use-search-submit';
import { SearchError } from './search-error';
import styles from './mobile-summary-bar.module.css';

/** The destination being edited; `changed` once the traveller typed or picked another one. */
export type PlaceDraft = { text: string; selection: SearchSelection | null; changed: boolean };

type Props = {
  id: string;
  lang: Lang;
  bestPrice: BestPriceConfig;
  open: boolean;
  draft: Stay;
  onDraftChange: (update: (draft: Stay) => Stay) => void;
  place: PlaceDraft;
  onPlaceChange: (place: PlaceDraft) => void;
  onClose: () => void;
};

/**
 * The mobile summary bar's full-screen search (antd Modal, loaded on first open): destination, dates,
 * rooms and guests, and "Update". With the same destination, Update reloads the listing with the new stay
 * and keeps its filters; with another one, it searches like the search box.
 */
export default function SummaryModal({ open, onClose, ...form }: Props) {
  const { t } = useTranslation('searchBox');
  return (
    <AntdProvider>
      <Modal
        open={open}
        title={t('summary.title')}
        onCancel={onClose}
        footer={null}
        destroyOnHidden
        width="100%"
        rootClassName={styles.sheet}
      >
        <SearchSheet {...form} onClose={onClose} />
      </Modal>
    </AntdProvider>
  );
}

function SearchSheet({ id, lang, bestPrice, draft, onDraftChange, place, onPlaceChange, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation('searchBox');
  const errorId = `${useId()}-error`;
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [error, setError] = useState<SubmitError | null>(null);
  const { submit, pending } = useSearchSubmit(lang, bestPrice);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOverlayOpen(false);
    if (!place.changed) {
      onClose();
      navigateTo(updateStayUrl(window.location.pathname, new URLSearchParams(window.location.search), draft));
      return;
    }
    const failure = await submit(place.selection, place.text, draft);
    setError(failure);
    if (!failure) onClose();
  };

  return (
    <form role="search" aria-label={t('title')} className={styles.popup} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div>
        <LocationField
          lang={lang}
          id={`${id}-location`}
          text={place.text}
          onTextChange={(text) => {
            onPlaceChange({ text, selection: null, changed: true });
            setError(null);
          }}
          onSelect={(selection) => {
            onPlaceChange({ text: selectionLabel(selection, lang), selection, changed: true });
            setError(null);
          }}
          errorId={error ? errorId : undefined}
          overlayOpen={overlayOpen}
          onOverlayChange={setOverlayOpen}
          phone
        />
        <SearchError id={errorId} error={error} />
      </div>
      <DateRangeField
        id={`${id}-dates`}
        checkIn={draft.checkIn}
        nights={draft.nights}
        onChange={(dates) => onDraftChange((d) => ({ ...d, ...dates }))}
      />
      <GuestsField value={draft} onChange={(guests) => onDraftChange((d) => ({ ...d, ...guests }))} />
      <button type="submit" className={styles.update} disabled={pending} data-testid="summary-update">
        {t('summary.update')}
      </button>
    </form>
  );
}
