'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePopularDestinations } from './api/use-popular-destinations';
import { useSuggestions } from './api/use-suggestions';
import { nextHighlight } from './highlight';
import type { HotelSuggestion, RegionSuggestion } from '../schemas';
import type { DestinationInputProps, SearchSelection } from './types';
import { SuggestionList, type SuggestionGroup } from './suggestion-list';
import { useOutsideClick } from '@/lib/hooks/use-outside-click';
import { useRecentSearches } from './use-recent-searches';
import styles from './location-combobox.module.css';

type Props = DestinationInputProps & {
  inputId: string;
  /** id of the validation message, when one shows */
  errorId?: string;
  autoFocus?: boolean;
  /** Escape also closes the surrounding overlay */
  onEscape?: () => void;
};

const asRegion = (region: RegionSuggestion): SearchSelection => ({ type: 'region', region });
const asHotel = (hotel: HotelSuggestion): SearchSelection => ({ type: 'hotel', hotel });

/**
 * The destination input with its suggestion list and keyboard navigation (spec 2.2). Focused empty, it
 * offers the visitor's recent searches and the popular destinations, as the big booking sites do.
 */
export function LocationCombobox({ lang, inputId, text, onTextChange, onSelect, errorId, autoFocus, onEscape }: Props) {
  const { t } = useTranslation('searchBox');
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // The highlight belongs to one list; a new list (new text) starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ index: number | null; text: string }>({ index: null, text: '' });
  const empty = text.trim() === '';
  const { regions, hotels, text: listText } = useSuggestions(text, lang, open);
  const popular = usePopularDestinations(open && empty);
  const [recent, clearRecent] = useRecentSearches();
  const all: SuggestionGroup[] = empty
    ? [
        { key: 'recent', label: t('location.recent'), items: recent },
        { key: 'popular', label: t('location.popular'), items: popular.map(asRegion) },
      ]
    : [
        { key: 'regions', label: t('location.regions'), items: regions.map(asRegion) },
        { key: 'hotels', label: t('location.hotels'), items: hotels.map(asHotel) },
      ];
  const groups = all.filter((group) => group.items.length > 0);
  const items = groups.flatMap((group) => group.items);
  const index = highlight.text === listText ? highlight.index : null;
  const showList = open && items.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const close = () => {
    setOpen(false);
    setHighlight({ index: null, text: listText });
  };
  useOutsideClick(rootRef, close, open);

  const pick = (selection: SearchSelection) => {
    close();
    onSelect(selection);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const next = nextHighlight(index, items.length, 0, event.key === 'ArrowDown' ? 'down' : 'up');
      setHighlight({ index: next, text: listText });
    } else if (event.key === 'Enter' && showList && index !== null) {
      const item = items[index];
      if (!item) return;
      event.preventDefault();
      pick(item);
    } else if (event.key === 'Escape') {
      close();
      onEscape?.();
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && index !== null ? optionId(index) : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={t('location.placeholder')}
        value={text}
        autoFocus={autoFocus}
        data-testid="search-input"
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <SuggestionList
          id={listId}
          lang={lang}
          groups={groups}
          highlight={index}
          optionId={optionId}
          onPick={pick}
          onClose={close}
          onClearRecent={clearRecent}
        />
      ) : null}
    </div>
  );
}
