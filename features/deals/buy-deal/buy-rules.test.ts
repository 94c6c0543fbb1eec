import { describe, expect, it } from 'vitest';
import { buyerErrors, buyerForApi, clampQuantity, maxQuantity } from './buy-rules';

describe('buy-deal rules', () => {
  it('caps the quantity by max_per_order, what is left and the site limit', () => {
    expect(maxQuantity({ max_per_order: 4, quantity_left: 50 })).toBe(4);
    expect(maxQuantity({ max_per_order: 5, quantity_left: 2 })).toBe(2);
    expect(maxQuantity({ max_per_order: 40, quantity_left: 40 })).toBe(10);
    expect(maxQuantity({ max_per_order: 3, quantity_left: 0 })).toBe(0);
  });

  it('keeps a quantity inside 1..max', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(9, 4)).toBe(4);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(clampQuantity(2.7, 4)).toBe(2);
  });

  it('checks the buyer with the checkout rules and sends a normalised phone', () => {
    expect(buyerErrors({ fullName: '', email: 'x', phone: '12' })).toEqual({
      fullName: 'errors.nameRequired',
      email: 'errors.emailInvalid',
      phone: 'errors.phoneInvalid',
    });
    expect(buyerForApi({ fullName: 'Nguyễn  Văn An', email: ' an@example.vn ', phone: '0901234567' })).toEqual({
      full_name: 'Nguyễn Văn An',
      email: 'an@example.vn',
      phone: expect.stringMatching(/901234567$/),
    });
    expect(buyerForApi({ fullName: 'An', email: 'an@example.vn', phone: '0901234567' })).toBeNull();
  });
});
