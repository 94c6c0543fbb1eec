import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMove, statusesBefore } from './status';

describe('order state machine', () => {
  const rank: Record<string, number> = { pending: 0, paid: 1, confirmed: 2, completed: 3, expired: 1, cancelled: 4, refunded: 5 };

  it('never moves backward (every allowed move raises the rank)', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) if (canMove(from, to)) expect(rank[to]!).toBeGreaterThan(rank[from]!);
  });

  it('allows the forward path and refuses the rest', () => {
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('paid', 'confirmed')).toBe(true);
    expect(canMove('pending', 'expired')).toBe(true);
    expect(canMove('cancelled', 'refunded')).toBe(true);
    expect(canMove('paid', 'pending')).toBe(false);
    expect(canMove('expired', 'paid')).toBe(false);
    expect(canMove('refunded', 'cancelled')).toBe(false);
    expect(canMove('completed', 'cancelled')).toBe(false);
    expect(canMove('paid', 'paid')).toBe(false);
  });

  it('names the statuses a move may start from', () => {
    expect(statusesBefore('cancelled').sort()).toEqual(['confirmed', 'paid', 'pending']);
    expect(statusesBefore('paid')).toEqual(['pending']);
  });
});
