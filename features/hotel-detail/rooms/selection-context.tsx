'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** What the selection needs of a rate plan: its room type (rooms are shared by its plans) and price. */
export type SelectablePlan = { planId: number; roomTypeId: number; payTotal: number; roomsLeft: number; maxAdults: number };

type Selection = {
  plans: ReadonlyMap<number, SelectablePlan>;
  counts: ReadonlyMap<number, number>;
  setCount: (planId: number, count: number) => void;
  clear: () => void;
  /** how many rooms of this plan can still be chosen: what its room type has left after the other plans */
  maxFor: (planId: number, cap: number) => number;
};

const SelectionContext = createContext<Selection | null>(null);

/**
 * The rooms chosen on the hotel page, per rate plan. Server-rendered room cards hold the selects; the
 * summary reads the same state. The page keys it by the stay, so a new stay starts empty.
 */
export function SelectionProvider({ plans, children }: { plans: SelectablePlan[]; children: ReactNode }) {
  const byId = useMemo(() => new Map(plans.map((plan) => [plan.planId, plan])), [plans]);
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const setCount = useCallback((planId: number, count: number) => {
    setCounts((current) => {
      const next = new Map(current);
      if (count > 0) next.set(planId, count);
      else next.delete(planId);
      return next;
    });
  }, []);
  const clear = useCallback(() => setCounts(new Map()), []);
  const maxFor = useCallback(
    (planId: number, cap: number) => {
      const plan = byId.get(planId);
      if (!plan) return 0;
      let taken = 0;
      for (const [id, count] of counts) if (id !== planId && byId.get(id)?.roomTypeId === plan.roomTypeId) taken += count;
      return Math.max(0, Math.min(cap, plan.roomsLeft - taken));
    },
    [byId, counts],
  );
  const value = useMemo(() => ({ plans: byId, counts, setCount, clear, maxFor }), [byId, counts, setCount, clear, maxFor]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useSelection(): Selection {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('useSelection outside SelectionProvider');
  return value;
}
