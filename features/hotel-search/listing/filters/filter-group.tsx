'use client';

import type { FilterParam, OptionState } from './filter-query';
import styles from './filter-box.module.css';

type LabelledOption = { key: string; label: string; count: number };

type Props = {
  param: FilterParam;
  title: string;
  options: LabelledOption[];
  states: Record<string, OptionState>;
  onToggle: (value: string, checked: boolean) => void;
};

/**
 * One filter group: a list of checkboxes with counts. Native inputs with antd's checkbox classes (the look
 * comes from the extracted antd CSS), so the sidebar needs no antd script.
 */
export function FilterGroup({ param, title, options, states, onToggle }: Props) {
  return (
    <fieldset className={styles.group} data-testid={`filter-group-${param}`}>
      <legend className={styles.legend}>{title}</legend>
      <ul className={styles.options}>
        {options.map((option) => {
          const checked = states[option.key]?.checked ?? false;
          const disabled = states[option.key]?.disabled ?? false;
          const state = `${checked ? ' ant-checkbox-checked' : ''}${disabled ? ' ant-checkbox-disabled' : ''}`;
          const wrapperState = `${checked ? ' ant-checkbox-wrapper-checked' : ''}${disabled ? ' ant-checkbox-wrapper-disabled' : ''}`;
          return (
            <li key={option.key} className={styles.option}>
              <label className={`ant-checkbox-wrapper${wrapperState} app ant-checkbox-css-var`}>
                <span className={`ant-checkbox${state}`}>
                  <input
                    className="ant-checkbox-input"
                    type="checkbox"
                    checked={checked}
                    disabled={disabled}
                    onChange={(event) => onToggle(option.key, event.target.checked)}
                    data-testid={`filter-${param}-${option.key}`}
                  />
                </span>
                <span className="ant-checkbox-label">
                  {/* one text node each (no <!-- --> between label, space and count in the HTML) */}
                  {`${option.label} `}
                  <span className={styles.count}>{`(${option.count})`}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
