'use client';

import { useTranslation } from '@/lib/i18n/use-translation';
import { CounterField, type CounterRow } from '@/components/fields/counter-field';
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

type Props = { value: Guests; onChange: (next: Guests) => void };

const STEPS = { rooms: { [-1]: decreaseRooms, 1: increaseRooms }, adults: { [-1]: decreaseAdults, 1: increaseAdults } } as const;

/** The rooms-and-guests dropdown (spec 5): opens and closes on its button, closes on an outside click. */
export function GuestsField({ value, onChange }: Props) {
  const { t } = useTranslation('searchBox');
  const rows: CounterRow[] = [
    {
      key: 'rooms',
      name: t('guests.rooms'),
      count: value.roomCount,
      dec: { enabled: canDecreaseRooms(value), label: t('guests.decreaseRooms') },
      inc: { enabled: canIncreaseRooms(value), label: t('guests.increaseRooms') },
    },
    {
      key: 'adults',
      name: t('guests.adults'),
      count: value.adultCount,
      dec: { enabled: canDecreaseAdults(value), label: t('guests.decreaseAdults') },
      inc: { enabled: canIncreaseAdults(value), label: t('guests.increaseAdults') },
    },
  ];
  return (
    <CounterField
      label={t('guests.label')}
      summary={`${t('guests.roomCount', { count: value.roomCount })}, ${t('guests.adultCount', { count: value.adultCount })}`}
      doneLabel={t('guests.done')}
      rows={rows}
      onStep={(key, delta) => onChange(STEPS[key === 'rooms' ? 'rooms' : 'adults'][delta](value))}
      testId="guests-toggle"
    />
  );
}
