import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources';

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
