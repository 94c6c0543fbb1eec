import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('localized', () => {
  it('picks the page language', () => {
    expect(localized({ vi: 'Khách sạn Sông Hàn', en: 'Han River Hotel' }, 'vi')).toBe('Khách sạn Sông Hàn');
    expect(localized({ vi: 'Khách sạn Sông Hàn', en: 'Han River Hotel' }, 'en')).toBe('Han River Hotel');
  });

  it('falls back to the other language when the text is missing or empty', () => {
    expect(localized({ vi: null, en: 'Han River Hotel' }, 'vi')).toBe('Han River Hotel');
    expect(localized({ vi: 'Khách sạn Sông Hàn', en: '' }, 'en')).toBe('Khách sạn Sông Hàn');
    expect(localized({ vi: undefined, en: undefined }, 'en')).toBe('');
  });
});
