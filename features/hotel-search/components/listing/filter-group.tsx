'use client';

import { Checkbox } from 'antd';
import type { FilterParam, OptionState } from '../../listing/filter-query';
import styles from './filter-box.module.css';

export type LabelledOption = { key: string; label: string; count: number };

type Props = {
  param: FilterParam;
  title: string;
  options: LabelledOption[];
  states: Record<string, OptionState>;
  onToggle: (value: string, checked: boolean) => void;
};

/** One filter group: a list of checkboxes with counts. */
export function FilterGroup({ param, title, options, states, onToggle }: Props) {
  return (
    <fieldset className={styles.group} data-testid={`filter-group-${param}`}>
      <legend className={styles.legend}>{title}</legend>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.key} className={styles.option}>
            <Checkbox
              checked={states[option.key]?.checked ?? false}
              disabled={states[option.key]?.disabled ?? false}
              onChange={(event) => onToggle(option.key, event.target.checked)}
              data-testid={`filter-${param}-${option.key}`}
            >
              {option.label} <span className={styles.count}>({option.count})</span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
