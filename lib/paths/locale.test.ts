import { describe, expect, it } from 'vitest';
import { localePath, stripLocale, switchLocalePath, withQuery, withoutInternalVi } from './locale';

describe('locale paths', () => {
  it('keeps Vietnamese unprefixed and English under /en', () => {
    expect(localePath('vi', '/')).toBe('/');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', '/khach-san')).toBe('/en/khach-san');
    expect(stripLocale('/en/khach-san?x=1')).toBe('/khach-san?x=1');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/english')).toBe('/english');
    expect(switchLocalePath('/en?a=b', 'vi')).toBe('/?a=b');
    expect(switchLocalePath('/khach-san', 'en')).toBe('/en/khach-san');
  });
});

describe('withQuery', () => {
  it('adds "?" only when there is a query', () => {
    expect(withQuery('/khach-san')).toBe('/khach-san');
    expect(withQuery('/khach-san', new URLSearchParams('a=1'))).toBe('/khach-san?a=1');
  });
});

describe('withoutInternalVi', () => {
  it('drops the internal /vi prefix only', () => {
    expect(withoutInternalVi('/vi')).toBe('/');
    expect(withoutInternalVi('/vi/')).toBe('/');
    expect(withoutInternalVi('/vi/khach-san/hue')).toBe('/khach-san/hue');
    expect(withoutInternalVi('/video')).toBe('/video');
    expect(withoutInternalVi('/en/khach-san')).toBe('/en/khach-san');
  });
});
