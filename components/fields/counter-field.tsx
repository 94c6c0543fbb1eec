'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { useOutsideClick } from '@/lib/hooks/use-outside-click';
import { useRevealWhenOpen } from '@/lib/hooks/use-reveal-when-open';
import styles from './counter-field.module.css';

/** One − or + of a row: whether it may be pressed, what it is called, whether the row's "why" text describes it. */
type CounterStep = { enabled: boolean; label: string; describedBy?: boolean };

export type CounterRow = {
  key: string;
  name: string;
  /** a small line under the name (e.g. an age range) */
  hint?: string;
  count: number;
  dec: CounterStep;
  inc: CounterStep;
  /** why a step is refused, shown under the row */
  why?: string | null;
  /** data-testid of the count (none when absent) */
  countTestId?: string;
};

type Props = {
  label: string;
  summary: ReactNode;
  doneLabel: string;
  rows: CounterRow[];
  onStep: (key: string, delta: -1 | 1) => void;
  /** data-testid of the toggle button */
  testId: string;
};

function StepButton({
  step,
  testId,
  describedBy,
  onClick,
  children,
}: {
  step: CounterStep;
  testId: string;
  describedBy: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.step}
      aria-label={step.label}
      aria-describedby={step.describedBy ? describedBy : undefined}
      disabled={!step.enabled}
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * A dropdown of counted things with − and + per row (hotel rooms and adults, flight passengers): opens and closes
 * on its button, closes on Escape, an outside click or its done button; a refused step can say why under its row.
 */
export function CounterField({ label, summary, doneLabel, rows, onStep, testId }: Props) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useOutsideClick(rootRef, () => setOpen(false), open);
  const panelRef = useRef<HTMLDivElement>(null);
  useRevealWhenOpen(panelRef, open);
  const hinted = rows.some((row) => row.hint !== undefined);

  return (
    <div ref={rootRef} className={styles.field} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{summary}</span>
      </button>
      <div ref={panelRef} id={`${id}-panel`} className={hinted ? `${styles.panel} ${styles.wide}` : styles.panel} hidden={!open}>
        {rows.map((row) => {
          const whyId = `${id}-${row.key}-why`;
          return (
            <div key={row.key} className={styles.row}>
              {row.hint === undefined ? (
                <span className={styles.rowLabel} id={`${id}-${row.key}`}>
                  {row.name}
                </span>
              ) : (
                <span className={`${styles.rowLabel} ${styles.withHint}`}>
                  <span id={`${id}-${row.key}`}>{row.name}</span>
                  <small className={styles.hint}>{row.hint}</small>
                </span>
              )}
              <StepButton step={row.dec} testId={`${row.key}-dec`} describedBy={whyId} onClick={() => onStep(row.key, -1)}>
                −
              </StepButton>
              <output className={styles.count} aria-labelledby={`${id}-${row.key}`} aria-live="polite" data-testid={row.countTestId}>
                {row.count}
              </output>
              <StepButton step={row.inc} testId={`${row.key}-inc`} describedBy={whyId} onClick={() => onStep(row.key, 1)}>
                +
              </StepButton>
              {row.why && (
                <p id={whyId} className={styles.why} data-testid={`${row.key}-why`}>
                  {row.why}
                </p>
              )}
            </div>
          );
        })}
        <button type="button" className={styles.done} onClick={() => setOpen(false)}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}
