'use client';

import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import { hotelAddress, hotelName, regionAddress, regionName } from './suggestion-text';
import type { SearchSelection } from './types';
import styles from './suggestion-list.module.css';

/**
 * One group of the list: the suggestions' regions and hotels (spec 2.2), or, for an empty field, the
 * visitor's recent searches and the popular destinations.
 */
export type SuggestionGroup = { key: 'regions' | 'hotels' | 'recent' | 'popular'; label: string; items: SearchSelection[] };

type Props = {
  id: string;
  lang: Lang;
  groups: SuggestionGroup[];
  /** index in the flat list (the groups' items in order) */
  highlight: number | null;
  optionId: (index: number) => string;
  onPick: (selection: SearchSelection) => void;
  onClose: () => void;
  /** clears the recent searches (shown with them) */
  onClearRecent?: () => void;
};

// Keeps the focus in the input when a row is clicked.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The suggestion listbox: its groups in order, with keyboard highlight over one flat list. */
export function SuggestionList({ id, lang, groups, highlight, optionId, onPick, onClose, onClearRecent }: Props) {
  const { t } = useTranslation('searchBox');
  // each group's first index in the flat list
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.items.length, 0));
  const option = (group: SuggestionGroup, selection: SearchSelection, i: number) => {
    const isRegion = selection.type === 'region';
    const name = isRegion ? regionName(selection.region, lang) : hotelName(selection.hotel, lang);
    const detail = isRegion ? regionAddress(selection.region, lang) : hotelAddress(selection.hotel, lang);
    const count = isRegion && group.key !== 'recent' ? t('location.hotelCount', { count: selection.region.hotel_count }) : null;
    const kind = group.key === 'recent' || group.key === 'popular' ? group.key : selection.type;
    return (
      <div
        key={`${group.key}-${i}`}
        id={optionId(i)}
        role="option"
        aria-selected={highlight === i}
        className={highlight === i ? `${styles.option} ${styles.active}` : styles.option}
        data-testid={`suggestion-${kind}`}
        onMouseDown={keepFocus}
        onClick={() => onPick(selection)}
      >
        <span className={styles.name}>{name}</span>
        <span className={styles.detail}>{detail}</span>
        {count ? <span className={styles.count}>{count}</span> : null}
      </div>
    );
  };

  return (
    <div className={styles.panel}>
      <button type="button" className={styles.close} aria-label={t('location.closeSuggestions')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {onClearRecent && groups.some((g) => g.key === 'recent') ? (
        <button type="button" className={styles.clear} onMouseDown={keepFocus} onClick={onClearRecent} data-testid="recent-clear">
          {t('location.clearRecent')}
        </button>
      ) : null}
      <div role="listbox" id={id} aria-label={t('location.suggestions')} data-testid="suggestion-list">
        {groups.map((group, g) => (
          <div key={group.key} role="group" aria-label={group.label} data-testid={`suggestion-group-${group.key}`}>
            <div aria-hidden="true" className={styles.group}>
              {group.label}
            </div>
            {group.items.map((selection, k) => option(group, selection, starts[g]! + k))}
          </div>
        ))}
      </div>
    </div>
  );
}
