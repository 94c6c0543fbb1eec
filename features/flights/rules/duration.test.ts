import { describe, expect, it } from 'vitest';
import { formatFlightDuration } from './duration';

describe('formatFlightDuration (spec 9: HHh:MMm)', () => {
  it('pads hours and minutes to two digits', () => {
    expect(formatFlightDuration(125)).toBe('02h:05m');
    expect(formatFlightDuration(60)).toBe('01h:00m');
    expect(formatFlightDuration(59)).toBe('00h:59m');
    expect(formatFlightDuration(0)).toBe('00h:00m');
    expect(formatFlightDuration(725)).toBe('12h:05m');
  });

  it('rounds fractions and never goes negative', () => {
    expect(formatFlightDuration(89.6)).toBe('01h:30m');
    expect(formatFlightDuration(-5)).toBe('00h:00m');
  });
});
