import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources';
import { createClientI18n } from './i18n-provider';

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

  it('says plurals through plural keys and count, never "(s)" (issue 34)', () => {
    for (const lang of ['vi', 'en'] as const) {
      const strings = keys(RESOURCES[lang]).map((path) =>
        path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], RESOURCES[lang]),
      );
      expect(
        strings.filter((text) => typeof text === 'string' && /\(s\)|\(es\)/.test(text)),
        lang,
      ).toEqual([]);
    }
  });

  it('writes a room and night count in the words of each language', () => {
    const en = createClientI18n('en', RESOURCES.en).getFixedT('en', 'booking');
    const vi = createClientI18n('vi', RESOURCES.vi).getFixedT('vi', 'booking');
    const words = (t: typeof en, rooms: number, nights: number) =>
      t('breakdown.roomsIncl', { rooms: t('breakdown.roomCount', { count: rooms }), nights: t('breakdown.nightCount', { count: nights }) });
    expect(words(en, 2, 2)).toBe('2 rooms × 2 nights (list price, taxes and fees included)');
    expect(words(en, 1, 1)).toBe('1 room × 1 night (list price, taxes and fees included)');
    expect(words(vi, 2, 3)).toBe('2 phòng × 3 đêm (giá gốc, đã gồm thuế phí)');
    const detail = createClientI18n('en', RESOURCES.en).getFixedT('en', 'hotelDetail');
    expect(detail('summary.rooms', { count: 1, nights: detail('summary.nights', { count: 2 }) })).toBe('1 room · 2 nights');
  });
});
