import { describe, expect, it } from 'vitest';
import { stripDiacritics, toSearchKey } from './search-key';

describe('toSearchKey', () => {
  it('removes Vietnamese diacritics and maps đ to d', () => {
    expect(toSearchKey('Đà Nẵng')).toBe('da nang');
    expect(toSearchKey('Hồ Chí Minh')).toBe('ho chi minh');
    expect(toSearchKey('Thừa Thiên Huế')).toBe('thua thien hue');
    expect(toSearchKey('Quảng Ngãi')).toBe('quang ngai');
    expect(toSearchKey('đường Đồng Khởi')).toBe('duong dong khoi');
  });

  it('lower-cases, collapses whitespace and trims', () => {
    expect(toSearchKey('  Phú   Quốc\tIsland \n')).toBe('phu quoc island');
    expect(toSearchKey('HÀ NỘI')).toBe('ha noi');
  });

  it('handles precomposed and decomposed input alike', () => {
    expect(toSearchKey('Nha Trang'.normalize('NFD'))).toBe('nha trang');
    expect(toSearchKey('Huế'.normalize('NFC'))).toBe(toSearchKey('Huế'.normalize('NFD')));
  });

  it('keeps digits and punctuation', () => {
    expect(toSearchKey('Quận 1, TP. HCM')).toBe('quan 1, tp. hcm');
    expect(toSearchKey('')).toBe('');
  });
});

describe('stripDiacritics', () => {
  it('keeps case and spacing', () => {
    expect(stripDiacritics('Trần Phú')).toBe('Tran Phu');
    expect(stripDiacritics('Đường Đồng Khởi  1')).toBe('Duong Dong Khoi  1');
  });
});
