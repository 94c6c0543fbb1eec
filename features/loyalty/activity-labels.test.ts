import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES, activityKind, activityStatusLabel, activityTypeLabel, activityValue } from './activity-labels';

describe('activity labels (spec 4, word for word)', () => {
  it('names and colours every status', () => {
    expect(Object.fromEntries(Object.entries(ACTIVITY_STATUSES).map(([status, { vi, tone }]) => [status, [vi, tone]]))).toEqual({
      PENDING: ['Chờ duyệt', 'yellow'],
      POSTED: ['Đã duyệt', 'green'],
      EXPIRED: ['Đã hết hạn', 'red'],
      CANCELLED: ['Đã hủy', 'gray'],
    });
    expect(activityStatusLabel('CANCELLED', 'vi')).toBe('Đã hủy');
  });

  it('names every kind of row in both languages and shows its value', () => {
    const earned = { type: 'CREDIT', order_number: 'VV123' } as const;
    const reversed = { type: 'DEBIT', order_number: 'VV123' } as const;
    const redeemed = { type: 'DEBIT', order_number: null } as const;
    expect([earned, reversed, redeemed].map(activityKind)).toEqual(['EARNED', 'REVERSED', 'REDEEMED']);
    expect(activityTypeLabel(earned, 'vi')).toBe('Hoàn tiền từ đơn hàng');
    expect(activityTypeLabel(redeemed, 'vi')).toBe('Tiêu tiền cho đơn hàng');
    expect(activityTypeLabel(reversed, 'vi')).toBe('Thu hồi điểm (đơn hàng đã hủy)');
    expect(activityTypeLabel(earned, 'en')).toBe('Points earned from an order');
    expect(activityTypeLabel(redeemed, 'en')).toBe('Points redeemed for a coupon');
    expect(activityTypeLabel(reversed, 'en')).toBe('Points reversed (order cancelled)');
    for (const item of [earned, reversed, redeemed]) expect(activityTypeLabel(item, 'en')).not.toMatch(/refund|spent on an order/i);
    expect(Object.keys(ACTIVITY_TYPES)).toEqual(['CREDIT', 'DEBIT']);
    expect(activityValue({ type: 'CREDIT', available_value: 120, redeemed_value: 7 })).toBe(120);
    expect(activityValue({ type: 'DEBIT', available_value: 120, redeemed_value: 7 })).toBe(7);
  });
});
