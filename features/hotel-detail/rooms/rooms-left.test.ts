import { describe, expect, it } from 'vitest';
import { roomsLeft, selectableRooms } from './rooms-left';

const nights = ['2026-12-01', '2026-12-02', '2026-12-03'];

describe('rooms left for a stay', () => {
  it('is the default allotment when no night has a row', () => {
    expect(roomsLeft([], nights, 8)).toBe(8);
  });

  it('is the fewest free rooms over the nights (allotment - held - sold)', () => {
    const rows = [
      { stayDate: '2026-12-01', allotment: 8, held: 1, sold: 2 },
      { stayDate: '2026-12-02', allotment: 8, held: 0, sold: 6 },
    ];
    expect(roomsLeft(rows, nights, 8)).toBe(2);
  });

  it('ignores rows outside the stay and never goes below 0', () => {
    expect(roomsLeft([{ stayDate: '2026-11-30', allotment: 8, held: 0, sold: 8 }], nights, 5)).toBe(5);
    expect(roomsLeft([{ stayDate: '2026-12-03', allotment: 2, held: 1, sold: 1 }], nights, 5)).toBe(0);
  });

  it('caps the select at 9 rooms', () => {
    expect(selectableRooms(12, 9)).toBe(9);
    expect(selectableRooms(3, 9)).toBe(3);
    expect(selectableRooms(0, 9)).toBe(0);
  });
});
