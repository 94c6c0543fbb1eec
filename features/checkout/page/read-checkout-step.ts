import type { CheckoutStep } from '@/lib/paths';

/** The step of a checkout address: "?step=2" or "?step=3", anything else is step 1 (server and browser). */
export function readCheckoutStep(value: string | null | undefined): CheckoutStep {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}
