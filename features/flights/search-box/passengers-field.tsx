'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { CounterField, type CounterRow } from '@/components/fields/counter-field';
import { PASSENGER_TYPES, type PassengerCounts, type PassengerType } from '../schemas';
import { passengerTotal, stepProblem, stepped } from './passenger-steps';

type Props = { value: PassengerCounts; onChange: (next: PassengerCounts) => void };

const COUNT_OF: Record<PassengerType, keyof PassengerCounts> = { adult: 'adultCount', child: 'childCount', infant: 'infantCount' };

const isPassengerType = (key: string): key is PassengerType => (PASSENGER_TYPES as readonly string[]).includes(key);

/**
 * The passengers dropdown: adults, children and infants with − and + (at least 1 adult, at most 9 seats,
 * no more infants than adults); a refused + or − says why beside the row.
 */
export function PassengersField({ value, onChange }: Props) {
  const { t } = useTranslation('flights');
  const rows = PASSENGER_TYPES.map((type): CounterRow => {
    const name = t(`passengers.${type}`);
    const dec = stepProblem(value, type, -1);
    const inc = stepProblem(value, type, 1);
    const why = inc && inc !== 'none' ? inc : dec && dec !== 'none' && value[COUNT_OF[type]] > 0 ? dec : null;
    return {
      key: type,
      name,
      hint: t(`passengers.${type}Hint`),
      count: value[COUNT_OF[type]],
      dec: {
        enabled: dec === null,
        label: t('passengers.decrease', { type: name.toLowerCase() }),
        describedBy: dec !== null && dec !== 'none',
      },
      inc: {
        enabled: inc === null,
        label: t('passengers.increase', { type: name.toLowerCase() }),
        describedBy: inc !== null && inc !== 'none',
      },
      why: why && t(`passengers.why.${why}`),
      countTestId: `${type}-count`,
    };
  });
  return (
    <CounterField
      label={t('passengers.label')}
      summary={t('passengers.count', { count: passengerTotal(value) })}
      doneLabel={t('passengers.done')}
      rows={rows}
      onStep={(key, delta) => {
        if (isPassengerType(key)) onChange(stepped(value, key, delta));
      }}
      testId="passengers-toggle"
    />
  );
}
