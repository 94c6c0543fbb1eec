import { describe, expect, it } from 'vitest';
import { passengerCountProblem, seatsFor } from './passengers';

const party = (adultCount: number, childCount: number, infantCount: number) => ({ adultCount, childCount, infantCount });

describe('passenger rules', () => {
  it('needs at least one adult', () => {
    expect(passengerCountProblem(party(0, 0, 0))).toBe('Cần ít nhất 1 người lớn');
    expect(passengerCountProblem(party(0, 2, 0))).toBe('Cần ít nhất 1 người lớn');
    expect(passengerCountProblem(party(1, 0, 0))).toBeNull();
  });

  it('seats at most 9 adults and children; infants sit on a lap', () => {
    expect(passengerCountProblem(party(9, 0, 0))).toBeNull();
    expect(passengerCountProblem(party(1, 8, 1))).toBeNull();
    expect(passengerCountProblem(party(9, 0, 9))).toBeNull();
    expect(passengerCountProblem(party(10, 0, 0))).toMatch(/Tối đa 9/);
    expect(passengerCountProblem(party(2, 8, 0))).toMatch(/Tối đa 9/);
  });

  it('never has more infants than adults', () => {
    expect(passengerCountProblem(party(2, 0, 2))).toBeNull();
    expect(passengerCountProblem(party(2, 0, 3))).toBe('Số em bé không được nhiều hơn số người lớn');
  });

  it('refuses counts that are not whole and positive', () => {
    expect(passengerCountProblem(party(1.5, 0, 0))).toBe('Số hành khách không hợp lệ');
    expect(passengerCountProblem(party(1, -1, 0))).toBe('Số hành khách không hợp lệ');
    expect(passengerCountProblem(party(Number.NaN, 0, 0))).toBe('Số hành khách không hợp lệ');
  });

  it('counts the seats of adults and children', () => {
    expect(seatsFor(party(2, 1, 2))).toBe(3);
  });
});
