import { describe, expect, it } from 'vitest';
import vi from '@/locales/vi/hotel-detail.json';
import en from '@/locales/en/hotel-detail.json';
import { rateLabel } from './rate-label';

describe('rateLabel (issue 8 item 18)', () => {
  it('does not repeat the breakfast fact the plan name already states', () => {
    expect(rateLabel('Bao gồm bữa sáng', [vi.breakfast, vi.freeCancel])).toBe('Bao gồm bữa sáng · Miễn phí hủy 24h');
    expect(rateLabel('Breakfast included', [en.breakfast])).toBe('Breakfast included');
    expect(rateLabel('Bao gồm bữa sáng và bữa tối', [vi.breakfast])).toBe('Bao gồm bữa sáng và bữa tối');
    expect(rateLabel('Breakfast and dinner included', [en.breakfast, en.freeCancel])).toBe(
      'Breakfast and dinner included · Free cancellation 24h',
    );
  });

  it('adds the facts a plain name does not state, each once', () => {
    expect(rateLabel('Chỉ phòng', [vi.breakfast, vi.freeCancel])).toBe('Chỉ phòng · Bao gồm bữa sáng · Miễn phí hủy 24h');
    expect(rateLabel('Room only', [en.freeCancel, en.freeCancel])).toBe('Room only · Free cancellation 24h');
    expect(rateLabel('Room only', [])).toBe('Room only');
  });
});
