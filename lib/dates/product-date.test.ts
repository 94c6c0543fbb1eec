import { describe, expect, it } from 'vitest';
import {
  addDays,
  parseIsoDate,
  parseProductDate,
  toBreadcrumbDate,
  toProductDate,
  toSummaryDate,
  todayIso,
  vnDateTime,
} from './product-date';

describe('product dates', () => {
  it('parses DD-MM-YYYY strictly', () => {
    expect(parseProductDate('05-12-2026')).toBe('2026-12-05');
    expect(parseProductDate('29-02-2028')).toBe('2028-02-29');
    expect(parseProductDate('29-02-2027')).toBeNull();
    expect(parseProductDate('2026-12-05')).toBeNull();
    expect(parseProductDate('5-12-2026')).toBeNull();
    expect(parseProductDate('32-01-2026')).toBeNull();
    expect(parseProductDate('')).toBeNull();
    expect(parseProductDate(undefined)).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-12-01')).toBe('2026-12-01');
  });

  it('takes today in Asia/Ho_Chi_Minh, not in UTC', () => {
    // 18:30 UTC on 22 Nov is already 01:30 on 23 Nov in Vietnam (UTC+7)
    expect(todayIso(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-22');
  });

  it('formats for summaries, breadcrumbs and the picker', () => {
    expect(toSummaryDate('2026-01-09')).toBe('09/01/2026');
    expect(toBreadcrumbDate('2026-01-09')).toBe('09/01');
    expect(toProductDate('2026-01-09')).toBe('09-01-2026');
  });

  it('adds nights across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('product dates agree with dayjs (which they replaced in the browser bundle)', () => {
  it('on every day of 2027-2028 and a few odd inputs', async () => {
    const { default: dayjs } = await import('dayjs');
    const { default: customParseFormat } = await import('dayjs/plugin/customParseFormat');
    dayjs.extend(customParseFormat);
    for (let day = dayjs('2027-01-01'); day.isBefore('2029-01-01'); day = day.add(1, 'day')) {
      const iso = day.format('YYYY-MM-DD');
      expect(addDays(iso, 1)).toBe(day.add(1, 'day').format('YYYY-MM-DD'));
      expect(addDays(iso, 30)).toBe(day.add(30, 'day').format('YYYY-MM-DD'));
      expect(toProductDate(iso)).toBe(day.format('DD-MM-YYYY'));
      expect(toSummaryDate(iso)).toBe(day.format('DD/MM/YYYY'));
      expect(parseProductDate(day.format('DD-MM-YYYY'))).toBe(iso);
    }
    for (const value of ['00-01-2027', '31-04-2027', '1-1-2027', '01-01-27', ' 01-01-2027', '01/01/2027', '31-12-9999']) {
      const parsed = dayjs(value, 'DD-MM-YYYY', true);
      expect(parseProductDate(value), value).toBe(parsed.isValid() ? parsed.format('YYYY-MM-DD') : null);
    }
  });
});

describe('vnDateTime', () => {
  it('writes an instant as HH:mm DD/MM/YYYY in Vietnam time', () => {
    expect(vnDateTime('2026-11-30T17:05:00.000Z')).toBe('00:05 01/12/2026');
  });
});
