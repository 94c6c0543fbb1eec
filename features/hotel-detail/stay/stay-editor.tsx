'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { DateRangeField, GuestsField } from '@/features/hotel-search/index';
import { updateStayUrl } from '@/lib/paths';
import { useDetailT } from '../detail-text';
import { writeChildAges } from '../party';
import { ChildrenAges, type ChildLimits } from './children-ages';
import styles from './stay-editor.module.css';

type Stay = { checkIn: string; nights: number; roomCount: number; adultCount: number; childAges: number[] };
type Props = { stay: Stay; path: string; query: Record<string, string>; childLimits: ChildLimits };

/**
 * The hotel page's stay in place: dates, rooms and adults (the search box's own fields and spec 5 rules),
 * children with ages. "Cập nhật" writes them to the address and the server renders the rooms again.
 */
export function StayEditor({ stay, path, query, childLimits }: Props) {
  const t = useDetailT();
  const id = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [dates, setDates] = useState({ checkIn: stay.checkIn, nights: stay.nights });
  const [guests, setGuests] = useState({ roomCount: stay.roomCount, adultCount: stay.adultCount });
  const [childAges, setChildAges] = useState(stay.childAges);

  const apply = () => {
    const params = new URLSearchParams(query);
    const ages = writeChildAges(childAges);
    if (ages) params.set('childAges', ages);
    else params.delete('childAges');
    const url = updateStayUrl(path, params, { ...dates, ...guests });
    startTransition(() => router.push(url, { scroll: false }));
  };

  return (
    <form
      className={styles.editor}
      data-testid="stay-editor"
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className={styles.dates}>
        <DateRangeField id={`${id}-dates`} checkIn={dates.checkIn} nights={dates.nights} onChange={setDates} />
      </div>
      <div className={styles.guests}>
        <GuestsField value={guests} onChange={setGuests} />
      </div>
      <ChildrenAges ages={childAges} onChange={setChildAges} limits={childLimits} />
      <button type="submit" className={styles.update} disabled={pending} data-testid="stay-update">
        {pending ? t('stay.updating') : t('stay.update')}
      </button>
    </form>
  );
}
