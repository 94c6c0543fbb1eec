import { describe, expect, it } from 'vitest';
import { hasVietnamese, properNameLang } from './vietnamese';

describe('Vietnamese letters', () => {
  it('tells Vietnamese writing from English, accents of other languages aside', () => {
    expect(hasVietnamese('Nguyễn Văn An')).toBe(true);
    expect(hasVietnamese('ĐÀ NẴNG')).toBe(true);
    expect(hasVietnamese('Trần Phú')).toBe(true);
    expect(hasVietnamese('Hanoi Branch')).toBe(false);
    expect(hasVietnamese('NGUYEN VAN AN')).toBe(false);
  });

  it('marks a proper name "vi" only when it is written in Vietnamese', () => {
    expect(properNameLang('Trần Thị Bình')).toBe('vi');
    expect(properNameLang('John Smith')).toBeUndefined();
    expect(properNameLang(null)).toBeUndefined();
  });
});
