'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { normalizeGuests, type Guests } from './rooms-guests';
import type { SubmitError } from './submit-destination';
import { navigateTo, updateStayUrl } from '@/lib/paths';
import { sameSelection, selectionLabel } from './suggestion-text';
import type { BestPriceConfig, SearchSelection } from './types';
import { DateRangeField } from './date-range-field';
import { GuestsField } from './guests-field';
import { LocationField } from './location-field';
import { useSearchSubmit } from './use-search-submit';
import { SearchError } from './search-error';
import styles from './search-box.module.css';

type SearchBoxInitial = {
  /** text shown in the input, e.g. the listing's place name; defaults to the selection's name */
  keyword?: string;
  selection?: SearchSelection | null;
  /** ISO YYYY-MM-DD */
  checkIn: string;
  nights: number;
  roomCount: number;
  adultCount: number;
};

export type SearchBoxProps = {
  lang: Lang;
  initial: SearchBoxInitial;
  bestPrice: BestPriceConfig;
  variant?: 'home' | 'listing';
};

/** The hotel search box (spec 2.2): destination with suggestions, dates, rooms and guests. */
export function SearchBox({ lang, initial, bestPrice, variant = 'home' }: SearchBoxProps) {
  const { t } = useTranslation('searchBox');
  const id = useId();
  const [selection, setSelection] = useState<SearchSelection | null>(initial.selection ?? null);
  const initialText = initial.keyword ?? (initial.selection ? selectionLabel(initial.selection, lang) : '');
  const [text, setText] = useState(initialText);
  // On a listing, the destination it shows until the visitor types or picks another one
  const [placeChanged, setPlaceChanged] = useState(false);
  const [dates, setDates] = useState({ checkIn: initial.checkIn, nights: initial.nights });
  const [guests, setGuests] = useState<Guests>(() => normalizeGuests(initial.roomCount, initial.adultCount));
  const [error, setError] = useState<SubmitError | null>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { submit, pending } = useSearchSubmit(lang, bestPrice);
  const errorId = error ? `${id}-error` : undefined;

  const onTextChange = (next: string) => {
    setText(next);
    setSelection(null);
    setPlaceChanged(next.trim() !== initialText.trim());
    setError(null);
  };
  const onSelect = (picked: SearchSelection) => {
    setSelection(picked);
    setText(selectionLabel(picked, lang));
    setPlaceChanged(!initial.selection || !sameSelection(picked, initial.selection));
    setError(null);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOverlayOpen(false);
    if (variant === 'listing' && !placeChanged) {
      // the same place: the listing again with the new stay, its filters and sort kept (as the phone's "Update")
      navigateTo(updateStayUrl(window.location.pathname, new URLSearchParams(window.location.search), { ...dates, ...guests }));
      return;
    }
    setError(await submit(selection, text, { ...dates, ...guests }));
  };

  return (
    <form
      role="search"
      aria-label={t('title')}
      className={`${styles.box} ${styles[variant]}`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <div className={styles.location}>
        <LocationField
          lang={lang}
          id={`${id}-location`}
          text={text}
          onTextChange={onTextChange}
          onSelect={onSelect}
          errorId={errorId}
          overlayOpen={overlayOpen}
          onOverlayChange={setOverlayOpen}
        />
        <SearchError id={errorId} error={error} />
      </div>
      <DateRangeField id={`${id}-dates`} checkIn={dates.checkIn} nights={dates.nights} onChange={setDates} />
      <GuestsField value={guests} onChange={setGuests} />
      <button type="submit" className={styles.submit} disabled={pending} data-testid="search-submit">
        {t('submit')}
      </button>
    </form>
  );
}
