import { describe, expect, it } from 'vitest';
import { readCheckoutStep } from './read-checkout-step';

describe('checkout step in the address', () => {
  it('reads 2 and 3, and anything else as step 1', () => {
    expect(readCheckoutStep('2')).toBe(2);
    expect(readCheckoutStep('3')).toBe(3);
    for (const value of ['1', '4', '0', ' 2', '2.0', '', null, undefined]) expect(readCheckoutStep(value)).toBe(1);
  });
});
