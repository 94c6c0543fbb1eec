'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { addDays, toSummaryDate } from '@/lib/dates/product-date';
import { normalizeGuests } from '../../search-box/rooms-guests';
import { updateStayUrl } from '../../search-box/stay-url';
import type { Stay } from '../../search-box/types';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import { navigateTo } from './navigate';
import styles from './mobile-summary-bar.module.css';

// The popup (antd Modal) loads when the bar is first tapped.
const SummaryModal = lazy(() => import('./summary-modal'));

export type MobileSummaryBarProps = {
  /** the stay the page shows (check-in ISO YYYY-MM-DD) */
  stay: Stay;
};

/**
 * Spec 2.6 "Mobile summary bar": rooms, adults and dates of the current search; tapping it opens a popup
 * to change dates and guests. "Update" reloads the same listing with the new stay.
 */
export function MobileSummaryBar({ stay }: MobileSummaryBarProps) {
  const { t } = useTranslation('searchBox');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Stay>(stay);
  const checkOut = addDays(stay.checkIn, stay.nights);
  const opened = useOpenedOnce(open);

  const openPopup = () => {
    setDraft({ ...stay, ...normalizeGuests(stay.roomCount, stay.adultCount) });
    setOpen(true);
  };
  const update = () => {
    setOpen(false);
    navigateTo(updateStayUrl(window.location.pathname, new URLSearchParams(window.location.search), draft));
  };

  return (
    <>
      <button type="button" className={styles.bar} onClick={openPopup} aria-haspopup="dialog" data-testid="summary-bar">
        <span className="visually-hidden">{t('summary.edit')}: </span>
        <span className={styles.guests}>
          {t('guests.roomCount', { count: stay.roomCount })}, {t('guests.adultCount', { count: stay.adultCount })}
        </span>
        <span className={styles.dates}>
          {toSummaryDate(stay.checkIn)} - {toSummaryDate(checkOut)}
        </span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SummaryModal id={id} open={open} draft={draft} onDraftChange={setDraft} onUpdate={update} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
