import { describe, expect, it } from 'vitest';
import { cardBadge } from './badge';

describe('cardBadge', () => {
  it('puts the big-sale sticker first', () => {
    expect(cardBadge({ tags: ['top-hotel', 'big-sale'], free_cancel_24h: true })).toBe('bigSale');
  });

  it('shows top hotel when there is no big sale', () => {
    expect(cardBadge({ tags: ['special-hotel', 'top-hotel'], free_cancel_24h: true })).toBe('topHotel');
  });

  it('falls back to free cancellation within 24h', () => {
    expect(cardBadge({ tags: ['has-360img'], free_cancel_24h: true })).toBe('freeCancel24h');
  });

  it('shows nothing otherwise', () => {
    expect(cardBadge({ tags: ['free-cancellation'], free_cancel_24h: false })).toBeNull();
    expect(cardBadge({ tags: [], free_cancel_24h: false })).toBeNull();
  });
});
