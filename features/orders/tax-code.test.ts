import { describe, expect, it } from 'vitest';
import { isValidTaxCode, normalizeTaxCode, taxCheckDigit } from './tax-code';

describe('Vietnamese tax codes', () => {
  it('accepts published codes (Viettel 0100109106, Vinamilk 0300588569)', () => {
    // 0,1,0,0,1,0,9,1,0 x 31,29,23,19,17,13,7,5,3 = 114; 114 mod 11 = 4; 10 - 4 = 6
    expect(taxCheckDigit('010010910')).toBe(6);
    // 0,3,0,0,5,8,8,5,6 -> 375; 375 mod 11 = 1; 10 - 1 = 9
    expect(taxCheckDigit('030058856')).toBe(9);
    expect(isValidTaxCode('0100109106')).toBe(true);
    expect(isValidTaxCode('0300588569')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidTaxCode('0100109107')).toBe(false);
    expect(isValidTaxCode('0300588560')).toBe(false);
  });

  it('refuses a first nine digits whose rule gives 10', () => {
    // sum 0 -> 10 - 0 = 10
    expect(taxCheckDigit('000000000')).toBeNull();
    expect(isValidTaxCode('0000000000')).toBe(false);
  });

  it('accepts 13 digits (a branch) with or without the dash, and writes them with it', () => {
    expect(normalizeTaxCode('0100109106-001')).toBe('0100109106-001');
    expect(normalizeTaxCode('0100109106001')).toBe('0100109106-001');
    expect(normalizeTaxCode(' 0100109106 ')).toBe('0100109106');
  });

  it('refuses branch 000, a bad main part, and other lengths or characters', () => {
    expect(normalizeTaxCode('0100109106-000')).toBeNull();
    expect(normalizeTaxCode('0100109107-001')).toBeNull();
    for (const bad of ['010010910', '01001091060', '0100109106-01', '0100109106--001', '01001O9106', ''])
      expect(normalizeTaxCode(bad)).toBeNull();
  });
});
