import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { convertFromVnd, formatAmount, formatCompactVnd, formatMoney, formatVnd, roundThousand, roundTo } from './format-money';

describe('formatVnd and roundThousand', () => {
  it('write VND as formatAmount does and round to the thousand', () => {
    expect(formatVnd(1250000)).toBe(formatAmount(1250000, 'VND'));
    expect(roundThousand(1_234_500)).toBe(1_235_000);
    expect(roundThousand(1_234_499)).toBe(1_234_000);
  });
});

describe('formatAmount', () => {
  it('writes VND with dot thousands, no decimals and the symbol after', () => {
    expect(formatAmount(1250000, 'VND')).toBe('1.250.000 ₫');
    expect(formatAmount(999, 'VND')).toBe('999 ₫');
    expect(formatAmount(0, 'VND')).toBe('0 ₫');
    expect(formatAmount(50_000_000, 'VND')).toBe('50.000.000 ₫');
  });

  it('rounds VND to whole dong, half away from zero', () => {
    expect(formatAmount(1499.5, 'VND')).toBe('1.500 ₫');
    expect(formatAmount(1499.49, 'VND')).toBe('1.499 ₫');
    expect(formatAmount(-1499.5, 'VND')).toBe('-1.500 ₫');
  });

  it('writes USD with the symbol first, comma thousands and two decimals', () => {
    expect(formatAmount(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatAmount(0.5, 'USD')).toBe('$0.50');
    expect(formatAmount(1000000, 'USD')).toBe('$1,000,000.00');
    expect(formatAmount(-12.345, 'USD')).toBe('-$12.35');
  });

  it('rounds USD cents without floating point surprises', () => {
    expect(formatAmount(1.005, 'USD')).toBe('$1.01');
    expect(formatAmount(2.675, 'USD')).toBe('$2.68');
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});

describe('formatMoney', () => {
  it('divides VND by the transfer rate for USD', () => {
    expect(convertFromVnd(2_540_000, 'USD', 25_400)).toBe(100);
    expect(formatMoney(2_540_000, 'USD', 25_400)).toBe('$100.00');
    expect(formatMoney(1_000_000, 'USD', 25_400)).toBe('$39.37');
  });

  it('leaves VND untouched whatever the rate', () => {
    expect(formatMoney(1_000_000, 'VND', 25_400)).toBe('1.000.000 ₫');
  });

  it('refuses a non-positive rate rather than printing Infinity', () => {
    expect(() => formatMoney(1000, 'USD', 0)).toThrow();
  });
});

describe('formatCompactVnd', () => {
  it("writes millions with VND's decimal comma in both languages, trailing zeros dropped", () => {
    expect(formatCompactVnd(2_380_000, 'vi')).toBe('2,38tr');
    expect(formatCompactVnd(2_380_000, 'en')).toBe('2,38M');
    expect(formatCompactVnd(3_000_000, 'vi')).toBe('3tr');
    expect(formatCompactVnd(1_200_000, 'en')).toBe('1,2M');
    expect(formatCompactVnd(12_345_678, 'vi')).toBe('12,35tr');
    expect(formatCompactVnd(1_234_000_000, 'vi')).toBe('1.234tr');
  });
});

describe('VND written by hand in the seeded words', () => {
  // seeded names and notes are shown as they are (no formatter): they follow spec 9 too, also in English
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      // the API reference is for developers, in the API's own unit (integer VND)
      if (entry.isDirectory()) return entry.name === 'api-docs' ? [] : sources(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  it('has dot thousands and the ₫ symbol, never "1,000,000 ₫" or "50,000 VND"', () => {
    const wrong = sources(path.resolve(__dirname, '../../features')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && /\d,\d{3}(,\d{3})*\s?(₫|VND\b|đ\b)/.test(line))
        .map((line) => `${path.relative(process.cwd(), file)}: ${line.trim().slice(0, 80)}`),
    );
    expect(wrong).toEqual([]);
  });
});
