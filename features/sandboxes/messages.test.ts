import { describe, expect, it } from 'vitest';
import en from '@/locales/en/sandbox.json';
import vi from '@/locales/vi/sandbox.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix];

describe('sandbox texts', () => {
  it('has the same keys in Vietnamese and English', () => {
    expect(keys(en).sort()).toEqual(keys(vi).sort());
  });
});
