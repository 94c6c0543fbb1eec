import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES, activityStatusLabel, activityTypeLabel, activityValue } from './activity-labels';

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

  it('names every type and shows its value', () => {
    expect(activityTypeLabel('CREDIT', 'vi')).toBe('Hoàn tiền từ đơn hàng');
    expect(activityTypeLabel('DEBIT', 'vi')).toBe('Tiêu tiền cho đơn hàng');
    expect(Object.keys(ACTIVITY_TYPES)).toEqual(['CREDIT', 'DEBIT']);
    expect(activityValue({ type: 'CREDIT', available_value: 120, redeemed_value: 7 })).toBe(120);
    expect(activityValue({ type: 'DEBIT', available_value: 120, redeemed_value: 7 })).toBe(7);
  });
});
