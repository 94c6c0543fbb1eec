'use client';

import { useCurrency } from './currency-context';

/** An integer VND amount shown in the visitor's currency. */
export function Price({ vnd, className }: { vnd: number; className?: string }) {
  const { format } = useCurrency();
  return (
    <span className={className} data-price-vnd={vnd}>
      {format(vnd)}
    </span>
  );
}
