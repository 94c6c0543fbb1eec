'use client';

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Lang } from '@/lib/i18n/config';
import type { AirportOption, SuggestedDestinations } from '../schemas';
import { useFlightPlaces } from '../api/airports';
import { airportCity, airportLabel, airportName, pickerGroups, placeName, type AirportGroup } from './airport-search';
import styles from './airport-field.module.css';

type Props = {
  lang: Lang;
  kind: 'origin' | 'destination';
  airports: readonly AirportOption[];
  suggestions: SuggestedDestinations | undefined;
  value: AirportOption | null;
  onChange: (airport: AirportOption) => void;
  /** destinations: only the airports flown to from the origin */
  allowed?: ReadonlySet<string> | null;
  /** the picker opened (the suggestions are asked for then) */
  onOpen?: () => void;
  errorId?: string;
};

/**
 * An airport combobox (WAI-ARIA 1.2 pattern): typing filters by code, city or airport name without
 * diacritics; empty, it lists the suggested destinations. Arrow keys move, Enter picks, Escape closes.
 */
export function AirportField({ lang, kind, airports, suggestions, value, onChange, allowed, onOpen, errorId }: Props) {
  const { t } = useTranslation('flights');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // the places without an airport come with the airport answer, asked once a picker has opened
  const places = useFlightPlaces(open);
  const groups = useMemo(
    () => pickerGroups(airports, editing ? text : '', lang, suggestions, allowed, places),
    [airports, editing, text, lang, suggestions, allowed, places],
  );
  const options = groups.flatMap((g) => g.airports.map((airport) => ({ group: g.key, airport })));
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const shown = editing ? text : value ? airportLabel(value, lang) : '';

  const openList = () => {
    if (!open) onOpen?.();
    setOpen(true);
    setActive(0);
  };
  const close = () => {
    setOpen(false);
    setEditing(false);
    setText('');
  };
  const pick = (airport: AirportOption) => {
    onChange(airport);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? 0 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option.airport);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const groupId = (group: AirportGroup) => (group.place ? `near-${group.place.nameEn}` : group.key);
  const groupTitle = (group: AirportGroup) =>
    group.place ? t('airportPlaces.near', { place: placeName(group.place, lang) }) : t(`box.groups.${group.key}`);
  const detail = (group: AirportGroup, airport: AirportOption) =>
    group.place
      ? t('airportPlaces.distance', { place: placeName(group.place, lang), km: group.km?.get(airport.code) ?? 0 })
      : airportName(airport, lang);
  // each group's first option index in `options`
  const offsets = groups.map((_, g) => groups.slice(0, g).reduce((n, group) => n + group.airports.length, 0));
  return (
    <div className={styles.field} data-testid={`airport-${kind}`}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        {t(`box.${kind}`)}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.input}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        aria-describedby={errorId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t(kind === 'origin' ? 'box.originPlaceholder' : 'box.destinationPlaceholder')}
        value={shown}
        onFocus={(event) => {
          event.currentTarget.select();
          openList();
        }}
        onClick={() => !open && openList()}
        onChange={(event) => {
          setEditing(true);
          setText(event.target.value);
          setActive(0);
          if (!open) openList();
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {open && (
        <div className={styles.popup}>
          <ul id={listId} role="listbox" aria-label={t(`box.${kind}`)} className={styles.list}>
            {groups.map((group, g) => (
              <li key={groupId(group)} role="presentation">
                {group.key !== 'matches' && (
                  <p className={styles.group} aria-hidden="true">
                    {groupTitle(group)}
                  </p>
                )}
                <ul
                  role="group"
                  aria-label={groupTitle(group)}
                  className={styles.groupList}
                  data-testid={group.place ? 'airport-place-group' : undefined}
                >
                  {group.airports.map((airport, a) => {
                    const i = offsets[g]! + a;
                    return (
                      <li
                        key={`${groupId(group)}-${airport.code}`}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        className={styles.option}
                        data-code={airport.code}
                        // mousedown, not click: the input's blur would close the list first
                        onMouseDown={(event) => {
                          event.preventDefault();
                          pick(airport);
                        }}
                        onMouseEnter={() => setActive(i)}
                      >
                        <span className={styles.city}>{airportCity(airport, lang)}</span>
                        <span className={styles.code}>{airport.code}</span>
                        <span className={styles.name}>{detail(group, airport)}</span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
          {options.length === 0 && (
            <p className={styles.empty} role="status">
              {t('box.noAirport')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
