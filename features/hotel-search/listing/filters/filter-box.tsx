'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SearchExtraData } from '../../schemas';
import { filterGroups } from './filter-groups';
import {
  FILTER_PARAMS,
  isRangeFilter,
  rangeState,
  resetFiltersQuery,
  selectedValues,
  toggleFilterQuery,
  type FilterParam,
  type OptionState,
} from './filter-query';
import { FilterGroup } from './filter-group';
import { useFilterLabel } from './use-filter-label';
import { useListingNavigation } from '../listing-navigation';
import styles from './filter-box.module.css';

type Props = { extra: SearchExtraData | null; isDomestic: boolean };

function individualState(options: readonly string[], selected: readonly string[]): Record<string, OptionState> {
  return Object.fromEntries(options.map((key) => [key, { checked: selected.includes(key), disabled: false }]));
}

/** Spec 2.4: the filter groups; a toggle rewrites the query in place, Reset reloads the page. */
export function FilterBox({ extra, isDomestic }: Props) {
  const { t } = useTranslation('hotelList');
  const labelOf = useFilterLabel();
  const titleId = useId();
  const { query, replaceQuery, reloadWithQuery } = useListingNavigation();
  const selected = Object.fromEntries(FILTER_PARAMS.map((param) => [param, selectedValues(query, param)])) as Record<FilterParam, string[]>;

  return (
    <section className={styles.box} aria-labelledby={titleId} data-testid="filter-box">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('filter.title')}
        </h2>
        <button type="button" className={styles.reset} onClick={() => reloadWithQuery(resetFiltersQuery(query))} data-testid="filter-reset">
          {t('filter.reset')}
        </button>
      </div>
      {filterGroups(extra, isDomestic, selected).map(({ param, options }) => {
        const keys = options.map((o) => o.key);
        const states = isRangeFilter(param, isDomestic) ? rangeState(keys, selected[param]) : individualState(keys, selected[param]);
        return (
          <FilterGroup
            key={param}
            param={param}
            title={t(`filter.${param}`)}
            options={options.map((option) => ({ ...option, label: labelOf(param, option) }))}
            states={states}
            onToggle={(value, checked) =>
              replaceQuery((latest) => toggleFilterQuery(latest, { param, value, checked, options: keys, isDomestic }))
            }
          />
        );
      })}
    </section>
  );
}
