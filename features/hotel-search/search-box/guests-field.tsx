'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { useRevealWhenOpen } from '@/lib/hooks/use-reveal-when-open';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import {
  canDecreaseAdults,
  canDecreaseRooms,
  canIncreaseAdults,
  canIncreaseRooms,
  decreaseAdults,
  decreaseRooms,
  increaseAdults,
  increaseRooms,
  type Guests,
} from './rooms-guests';
import { useOutsideClick } from '@/lib/hooks/use-outside-click';
import styles from './guests-field.module.css';

type Props = { value: Guests; onChange: (next: Guests) => void };

type Step = { enabled: boolean; apply: (g: Guests) => Guests; label: string };

type Row = { key: 'rooms' | 'adults'; count: number; dec: Step; inc: Step };

function StepButton({ step, testId, onStep, children }: { step: Step; testId: string; onStep: (apply: Step['apply']) => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.step} aria-label={step.label} disabled={!step.enabled} data-testid={testId} onClick={() => onStep(step.apply)}>
      {children}
    </button>
  );
}

/** The rooms-and-guests dropdown (spec 5): opens and closes on its button, closes on an outside click. */
export function GuestsField({ value, onChange }: Props) {
  const { t } = useTranslation('searchBox');
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useOutsideClick(rootRef, () => setOpen(false), open);
  const panelRef = useRef<HTMLDivElement>(null);
  useRevealWhenOpen(panelRef, open);
  const summary = `${t('guests.roomCount', { count: value.roomCount })}, ${t('guests.adultCount', { count: value.adultCount })}`;
  const rows: Row[] = [
    {
      key: 'rooms',
      count: value.roomCount,
      dec: { enabled: canDecreaseRooms(value), apply: decreaseRooms, label: t('guests.decreaseRooms') },
      inc: { enabled: canIncreaseRooms(value), apply: increaseRooms, label: t('guests.increaseRooms') },
    },
    {
      key: 'adults',
      count: value.adultCount,
      dec: { enabled: canDecreaseAdults(value), apply: decreaseAdults, label: t('guests.decreaseAdults') },
      inc: { enabled: canIncreaseAdults(value), apply: increaseAdults, label: t('guests.increaseAdults') },
    },
  ];

  return (
    <div ref={rootRef} className={styles.field} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <span className={styles.label} id={`${id}-label`}>
        {t('guests.label')}
      </span>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        data-testid="guests-toggle"
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{summary}</span>
      </button>
      <div ref={panelRef} id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <span className={styles.rowLabel} id={`${id}-${row.key}`}>
              {t(`guests.${row.key}`)}
            </span>
            <StepButton step={row.dec} testId={`${row.key}-dec`} onStep={(apply) => onChange(apply(value))}>
              −
            </StepButton>
            <output className={styles.count} aria-labelledby={`${id}-${row.key}`} aria-live="polite">
              {row.count}
            </output>
            <StepButton step={row.inc} testId={`${row.key}-inc`} onStep={(apply) => onChange(apply(value))}>
              +
            </StepButton>
          </div>
        ))}
        <button type="button" className={styles.done} onClick={() => setOpen(false)}>
          {t('guests.done')}
        </button>
      </div>
    </div>
  );
}
