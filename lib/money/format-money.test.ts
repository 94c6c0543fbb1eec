import { describe, expect, it } from 'vitest';
import { convertFromVnd, formatAmount, formatMoney, roundTo } from './format-money';

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
