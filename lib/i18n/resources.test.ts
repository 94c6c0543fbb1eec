import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources';
import { localePath, stripLocale, switchLocalePath } from './config';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  it('has every Vietnamese key in English and nothing extra', () => {
    for (const ns of Object.keys(RESOURCES.vi) as (keyof typeof RESOURCES.vi)[]) {
      expect(keys(RESOURCES.en[ns]).sort(), ns).toEqual(keys(RESOURCES.vi[ns]).sort());
    }
  });

  it('has no empty strings', () => {
    for (const lang of ['vi', 'en'] as const) {
      for (const [ns, tree] of Object.entries(RESOURCES[lang])) {
        const flat = JSON.stringify(tree);
        expect(flat.includes('""'), `${lang}/${ns}`).toBe(false);
      }
    }
  });
});

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
