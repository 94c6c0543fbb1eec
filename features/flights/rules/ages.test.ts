import { describe, expect, it } from 'vitest';
import { ageOn, MIN_INFANT_AGE_DAYS, passengerAgeProblem, passportProblem } from './ages';

describe('age rules on the travel dates', () => {
  it('counts whole years, a 29 February birthday from 1 March', () => {
    expect(ageOn('2014-12-01', '2026-11-30')).toBe(11);
    expect(ageOn('2014-12-01', '2026-12-01')).toBe(12);
    expect(ageOn('2024-02-29', '2025-02-28')).toBe(0);
    expect(ageOn('2024-02-29', '2025-03-01')).toBe(1);
  });

  it('an adult is 12 or older on the first flight; the date of birth is optional', () => {
    expect(passengerAgeProblem('adult', undefined, '2026-12-01', '2026-12-05')).toBeNull();
    expect(passengerAgeProblem('adult', '2014-12-01', '2026-12-01', '2026-12-05')).toBeNull();
    expect(passengerAgeProblem('adult', '2014-12-02', '2026-12-01', '2026-12-05')).toMatch(/12 tuổi/);
  });

  it('a child is 2 to 11 on the first flight', () => {
    expect(passengerAgeProblem('child', undefined, '2026-12-01', '2026-12-05')).toMatch(/ngày sinh/);
    expect(passengerAgeProblem('child', '2024-12-01', '2026-12-01', '2026-12-05')).toBeNull();
    expect(passengerAgeProblem('child', '2024-12-02', '2026-12-01', '2026-12-05')).toMatch(/Trẻ em/);
    expect(passengerAgeProblem('child', '2014-12-02', '2026-12-01', '2026-12-05')).toBeNull();
    expect(passengerAgeProblem('child', '2014-12-01', '2026-12-01', '2026-12-05')).toMatch(/Trẻ em/);
  });

  it('an infant is at least 14 days old on the first flight and under 2 on the last', () => {
    expect(MIN_INFANT_AGE_DAYS).toBe(14);
    expect(passengerAgeProblem('infant', null, '2026-12-01', '2026-12-01')).toMatch(/ngày sinh/);
    expect(passengerAgeProblem('infant', '2026-11-17', '2026-12-01', '2026-12-01')).toBeNull();
    expect(passengerAgeProblem('infant', '2026-11-18', '2026-12-01', '2026-12-01')).toMatch(/14 ngày/);
    expect(passengerAgeProblem('infant', '2024-12-06', '2026-12-01', '2026-12-05')).toBeNull();
    expect(passengerAgeProblem('infant', '2024-12-05', '2026-12-01', '2026-12-05')).toMatch(/dưới 2 tuổi/);
  });

  it('refuses a birth after today even when it is before the flight', () => {
    expect(passengerAgeProblem('infant', '2026-11-10', '2026-12-01', '2026-12-01', '2026-05-01')).toBe('Ngày sinh không được sau hôm nay');
    expect(passengerAgeProblem('infant', '2026-04-10', '2026-12-01', '2026-12-01', '2026-05-01')).toBeNull();
  });

  it('refuses a birth after the flight', () => {
    expect(passengerAgeProblem('adult', '2026-12-02', '2026-12-01', '2026-12-01')).toBe('Ngày sinh phải trước ngày bay');
  });

  it('wants a passport valid 6 months after the last flight', () => {
    expect(passportProblem(undefined, '2026-12-05')).toMatch(/hết hạn/);
    expect(passportProblem('2027-06-05', '2026-12-05')).toBeNull();
    expect(passportProblem('2027-06-04', '2026-12-05')).toMatch(/6 tháng/);
    // six months after 31 August is the end of February, not 3 March
    expect(passportProblem('2027-02-28', '2026-08-31')).toBeNull();
    expect(passportProblem('2027-02-27', '2026-08-31')).toMatch(/6 tháng/);
    expect(passportProblem('2028-02-29', '2027-08-31')).toBeNull();
  });
});
