import { describe, expect, it } from 'vitest';
import { passengerCountProblem } from '../rules/passengers';
import { PASSENGER_TYPES } from '../schemas';
import { stepProblem, stepped } from './passenger-steps';

const c = (adultCount: number, childCount: number, infantCount: number) => ({ adultCount, childCount, infantCount });

describe('stepProblem (passenger rules on the + and − buttons)', () => {
  it('keeps at least one adult', () => {
    expect(stepProblem(c(1, 0, 0), 'adult', -1)).toBe('minAdult');
    expect(stepProblem(c(2, 0, 0), 'adult', -1)).toBeNull();
  });

  it('caps adults and children at 9 seats; infants do not take a seat', () => {
    expect(stepProblem(c(5, 4, 0), 'adult', 1)).toBe('maxSeats');
    expect(stepProblem(c(5, 4, 0), 'child', 1)).toBe('maxSeats');
    expect(stepProblem(c(5, 4, 4), 'infant', 1)).toBeNull();
  });

  it('never lets infants outnumber adults, from either side', () => {
    expect(stepProblem(c(1, 0, 1), 'infant', 1)).toBe('infants');
    expect(stepProblem(c(2, 0, 2), 'adult', -1)).toBe('infants');
  });

  it('disables going below zero without a reason', () => {
    expect(stepProblem(c(1, 0, 0), 'child', -1)).toBe('none');
    expect(stepProblem(c(1, 0, 0), 'infant', -1)).toBe('none');
  });

  it('agrees with passengerCountProblem on every party up to 9 + 9', () => {
    for (let a = 1; a <= 9; a++)
      for (let ch = 0; ch <= 8; ch++)
        for (let inf = 0; inf <= a; inf++) {
          const counts = c(a, ch, inf);
          if (passengerCountProblem(counts)) continue;
          for (const type of PASSENGER_TYPES)
            for (const delta of [1, -1] as const) {
              const next = stepped(counts, type, delta);
              const allowed = Object.values(next).every((n) => n >= 0) && passengerCountProblem(next) === null;
              expect(stepProblem(counts, type, delta) === null).toBe(allowed);
            }
        }
  });
});
