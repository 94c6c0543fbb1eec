import { describe, expect, it } from 'vitest';
import { formatHoldLeft, holdLeftMs, holdMinutesLeft, serverClockOffset } from './hold-rules';

describe('hold countdown', () => {
  const expires = '2026-12-01T10:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts what is left of the hold, never below 0', () => {
    expect(holdLeftMs(expires, at('2026-12-01T10:00:00.000Z'))).toBe(15 * 60_000);
    expect(holdLeftMs(expires, at('2026-12-01T10:16:00.000Z'))).toBe(0);
    expect(holdLeftMs('not a date', 0)).toBe(0);
  });

  it('shows mm:ss rounded up, 00:00 only at the end', () => {
    expect(formatHoldLeft(15 * 60_000)).toBe('15:00');
    expect(formatHoldLeft(61_000)).toBe('01:01');
    expect(formatHoldLeft(500)).toBe('00:01');
    expect(formatHoldLeft(0)).toBe('00:00');
  });

  it("runs on the server's clock: the offset is server_time minus the browser's clock when the answer arrived", () => {
    const arrivedFast = at('2026-12-01T10:20:00.000Z'); // a browser clock 20 minutes fast
    const offset = serverClockOffset('2026-12-01T10:00:00.000Z', arrivedFast);
    expect(offset).toBe(-20 * 60_000);
    expect(holdLeftMs(expires, arrivedFast + offset)).toBe(15 * 60_000);
    expect(holdLeftMs(expires, arrivedFast + 60_000 + offset)).toBe(14 * 60_000);
    expect(serverClockOffset('2026-12-01T10:00:00.000Z', at('2026-12-01T09:50:00.000Z'))).toBe(10 * 60_000);
    expect(serverClockOffset('not a date', arrivedFast)).toBe(0);
  });

  it('announces whole minutes, rounded up', () => {
    expect(holdMinutesLeft(15 * 60_000)).toBe(15);
    expect(holdMinutesLeft(14 * 60_000 + 1)).toBe(15);
    expect(holdMinutesLeft(59_000)).toBe(1);
  });
});
