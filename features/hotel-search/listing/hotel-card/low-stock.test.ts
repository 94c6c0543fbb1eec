import { describe, expect, it } from 'vitest';
import { lowStockRooms } from './low-stock';

const hotel = (rooms_available: number, is_sold_out = false) => ({ rooms_available, is_sold_out });

describe('lowStockRooms', () => {
  it('shows 1 to 5 rooms for domestic hotels', () => {
    expect(lowStockRooms(hotel(1), true)).toBe(1);
    expect(lowStockRooms(hotel(5), true)).toBe(5);
  });

  it('hides above 5 rooms', () => {
    expect(lowStockRooms(hotel(6), true)).toBeNull();
  });

  it('leaves 0 rooms to the sold-out state', () => {
    expect(lowStockRooms(hotel(0), true)).toBeNull();
    expect(lowStockRooms(hotel(3, true), true)).toBeNull();
  });

  it('never shows for international hotels', () => {
    expect(lowStockRooms(hotel(2), false)).toBeNull();
  });
});
