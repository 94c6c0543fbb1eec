'use client';

import { useCallback, useEffect, useState } from 'react';
import { checkoutPath, localePath, type CheckoutStep } from '@/lib/paths';
import { useLang } from '@/lib/i18n/i18n-provider';
import { readCheckoutStep } from './read-checkout-step';

/**
 * The step lives in the address (`?step=`), so Back and Forward move between steps. A step change is a
 * history entry made in the browser (Next's router keeps it), not a server round trip.
 */
export function useCheckoutStep(
  id: string,
  initial: CheckoutStep,
  /** the product's checkout address (hotels: checkoutPath) */
  pathOf: (id: string, step: CheckoutStep) => string = checkoutPath,
): [CheckoutStep, (step: CheckoutStep, replace?: boolean) => void] {
  const lang = useLang();
  const [step, setStep] = useState<CheckoutStep>(initial);

  useEffect(() => {
    const onPop = () => setStep(readCheckoutStep(new URLSearchParams(window.location.search).get('step')));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const goTo = useCallback(
    (next: CheckoutStep, replace = false) => {
      setStep(next);
      const url = localePath(lang, pathOf(id, next));
      // null state: Next's router patches pushState and keeps its own state with the entry
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      window.scrollTo?.({ top: 0 });
    },
    [id, lang, pathOf],
  );
  return [step, goTo];
}
