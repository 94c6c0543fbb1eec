'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { addDays, toSummaryDate } from '@/lib/dates/product-date';
import { normalizeGuests } from './rooms-guests';
import { selectionLabel } from './suggestion-text';
import type { BestPriceConfig, SearchSelection, Stay } from './types';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import type { PlaceDraft } from './summary-modal';
import styles from './mobile-summary-bar.module.css';

// The full-screen search (antd Modal) loads when the bar is first tapped.
const SummaryModal = lazy(() => import('./summary-modal'));

export type MobileSummaryBarProps = {
  lang: Lang;
  /** the stay the page shows (check-in ISO YYYY-MM-DD) */
  stay: Stay;
  /** the listing's destination: its region, or the free text that was searched */
  destination: { keyword?: string; selection: SearchSelection | null };
  bestPrice: BestPriceConfig;
};

/**
 * The listing's search box on a phone, collapsed (spec 2.3, 2.6): destination, dates, rooms and adults of
 * the current search in one bar. Tapping it opens the full-screen search: destination (with its own
 * full-screen input), dates, rooms and guests, and "Update".
 */
export function MobileSummaryBar({ lang, stay, destination, bestPrice }: MobileSummaryBarProps) {
  const { t } = useTranslation('searchBox');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Stay>(stay);
  const destinationText = destination.keyword ?? (destination.selection ? selectionLabel(destination.selection, lang) : '');
  const initialPlace: PlaceDraft = { text: destinationText, selection: destination.selection, changed: false };
  const [place, setPlace] = useState<PlaceDraft>(initialPlace);
  const checkOut = addDays(stay.checkIn, stay.nights);
  // the same rule as the search box's guests (readStay), so the bar and the box always agree
  const guests = normalizeGuests(stay.roomCount, stay.adultCount);
  const opened = useOpenedOnce(open);

  const openPopup = () => {
    setDraft({ ...stay, ...guests });
    setPlace(initialPlace);
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={styles.bar} onClick={openPopup} aria-haspopup="dialog" data-testid="summary-bar">
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <span className={styles.text}>
          <span className="visually-hidden">{t('summary.edit')}: </span>
          <span className={styles.destination} data-testid="summary-destination">
            {destinationText || t('location.placeholder')}
          </span>
          <span className={styles.details}>
            <span className={styles.dates}>
              {toSummaryDate(stay.checkIn)} - {toSummaryDate(checkOut)}
            </span>
            <span aria-hidden="true"> · </span>
            <span className={styles.guests}>
              {t('guests.roomCount', { count: guests.roomCount })}, {t('guests.adultCount', { count: guests.adultCount })}
            </span>
          </span>
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SummaryModal
            id={id}
            lang={lang}
            bestPrice={bestPrice}
            open={open}
            draft={draft}
            onDraftChange={setDraft}
            place={place}
            onPlaceChange={setPlace}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
