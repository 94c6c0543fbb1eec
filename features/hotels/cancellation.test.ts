import { describe, expect, it } from 'vitest';
import {
  cancellationSentence,
  cancellationState,
  deadlineFrom,
  freeCancelBefore,
  freeCancelDeadline,
  vnDeadlineParts,
} from './cancellation';

describe('freeCancelDeadline', () => {
  it('is the check-in time on the check-in day, Vietnam time, minus 24 hours', () => {
    expect(freeCancelDeadline('2026-12-15', '14:00').toISOString()).toBe('2026-12-14T07:00:00.000Z');
  });
  it('crosses month and year ends', () => {
    expect(freeCancelDeadline('2027-01-01', '12:00').toISOString()).toBe('2026-12-31T05:00:00.000Z');
    expect(freeCancelDeadline('2026-03-01', '06:30').toISOString()).toBe('2026-02-27T23:30:00.000Z');
  });
  it('falls back to 14:00 for a check-in time that is not HH:mm', () => {
    expect(freeCancelDeadline('2026-12-15', '2pm').toISOString()).toBe('2026-12-14T07:00:00.000Z');
    expect(freeCancelDeadline('2026-12-15', '25:00').toISOString()).toBe('2026-12-14T07:00:00.000Z');
  });
  it("is the same 24-hour window a flight's departure gets", () => {
    expect(freeCancelBefore(new Date('2026-12-15T01:00:00Z')).toISOString()).toBe('2026-12-14T01:00:00.000Z');
  });
  it('refuses a date that is not a date', () => {
    expect(() => freeCancelDeadline('15/12/2026', '14:00')).toThrow(RangeError);
  });
});

describe('cancellationSentence', () => {
  const deadline = freeCancelDeadline('2026-12-15', '14:00');
  it('states the deadline in Vietnam time, in both languages', () => {
    expect(cancellationSentence(deadline, 'vi')).toBe('Miễn phí hủy đến 14:00 ngày 14/12/2026');
    expect(cancellationSentence(deadline, 'en')).toBe('Free cancellation until 14:00 on 14/12/2026');
  });
  it('says non-refundable without a deadline', () => {
    expect(cancellationSentence(null, 'vi')).toBe('Không hoàn hủy');
    expect(cancellationSentence(null, 'en')).toBe('Non-refundable');
  });
  it('is still free at the deadline itself, and says so plainly once it has passed', () => {
    expect(cancellationSentence(deadline, 'vi', deadline)).toBe('Miễn phí hủy đến 14:00 ngày 14/12/2026');
    const after = new Date(deadline.getTime() + 60_000);
    expect(cancellationState(deadline, after)).toBe('passed');
    expect(cancellationSentence(deadline, 'vi', after)).toBe('Không còn miễn phí hủy (hạn đã qua lúc 14:00 ngày 14/12/2026)');
    expect(cancellationSentence(deadline, 'en', after)).toBe('No free cancellation any more (the deadline passed at 14:00 on 14/12/2026)');
  });
  it('writes a late-evening deadline on its Vietnam day (the UTC day is the one before)', () => {
    expect(vnDeadlineParts(new Date('2026-12-13T17:30:00Z'))).toEqual({ time: '00:30', date: '14/12/2026' });
  });
  it('reads an API deadline back', () => {
    expect(deadlineFrom(deadline.toISOString())?.getTime()).toBe(deadline.getTime());
    expect(deadlineFrom(null)).toBeNull();
  });
});
